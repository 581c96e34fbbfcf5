import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../core/language/language';
import { priceText } from './common';
import { DistrictMap } from './DistrictMap';

describe('priceText', () => {
  it('shows 免費 for zero, missing or bad prices and ¥ with two decimals otherwise', () => {
    expect(priceText(0)).toEqual({ free: true, text: '免費' });
    expect(priceText(undefined)).toEqual({ free: true, text: '免費' });
    expect(priceText('abc')).toEqual({ free: true, text: '免費' });
    expect(priceText('19.9')).toEqual({ free: false, text: '¥19.90' });
  });
});

describe('DistrictMap', () => {
  let host: HTMLDivElement;
  afterEach(() => host?.remove());

  it('links each district to the directory and shows its counts on focus', async () => {
    setLang('t');
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <DistrictMap
        districts={[
          { id: 1, name: '姑蘇區' },
          { id: 2, name: '虎丘區' },
        ]}
        counts={[
          { name: '姑蘇區', members: 12, companies: 34 },
          { name: '虎丘區', members: 5, companies: 6 },
        ]}
      />,
    );
    await vi.waitFor(() => expect(host.querySelectorAll('a.dm-cell')).toHaveLength(2));
    const cells = [...host.querySelectorAll('a.dm-cell')];
    expect(cells).toHaveLength(2);
    expect(cells[0]!.getAttribute('href')).toContain(
      `/company_member_list/0?area=${encodeURIComponent('姑蘇區')}`,
    );
    expect(cells[1]!.getAttribute('aria-label')).toBe('虎丘區：企業 6，會員 5');
    (cells[0] as unknown as HTMLElement).focus();
    cells[0]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    cells[0]!.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(host.querySelector('.dm-tip')!.textContent).toContain('企業 34'));
    expect(host.querySelector('.dm-tip')!.textContent).toContain('會員 12');
    root.unmount();
  });
});

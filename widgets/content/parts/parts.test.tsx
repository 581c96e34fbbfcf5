import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../../core/language/language';
import { formatDate } from '../../ui/states';
import { priceText } from './common';
import { DistrictMap } from './DistrictMap';

describe('date formats of the readers and lists', () => {
  it('formats ms and s epochs and date text as YYYY-MM-DD', () => {
    const ms = new Date(2025, 5, 27, 10, 0).getTime();
    expect(formatDate(ms)).toBe('2025-06-27');
    expect(formatDate(Math.floor(ms / 1000))).toBe('2025-06-27');
    expect(formatDate(String(ms))).toBe('2025-06-27');
    expect(formatDate('2025-06-27 10:00:00')).toBe('2025-06-27');
    expect(formatDate(null)).toBe('');
  });

  it('keeps the written day of date text west of UTC (no shift to the day before)', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date('2025-06-27').getDate()).toBe(26); // the trap: date-only text is UTC
      expect(formatDate('2025-06-27')).toBe('2025-06-27');
      expect(formatDate('2025-06-27 00:30:00')).toBe('2025-06-27');
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

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
          { name: '姑蘇區', value: 12, company_value: 34 },
          { name: '虎丘區', value: 5, company_value: 6 },
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

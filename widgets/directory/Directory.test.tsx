import { describe, expect, it, vi } from 'vitest';
import { busy, ok } from '../../core/testing/fake-fetch';
import { itRetriesAfterAnError } from '../testing/cases';
import { allIn, findIn, mount, serveFetch, setupWidgetTests } from '../testing/mount';
import './element';

const DISTRICTS = [
  { id: 2341, name: '姑蘇區' },
  { id: 2343, name: '吳中區' },
];
const SUB_AREAS = [
  { ass_area_id: 1, area: '姑蘇片區' },
  { ass_area_id: 2, area: '高新片區' },
];
const companies = Array.from({ length: 30 }, (_, i) => ({
  company_id: i + 1,
  company_name: `測試企業${i + 1}`,
  industry_name: '電子資訊',
  area_id: i % 2 ? 2343 : 2341,
  area_name: i % 2 ? '吳中區' : '姑蘇區',
  islisting: i === 0 ? 1 : 0,
}));

function serve(options: { failMembers?: () => boolean } = {}) {
  return serveFetch({
    'GET areaData/list': () => ok(DISTRICTS),
    'GET company/industry': () => ok([{ industry_id: 1, industry_name: '電子資訊' }]),
    'GET association/SZTX/SubArea': () => ok(SUB_AREAS),
    'GET company/pc/list': (call) => {
      const search = JSON.parse(call.url.searchParams.get('searchJson') ?? '{}');
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      const rows = companies.filter(
        (c) => !search.xt_districtID || c.area_id === Number(search.xt_districtID),
      );
      return ok(JSON.stringify({ data: rows.slice(start, start + limit), pagenum: rows.length }));
    },
    'GET association/pc/SZTX/persons': (call) => {
      if (options.failMembers?.()) return busy();
      const area = call.url.searchParams.get('ass_area_id');
      return ok(
        JSON.stringify({
          data: [
            { member_id: 7, really_name: `（台商二代）林${area}號` },
            { really_name: '無編號會員' },
          ],
          pagenum: 2,
        }),
      );
    },
  });
}

const names = (el: Element) => allIn(el, '.dir-name').map((n) => n.textContent);

setupWidgetTests({ restoreMocks: true });

describe('<sztx-directory>', () => {
  it('starts on the company tab with the district attribute, 12 per page, tag C', async () => {
    const { calls } = serve();
    const el = mount('<sztx-directory tab="0" area="吳中區"></sztx-directory>');
    await vi.waitFor(() => expect(names(el)[0]).toBe('測試企業2'));
    const list = calls.filter((c) => c.url.pathname.endsWith('company/pc/list')).at(-1)!;
    expect(JSON.parse(list.url.searchParams.get('searchJson')!)).toEqual({
      association_id: 'SZTX',
      xt_districtID: 2343,
    });
    expect(list.url.searchParams.get('limit')).toBe('12');
    expect(names(el)[0]).toBe('測試企業2');
    const select = (await findIn(el, 'select')) as HTMLSelectElement;
    expect(select.value).toBe('2343');
    expect(allIn(el, '.dir-card a')[0]?.getAttribute('href')).toBe(
      'http://portal.test/#/company/2',
    );

    // clearing the district reloads from page one with every company
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(names(el)[0]).toBe('測試企業1'));
    expect(allIn(el, '.dir-tag')[0]?.textContent).toBe('C');
    expect(allIn(el, '.dir-page-current')[0]?.textContent).toBe('1');
  });

  it('members: the first sub-area is selected, initials drop bracketed text, no link without an id', async () => {
    const { calls } = serve();
    const el = mount('<sztx-directory></sztx-directory>');
    await vi.waitFor(() => expect(names(el)).toHaveLength(2));
    const persons = calls.filter((c) => c.url.pathname.endsWith('persons')).at(-1)!;
    expect(persons.url.searchParams.get('ass_area_id')).toBe('1');
    expect(persons.url.searchParams.get('limit')).toBe('30');
    expect(allIn(el, '.dir-avatar')[0]?.textContent).toBe('林');
    const cards = allIn(el, '.dir-card');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe(
      'http://portal.test/#/member_details/7',
    );
    expect(cards[1]?.querySelector('a')).toBeNull();

    const second = allIn(el, '.dir-subarea')[1] as HTMLButtonElement;
    second.click();
    await vi.waitFor(() => expect(names(el)[0]).toBe('（台商二代）林2號'));
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });

  itRetriesAfterAnError('shows the server msg with a retry that reloads', {
    html: '<sztx-directory tab="1"></sztx-directory>',
    serve: (failing) => serve({ failMembers: failing }),
    loaded: (el) => expect(names(el)).toHaveLength(2),
  });

  it('emits a cancelable sztx-open-member event', async () => {
    serve();
    const el = mount('<sztx-directory tab="1"></sztx-directory>');
    await vi.waitFor(() => expect(names(el)).toHaveLength(2));
    const seen: unknown[] = [];
    el.addEventListener('sztx-open-member', (e) => {
      seen.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    const link = allIn(el, '.dir-card a')[0] as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(seen).toEqual([{ id: 7, name: '（台商二代）林1號' }]);
    expect(click.defaultPrevented).toBe(true);
  });
});

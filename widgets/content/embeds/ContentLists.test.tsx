import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../core/testing/fake-fetch';
import { itHoldsItsSizeWhileLoading } from '../../testing/cases';
import { allIn, findIn, mount, serveFetch, setupWidgetTests } from '../../testing/mount';
import './element';

const files = Array.from({ length: 12 }, (_, i) => ({
  cunpan_id: i + 1,
  name: `政策文件第${i + 1}號`,
  type: 1,
  publish_time: Date.UTC(2025, 5, 28 - i),
}));
const courses = [
  { course_id: 1, course_name: '財稅合規實務', main_image: '/a.svg', current_price: 199 },
  { course_id: 2, course_name: '勞動用工法律', main_image: '/b.svg', current_price: 0 },
];

function serve() {
  return serveFetch({
    'GET cunpan/list': (call) => {
      const start = Number(call.url.searchParams.get('start'));
      const limit = Number(call.url.searchParams.get('limit'));
      const search = JSON.parse(call.url.searchParams.get('searchJson') ?? '{}');
      const rows = files.map((f) => ({
        ...f,
        type: search.type,
        name: search.type === 2 ? `公告${f.cunpan_id}` : f.name,
      }));
      return ok({ data: rows.slice(start, start + limit), total: rows.length });
    },
    'GET course/list': () => ok({ data: courses, total: courses.length }),
  });
}

setupWidgetTests();

describe('<sztx-policy-files>', () => {
  it('lists policy documents with load more, links to the portal and emits sztx-loaded', async () => {
    serve();
    const loaded = vi.fn();
    document.addEventListener('sztx-loaded', loaded);
    const el = mount('<sztx-policy-files page-size="5"></sztx-policy-files>');
    await findIn(el, '.el-row');
    expect(allIn(el, '.el-row a').map((a) => a.textContent)).toEqual(
      files.slice(0, 5).map((f) => f.name),
    );
    expect(allIn(el, '.el-row a')[0]!.getAttribute('href')).toBe('http://portal.test/#/file/1');
    expect((await findIn(el, '.el-heading')).textContent).toBe('政策文件');
    ((await findIn(el, '.el-more')) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(allIn(el, '.el-row')).toHaveLength(10));
    expect(loaded).toHaveBeenCalled();
    document.removeEventListener('sztx-loaded', loaded);
  });

  itHoldsItsSizeWhileLoading(
    'holds the size of the loaded list while it loads: page-size rows and the load-more button',
    {
      html: '<sztx-policy-files page-size="3"></sztx-policy-files>',
      endpoint: 'cunpan/list',
      page: () => ok({ data: files.slice(0, 3), total: files.length }),
      rows: 3,
      placeholder: '.el-skel-row',
      morePlaceholder: '.el-more-skel',
      row: '.el-row',
      more: '.el-more',
    },
  );

  it('shows announcements with kind="announcements"', async () => {
    const fake = serve();
    const el = mount('<sztx-policy-files kind="announcements" page-size="3"></sztx-policy-files>');
    await findIn(el, '.el-row');
    expect(allIn(el, '.el-row a')[0]!.textContent).toBe('公告1');
    expect((await findIn(el, '.el-heading')).textContent).toBe('協會公告');
    const search = JSON.parse(fake.calls.at(-1)!.url.searchParams.get('searchJson') ?? '{}');
    expect(search).toMatchObject({ type: 2, association_id: 'SZTX' });
  });

  it('lets the host cancel the link through sztx-open-file', async () => {
    serve();
    const el = mount('<sztx-policy-files></sztx-policy-files>');
    const link = (await findIn(el, '.el-row a')) as HTMLAnchorElement;
    const seen = vi.fn((e: Event) => e.preventDefault());
    el.addEventListener('sztx-open-file', seen);
    const click = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      button: 0,
    });
    link.dispatchEvent(click);
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      id: 1,
      name: '政策文件第1號',
    });
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('<sztx-courses>', () => {
  it('shows course cards with price or free', async () => {
    serve();
    const el = mount('<sztx-courses></sztx-courses>');
    await findIn(el, '.el-card');
    expect(allIn(el, '.el-card-title').map((n) => n.textContent)).toEqual([
      '財稅合規實務',
      '勞動用工法律',
    ]);
    expect(allIn(el, '.el-price')[0]!.textContent).toBe('¥199.00');
    expect(allIn(el, '.el-free')[0]!.textContent).toBe('免費');
    expect(allIn(el, '.el-end')).toHaveLength(1);
  });
});

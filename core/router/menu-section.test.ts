import { describe, expect, it } from 'vitest';
import { SPEC_MENU_PATHS } from '../../tests/spec/menu';
import { menuMatch, menuSection, pageSection } from './menu-section';
import { PERSONAL_ROUTES, ROUTES } from './routes';

// The association's menu (website/navigate, demo seed): the entries a page can belong to.
const MENU = SPEC_MENU_PATHS.filter((path) => path !== null);
const entryOf = (path: string) => MENU.filter((url) => menuMatch(url, path, null));

describe('the menu entry a page belongs to', () => {
  it.each([
    ['/', '/'],
    ['/home', '/'],
    ['/information/0', '/information/0'],
    ['/information/3', '/information/0'],
    ['/article/5', '/information/0'],
    ['/magazine', '/magazine'],
    ['/company_member_list/1', '/member'],
    ['/company_member_list/0', '/member'],
    ['/company/12', '/member'],
    ['/product_details/3', '/member'],
    ['/member_details/8', '/member'],
    ['/policy/0', '/policy/0'],
    ['/policy/9', '/policy/0'],
    ['/course/2', '/policy/1'],
    ['/course_details/2/7', '/policy/1'],
    ['/policy/2', '/policy/2'],
    ['/file/9', '/policy/3'],
    ['/article-explain/5', '/policy/3'],
    ['/Invest', '/Invest'],
    ['/Order', '/Invest'],
    ['/investInfo/4', '/Invest'],
    ['/need-details/6', '/Invest'],
    ['/infoDetails/3', '/introduce'],
    ['/committee', '/introduce'],
    ['/guide', '/guide'],
    ['/fee', '/fee'],
  ])('%s marks %s, and only it', (path, entry) => {
    expect(entryOf(path)).toEqual([entry]);
  });

  it.each(['/search', '/login', '/apply', '/apply-company'])(
    '%s marks no entry of the menu',
    (path) => {
      expect(entryOf(path)).toEqual([]);
    },
  );

  it('an entry of that very path is the page; one of its section is matched as the section', () => {
    expect(menuMatch('/information/0', '/information/0', null)).toBe('page');
    expect(menuMatch('/information/0', '/information/3', null)).toBe('section');
    expect(menuMatch('/Order', '/Order', null)).toBe('page');
    // both are pages of 采購需求: the header marks a sub-entry only when it is the page
    expect(menuMatch('/Order', '/Invest', null)).toBe('section');
    expect(menuMatch('/person_center', '/person_center', null)).toBe('page');
  });

  it.each([...PERSONAL_ROUTES, '/my_message_details'])(
    "%s belongs to the drawer's 個人中心 (the personal area), no entry of the bar",
    (path) => {
      expect(menuMatch('/person_center', path, null)).toBeTruthy();
      expect(entryOf(path)).toEqual([]);
    },
  );

  it('menu urls as the association may write them: redirects, no slash, trailing slash', () => {
    expect(menuSection('/member')).toBe('/member');
    expect(menuSection('/information')).toBe('/information');
    expect(menuSection('/service')).toBe('/policy/0');
    expect(menuMatch('guide', '/guide', null)).toBe('page');
    expect(menuMatch('/introduce/', '/regulations', null)).toBe('section');
  });

  it('external entries are never current', () => {
    expect(menuMatch('https://example.org/internship', '/', null)).toBeNull();
    expect(menuMatch('//example.org/x', '/', null)).toBeNull();
  });

  it("a page's hint names its entry, for its own path only", () => {
    const hint = { path: '/article/7', section: '/policy/2' };
    expect(pageSection('/article/7', hint)).toBe('/policy/2');
    expect(menuMatch('/policy/2', '/article/7', hint)).toBe('section');
    expect(menuMatch('/information/0', '/article/7', hint)).toBeNull();
    expect(pageSection('/article/8', hint)).toBe('/information');
  });

  it('every route of the portal is listed (a new route decides on its entry)', () => {
    const none = new Set(['/login', '/search', '/apply', '/apply-person', '/apply-company']);
    const sample = (pattern: string) => pattern.replace(/:[a-z_]+/g, '1');
    for (const pattern of ROUTES) {
      expect(menuSection(sample(pattern)) === null, pattern).toBe(none.has(pattern));
    }
  });
});

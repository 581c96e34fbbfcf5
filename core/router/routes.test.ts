import { describe, expect, it } from 'vitest';
import {
  loginRoute,
  matchPattern,
  PERSONAL_ROUTES,
  REDIRECTS,
  ROUTES,
  resolveRoute,
  returnTargetOf,
  safeReturnTarget,
} from './routes';

// Every route of the two specifications' route tables (spec 000 §2 and spec 001 §2), written
// as a visitor would open it: `{id}`-style parameters filled with sample values, queries given.
const paths = (list: string) => list.trim().split(/\s+/);
const SPEC_000 = paths(`
  / /index /home /login /information/0 /information/3 /magazine /policy/0 /policy/1
  /policy/2 /policy/3?keyword=稅務 /company_member_list/0?area=昆山
  /company_member_list/1?ass_area=2 /company/12 /product_details/3 /member_details/8
  /article/5 /article-explain/5 /file/9 /course/2 /course_details/2/7 /search?keyword=投資
  /guide /fee /Invest /Order /investInfo/4 /need-details/6 /apply /apply-person
  /apply-company /introduce /infoDetails/3 /regulations /organization /fraternity
  /secretariat /committee /person_center /my_company /my_message /my_message_details?id=3
  /my_collection /my_need /my_rights /my_activity /my_questionnaire /my_fee /privacy
  /user_agreement
`);
const SPEC_001 = paths(`
  /apply /apply-person /apply-company /Invest /Order /investInfo/4 /need-details/6 /my_need
  /login /person_center
`);

function split(location: string): [string, Record<string, string>] {
  const [path = '/', qs = ''] = location.split('?');
  return [path, Object.fromEntries(new URLSearchParams(qs))];
}

describe('resolveRoute', () => {
  it.each(Object.entries(REDIRECTS))('redirects %s to %s, which is a route', (from, to) => {
    expect(resolveRoute(from, {}, false)).toEqual({ kind: 'redirect', to });
    expect(resolveRoute(to, {}, false).kind).toBe('route');
  });

  it('has the redirects of the spec', () => {
    expect(REDIRECTS).toEqual({
      '/information': '/information/0',
      '/policy': '/policy/0',
      '/service': '/policy/0',
      '/member': '/company_member_list/1',
    });
  });

  it('sends /person_center to /login without a token', () => {
    expect(resolveRoute('/person_center', {}, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveRoute('/person_center', {}, true)).toEqual({
      kind: 'route',
      pattern: '/person_center',
      params: {},
    });
  });

  it('sends /my_message_details without an id home', () => {
    expect(resolveRoute('/my_message_details', {}, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/my_message_details', { id: '' }, true)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(resolveRoute('/my_message_details', { id: '3' }, true)).toMatchObject({
      kind: 'route',
      pattern: '/my_message_details',
    });
  });

  it('extracts the parameters of a lesson route as the server spells them', () => {
    expect(resolveRoute('/course_details/5/9', {}, false)).toEqual({
      kind: 'route',
      pattern: '/course_details/:course_id/:kpiont_id',
      params: { course_id: '5', kpiont_id: '9' },
    });
    expect(resolveRoute('/member_details/42', {}, false)).toMatchObject({
      params: { member_id: '42' },
    });
  });

  it('does not find unknown paths, or known paths with missing or extra segments', () => {
    for (const path of ['/nope', '/article', '/course_details/5', '/magazine/2', '/invest']) {
      expect(resolveRoute(path, {}, true), path).toEqual({ kind: 'not-found' });
    }
  });

  it.each([...new Set([...SPEC_000, ...SPEC_001])])('resolves the spec route %s', (location) => {
    const [path, query] = split(location);
    const resolution = resolveRoute(path, query, true);
    expect(resolution.kind).toBe('route');
  });

  it('resolves the unparameterised spec paths to their own pattern', () => {
    for (const location of SPEC_000) {
      const [path, query] = split(location);
      const resolution = resolveRoute(path, query, true);
      if (resolution.kind === 'route' && !resolution.pattern.includes(':')) {
        expect(resolution.pattern).toBe(path);
      }
    }
  });
});

describe('matchPattern', () => {
  it('matches segment by segment and is case-sensitive', () => {
    expect(matchPattern('/company/:id', '/company/7')).toEqual({ id: '7' });
    expect(matchPattern('/Invest', '/Invest')).toEqual({});
    expect(matchPattern('/Invest', '/invest')).toBeNull();
    expect(matchPattern('/company/:id', '/company')).toBeNull();
  });
});

describe('PERSONAL_ROUTES', () => {
  it('are routes, and leave out my_message_details (it has no left menu)', () => {
    for (const route of PERSONAL_ROUTES) expect(ROUTES).toContain(route);
    expect(PERSONAL_ROUTES.has('/my_message_details')).toBe(false);
    expect(PERSONAL_ROUTES.has('/person_center')).toBe(true);
  });
});

describe('the return target of /login', () => {
  it('carries a route of the portal, with its query, and reads it back', () => {
    for (const to of ['/apply-company', '/apply-person', '/my_need', '/need-details/6']) {
      const login = loginRoute(to);
      expect(login).toBe(`/login?redirect=${encodeURIComponent(to)}`);
      expect(resolveRoute('/login', split(login)[1], false)).toMatchObject({ pattern: '/login' });
      expect(returnTargetOf(split(login)[1])).toBe(to);
    }
    expect(safeReturnTarget('/policy/3?keyword=稅收優惠')).toBe(
      `/policy/3?keyword=${encodeURIComponent('稅收優惠')}`,
    );
    expect(safeReturnTarget('/member')).toBe('/company_member_list/1');
    expect(safeReturnTarget('/person_center')).toBe('/person_center');
  });

  it('refuses anything that is not a route of the portal (no open redirect)', () => {
    const refused = [
      undefined,
      null,
      '',
      'apply',
      'https://evil.example/',
      '//evil.example/apply',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      '/nope',
      '/login',
      '/login?redirect=/apply',
      '/apply\n',
      '/apply\u0000',
      `/${'a'.repeat(600)}`,
    ];
    for (const raw of refused) expect(safeReturnTarget(raw), String(raw)).toBeNull();
    expect(loginRoute('https://evil.example/')).toBe('/login');
    expect(loginRoute(null)).toBe('/login');
    expect(returnTargetOf({ redirect: '//evil.example' })).toBeNull();
    expect(returnTargetOf({})).toBeNull();
  });
});

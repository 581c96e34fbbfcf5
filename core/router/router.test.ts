import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig, resolveConfig } from '../config/config';
import {
  $route,
  buildPath,
  isPortalActive,
  navigate,
  parseHash,
  portalHref,
  setPortalActive,
} from './router';

beforeEach(() => {
  setPortalActive(false);
  location.hash = '';
});

afterEach(() => {
  setPortalActive(false);
  resetConfig();
});

describe('parseHash', () => {
  it('splits path and query and decodes both', () => {
    expect(parseHash('#/company_member_list/0?area=%E6%98%86%E5%B1%B1&ass_area=2')).toEqual({
      path: '/company_member_list/0',
      query: { area: '昆山', ass_area: '2' },
    });
  });

  it('accepts a hash without the leading # and a raw non-ASCII query', () => {
    expect(parseHash('/search?keyword=台商 投資')).toEqual({
      path: '/search',
      query: { keyword: '台商 投資' },
    });
  });

  it('decodes an encoded path segment', () => {
    expect(parseHash('#/company/%E5%8F%B0%E5%95%86').path).toBe('/company/台商');
  });

  it('drops trailing slashes and repeated leading slashes', () => {
    expect(parseHash('#/policy/0/').path).toBe('/policy/0');
    expect(parseHash('#//magazine//').path).toBe('/magazine');
  });

  it('reads an empty hash as the home route', () => {
    expect(parseHash('')).toEqual({ path: '/', query: {} });
    expect(parseHash('#')).toEqual({ path: '/', query: {} });
    expect(parseHash('#/')).toEqual({ path: '/', query: {} });
  });

  it('keeps a raw ? inside the query value', () => {
    expect(parseHash('#/search?keyword=what?').query).toEqual({ keyword: 'what?' });
  });

  it('keeps a malformed escape instead of throwing', () => {
    expect(parseHash('#/article/%E6%9').path).toBe('/article/%E6%9');
  });
});

describe('buildPath', () => {
  it('adds the query and skips empty and undefined values', () => {
    expect(buildPath('/search', { keyword: '', page: 2, area: undefined })).toBe('/search?page=2');
    expect(buildPath('/company_member_list/0', { area: '昆山' })).toBe(
      '/company_member_list/0?area=%E6%98%86%E5%B1%B1',
    );
    expect(buildPath('/magazine', { keyword: '' })).toBe('/magazine');
    expect(buildPath('/magazine')).toBe('/magazine');
  });

  it('round-trips through parseHash', () => {
    const built = buildPath('/my_message_details', { id: 12, from: 'a&b=c' });
    expect(parseHash(`#${built}`)).toEqual({
      path: '/my_message_details',
      query: { id: '12', from: 'a&b=c' },
    });
  });
});

describe('navigate', () => {
  it("does nothing on a partner's page, where no portal owns the hash", () => {
    location.hash = '#/partner';
    expect(isPortalActive()).toBe(false);
    expect(navigate('/Invest')).toBe(false);
    expect(location.hash).toBe('#/partner');
  });

  it('changes the hash and the route store when a portal is active', () => {
    setPortalActive(true);
    expect(navigate('Invest')).toBe(true);
    expect(location.hash).toBe('#/Invest');
    expect($route.get()).toEqual({ path: '/Invest', query: {} });
  });

  it('replaces the current history entry with replace', () => {
    setPortalActive(true);
    navigate('/magazine');
    const length = history.length;
    navigate('/policy/0?keyword=x', { replace: true });
    expect(location.hash).toBe('#/policy/0?keyword=x');
    expect(history.length).toBe(length);
    expect($route.get()).toEqual({ path: '/policy/0', query: { keyword: 'x' } });
  });
});

describe('$route', () => {
  it('follows hashchange while someone listens', async () => {
    const seen: string[] = [];
    const unbind = $route.subscribe((route) => seen.push(route.path));
    location.hash = '#/guide';
    await new Promise<void>((resolve) =>
      window.addEventListener('hashchange', () => resolve(), { once: true }),
    );
    expect($route.get().path).toBe('/guide');
    expect(seen.at(-1)).toBe('/guide');
    unbind();
  });
});

describe('portalHref', () => {
  it('is a hash inside the portal', () => {
    setPortalActive(true);
    expect(portalHref('/Invest', 'https://portal.example.org/')).toBe('#/Invest');
    expect(portalHref('fee', 'https://portal.example.org/')).toBe('#/fee');
  });

  it("points an embed at the configured portal URL, dropping the portal URL's own hash", () => {
    const { portalUrl } = resolveConfig({
      portalUrl: 'https://portal.example.org/index.html#/old',
    });
    expect(portalHref('/article/5', portalUrl)).toBe(
      'https://portal.example.org/index.html#/article/5',
    );
  });
});

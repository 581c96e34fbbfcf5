import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../core/api/client';
import { listBanners } from '../../core/api/content/reads';
import { imageUrl, resolveConfig } from '../../core/config/config';
import { fakeFetch, ok } from '../../core/testing/fake-fetch';
import { HOME_BANNERS_CALL, renderShell, routeLoaders } from './shell';

// the shell is rendered at build time with React's server renderer (the embed never has it)
describe.skipIf(process.env.SZTX_RENDERER === 'preact')('portal HTML shell', () => {
  const routes: Array<[string, string[]]> = [
    ['/', ['/assets/HomePage-a.js', '/assets/shared-b.js']],
    ['/information/:active', ['/assets/InformationPage-c.js', '/assets/shared-b.js']],
    ['/information', ['/assets/InformationPage-c.js', '/assets/shared-b.js']],
  ];

  // the boot script's own banner call (home route): unanswered unless a test answers it
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    delete document.documentElement.dataset.sztxLang;
    delete document.documentElement.dataset.sztxSession;
    for (const link of document.head.querySelectorAll('link')) link.remove();
    location.hash = '';
  });

  /** Runs the boot scripts as the page's `<head>` does. */
  function boot(hash: string, rel = 'modulepreload') {
    location.hash = hash;
    for (const script of renderShell(routes).scripts) new Function(script)();
    return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
      link.getAttribute('href'),
    );
  }

  it('is the portal first render: header for each width and session, page skeleton, footer', () => {
    const { markup } = renderShell(routes);
    expect(markup).toMatch(/^<div data-sztx-shell inert><template shadowrootmode="open">/);
    // shown once parsed whole: the frame's last element, which its rule waits for
    expect(markup).toMatch(/<i class="frame-end" hidden><\/i><\/template><\/div>$/);
    expect(markup).toContain('.sztx-root:not(:has(~ .frame-end)){display:none;}');
    const host = document.createElement('div');
    host.innerHTML = markup.replace(/^.*?<template[^>]*>|<\/template><\/div>$/g, '');
    const variants = [...host.querySelectorAll<HTMLElement>('.shell-variant')];
    expect(variants.map((v) => `${v.dataset.layout} ${v.dataset.session}`)).toEqual([
      'pc anonymous',
      'pc checking',
      'mobile anonymous',
      'mobile checking',
    ]);
    for (const variant of variants) {
      expect(variant.querySelector('.brand-name')?.textContent).toBe('台商協會');
      expect(variant.querySelector('.lang-btn')?.textContent).toBe('简');
      // the account area as the portal shows it before the session is known
      const anonymous = variant.dataset.session === 'anonymous';
      expect(variant.querySelector('.login-btn') !== null).toBe(anonymous);
      expect(variant.querySelector('.avatar.skeleton') !== null).toBe(!anonymous);
      // the desktop menu's placeholders; the mobile menu button
      const pc = variant.dataset.layout === 'pc';
      expect(variant.querySelectorAll('.menu-skeleton')).toHaveLength(pc ? 13 : 0);
      expect(variant.querySelector('[aria-controls="sztx-drawer"]') !== null).toBe(!pc);
    }
    expect(host.querySelector('.sztx-root')?.getAttribute('lang')).toBe('zh-Hant');
    expect(host.querySelector('.portal > .skip-link')).not.toBeNull();
    expect(host.querySelector('main#sztx-main [aria-busy="true"] .skeleton')).not.toBeNull();
    expect(host.querySelector('.portal > footer.footer')).not.toBeNull();
    expect(host.querySelector('style')?.textContent).toContain('--sztx-primary:#b4232a');
  });

  it('boot script: marks a stored Simplified choice and a stored token on <html>', () => {
    boot('');
    expect(document.documentElement.dataset.sztxLang).toBeUndefined();
    expect(document.documentElement.dataset.sztxSession).toBeUndefined();
    sessionStorage.setItem('sztx-lang', 's');
    sessionStorage.setItem('sztx-token', 'abc');
    boot('');
    expect(document.documentElement.dataset.sztxLang).toBe('s');
    expect(document.documentElement.dataset.sztxSession).toBe('');
  });

  it("boot script: preloads the chunks of the address's route only", () => {
    expect(boot('')).toEqual(['/assets/HomePage-a.js', '/assets/shared-b.js']);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    expect(boot('#/information/2/?keyword=x')).toEqual([
      '/assets/InformationPage-c.js',
      '/assets/shared-b.js',
    ]);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    expect(boot('#/information')).toHaveLength(2);
    for (const link of document.head.querySelectorAll('link')) link.remove();
    expect(boot('#/information/2/3')).toEqual([]);
    expect(boot('#/nowhere')).toEqual([]);
  });

  it("preloads the home banner's first image, at the URL the banner renders", async () => {
    const answer = (image_url: string) =>
      vi.fn(async () => Response.json({ code: '200', msg: '', data: [{ image_url }, {}] }));
    const images = async (image: string) => {
      const fetch = answer(image);
      vi.stubGlobal('fetch', fetch);
      try {
        boot('');
        await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(fetch.mock.calls[0]).toEqual([HOME_BANNERS_CALL, { credentials: 'include' }]);
        return [...document.head.querySelectorAll<HTMLLinkElement>('link[as="image"]')].map(
          (link) => [link.rel, link.getAttribute('href'), link.fetchPriority],
        );
      } finally {
        vi.unstubAllGlobals();
        for (const link of document.head.querySelectorAll('link')) link.remove();
      }
    };
    for (const path of ['/files/seed/banner-1.svg', 'files/a.png', 'https://cdn.example/b.jpg'])
      expect(await images(path)).toEqual([['preload', imageUrl(path, resolveConfig()), 'high']]);
    expect(await images('javascript:alert(1)')).toEqual([]);
    expect(await images('')).toEqual([]);
  });

  it("starts the home banner's call with the page, at the URL the banner asks for", async () => {
    expect(boot('', 'preload')).toEqual([HOME_BANNERS_CALL]);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.as).toBe('fetch');
    // the API client sends credentials: a preload is used only for the same credentials mode
    expect(link?.crossOrigin).toBe('use-credentials');
    for (const link of document.head.querySelectorAll('link')) link.remove();
    expect(boot('#/information/2', 'preload')).toEqual([]);
    // the same URL as the banner's own request (a preload is used only for an identical one)
    // (the client's own fetch: the page's global one also serves happy-dom's load of the
    // preload links above, which may still be under way)
    const { fetch, calls } = fakeFetch({ 'GET slideshow/list': () => ok([]) });
    const call = { api: createClient({ apiBase: `${location.origin}/api/v2/`, fetch }) };
    await listBanners(call);
    expect(calls.map((sent) => sent.url.href)).toEqual([`${location.origin}${HOME_BANNERS_CALL}`]);
  });

  it('logs nothing for its preload in a test page, whose origin has no server', async () => {
    // happy-dom's page console writes to the process's own stderr
    const written = vi.spyOn(process.stderr, 'write');
    expect(boot('', 'preload')).toEqual([HOME_BANNERS_CALL]);
    await (
      window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
    ).happyDOM.waitUntilComplete();
    expect(written.mock.calls.map(([chunk]) => String(chunk))).toEqual([]);
  });

  it('names the module of every page loader (the build maps them to chunks)', () => {
    const loaders = routeLoaders();
    expect(loaders.map(([pattern]) => pattern)).toEqual(
      expect.arrayContaining(['/', '/information/:active', '/person_center', '/information']),
    );
    for (const [pattern, loader] of loaders) {
      // `import('…')`, or as vite's module runner writes it, `__vite_ssr_dynamic_import__("/…")`
      expect(loader, pattern).toMatch(/import\w*\s*\(\s*["'][^"']+["']/);
    }
  });
});

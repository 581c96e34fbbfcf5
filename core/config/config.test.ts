import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_URLS } from '../../tests/xss/vectors';
import { configure, imageUrl, pageConfig, resetConfig, resolveConfig, safeUrl } from './config';

const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const START_URL = location.href;

afterEach(() => {
  resetConfig();
  delete window.SZTX_CONFIG;
  page.setURL(START_URL);
});

describe('pageConfig', () => {
  it("derives every default from the page's origin", () => {
    page.setURL('https://partner.example.com:8443/news/page.html#/x');
    expect(pageConfig()).toEqual({
      apiBase: 'https://partner.example.com:8443/api/v2/',
      imageBase: 'https://partner.example.com:8443/',
      uploadHost: 'partner.example.com:8443/qiniu-up',
      uploadProtocol: 'https',
      portalUrl: 'https://partner.example.com:8443/',
    });
  });

  it('uses http for the upload host on an http origin', () => {
    page.setURL('http://localhost:8080/');
    expect(pageConfig()).toMatchObject({
      apiBase: 'http://localhost:8080/api/v2/',
      uploadHost: 'localhost:8080/qiniu-up',
      uploadProtocol: 'http',
    });
  });

  it('takes window.SZTX_CONFIG over the defaults, ignoring empty values', () => {
    window.SZTX_CONFIG = { apiBase: 'https://api.sztx.example/api/v2/', imageBase: '' };
    expect(pageConfig().apiBase).toBe('https://api.sztx.example/api/v2/');
    // images and uploads live beside the API named, unless named too
    expect(pageConfig()).toMatchObject({
      imageBase: 'https://api.sztx.example/',
      uploadHost: 'api.sztx.example/qiniu-up',
      uploadProtocol: 'https',
      portalUrl: `${location.origin}/`,
    });
    window.SZTX_CONFIG = { apiBase: 'https://api.sztx.example/api/v2/', imageBase: 'https://img/' };
    expect(pageConfig().imageBase).toBe('https://img/');
  });

  it('takes configure() over window.SZTX_CONFIG, and resetConfig forgets it', () => {
    window.SZTX_CONFIG = { apiBase: 'https://from-window.example/api/v2/' };
    configure({ apiBase: 'https://from-attribute.example/api/v2/' });
    configure({ imageBase: 'https://img.example/' });
    expect(pageConfig()).toMatchObject({
      apiBase: 'https://from-attribute.example/api/v2/',
      imageBase: 'https://img.example/',
    });

    configure({ apiBase: '' });
    expect(pageConfig().apiBase).toBe('https://from-attribute.example/api/v2/');

    resetConfig();
    expect(pageConfig().apiBase).toBe('https://from-window.example/api/v2/');
    expect(pageConfig().imageBase).toBe('https://from-window.example/');
  });

  it('adds the trailing slash to the API and image bases', () => {
    window.SZTX_CONFIG = { imageBase: 'https://cdn.example/static' };
    configure({ apiBase: 'https://api.example/api/v2' });
    expect(pageConfig().apiBase).toBe('https://api.example/api/v2/');
    expect(pageConfig().imageBase).toBe('https://cdn.example/static/');
  });
});

describe('resolveConfig (one element)', () => {
  it("takes the element's own values over window.SZTX_CONFIG over the defaults", () => {
    window.SZTX_CONFIG = { apiBase: 'https://page.example/api/v2/', portalUrl: 'https://p/' };
    expect(resolveConfig({ apiBase: 'https://own.example/api/v2' })).toMatchObject({
      apiBase: 'https://own.example/api/v2/',
      imageBase: 'https://own.example/',
      portalUrl: 'https://p/',
    });
    expect(resolveConfig({ apiBase: '' }).apiBase).toBe('https://page.example/api/v2/');
    delete window.SZTX_CONFIG;
    expect(resolveConfig().apiBase).toBe(`${location.origin}/api/v2/`);
  });

  it('does not change the page or another element', () => {
    const a = resolveConfig({ apiBase: 'https://a.example/api/v2/' });
    const b = resolveConfig({});
    expect(a.apiBase).toBe('https://a.example/api/v2/');
    expect(b.apiBase).toBe(`${location.origin}/api/v2/`);
    expect(pageConfig().apiBase).toBe(`${location.origin}/api/v2/`);
  });

  it("gives the session the first element's API unless the page names one", () => {
    const first = { apiBase: 'https://first.example/api/v2/' };
    expect(pageConfig(first).apiBase).toBe('https://first.example/api/v2/');
    window.SZTX_CONFIG = { apiBase: 'https://page.example/api/v2/' };
    expect(pageConfig(first).apiBase).toBe('https://page.example/api/v2/');
  });
});

describe('imageUrl of a given configuration', () => {
  it('resolves images against the config given', () => {
    const b = resolveConfig({ apiBase: 'https://b.example/api/v2/' });
    expect(imageUrl('/files/x.png', b)).toBe('https://b.example/files/x.png');
  });
});

describe('imageUrl', () => {
  it('keeps absolute http(s) URLs (as the URL parser writes them)', () => {
    configure({ imageBase: 'https://cdn.example/static/' });
    expect(imageUrl('https://img.example/a.png', resolveConfig())).toBe(
      'https://img.example/a.png',
    );
    expect(imageUrl('http://img.example/b.jpg', resolveConfig())).toBe('http://img.example/b.jpg');
    expect(imageUrl('HTTPS://img.example/C.PNG', resolveConfig())).toBe(
      'https://img.example/C.PNG',
    );
  });

  it('resolves a path from the API against the image base, keeping its folder', () => {
    configure({ imageBase: 'https://cdn.example/static' });
    expect(imageUrl('/files/x.svg', resolveConfig())).toBe(
      'https://cdn.example/static/files/x.svg',
    );
    expect(imageUrl('files/seed/logo.svg', resolveConfig())).toBe(
      'https://cdn.example/static/files/seed/logo.svg',
    );
  });

  it('gives an empty string for every scheme but http(s)', () => {
    configure({ imageBase: 'https://cdn.example/static/' });
    for (const url of [
      'javascript:top.__xss(1)',
      '  JavaScript:top.__xss(1)',
      'java\tscript:top.__xss(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>top.__xss(1)</script>',
      'data:image/svg+xml,<svg onload="top.__xss(1)"/>',
      // only http(s) from the API: no data: or blob: URL either, however harmless it looks
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://partner.example/1234',
    ]) {
      expect(imageUrl(url, resolveConfig()), url).toBe('');
    }
  });

  it('resolves against the page origin by default', () => {
    expect(imageUrl('/files/seed/logo.svg', resolveConfig())).toBe(
      `${location.origin}/files/seed/logo.svg`,
    );
  });

  it('gives an empty string for no image', () => {
    expect(imageUrl('', resolveConfig())).toBe('');
    expect(imageUrl(null, resolveConfig())).toBe('');
    expect(imageUrl(undefined, resolveConfig())).toBe('');
  });
});

describe('safeUrl: the one check of every URL that reaches an href, a src or the configuration', () => {
  it('refuses every scheme but http(s), however spelled', () => {
    for (const url of HOSTILE_URLS) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('');
      expect(safeUrl(url, 'https://base.example/'), JSON.stringify(url)).toBe('');
    }
    expect(safeUrl('')).toBe('');
    expect(safeUrl(null)).toBe('');
    expect(safeUrl('http://[bad')).toBe('');
  });

  it('keeps http(s) and resolves relative URLs against the base (the page by default)', () => {
    expect(safeUrl('https://a.example/x?y#z')).toBe('https://a.example/x?y#z');
    expect(safeUrl('/api/v2/', 'https://b.example/page')).toBe('https://b.example/api/v2/');
    expect(safeUrl('/api/v2/')).toBe(`${location.origin}/api/v2/`);
  });

  it('configure() and window.SZTX_CONFIG leave a hostile URL out, with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const [i, url] of HOSTILE_URLS.entries()) {
        resetConfig();
        const own = `${url}#${i}`;
        configure({ portalUrl: own, apiBase: own, imageBase: own });
        for (let render = 0; render < 3; render++) {
          expect(pageConfig().portalUrl, JSON.stringify(url)).toBe(`${location.origin}/`);
          expect(pageConfig().apiBase).toBe(`${location.origin}/api/v2/`);
          expect(pageConfig().imageBase).toBe(`${location.origin}/`);
        }
      }
      resetConfig();
      window.SZTX_CONFIG = { portalUrl: 'javascript:top.__xss(1)//window' };
      for (let render = 0; render < 3; render++)
        expect(pageConfig().portalUrl).toBe(`${location.origin}/`);
      const messages = warn.mock.calls.map((call) => String(call[0]));
      expect(messages.every((m) => m.startsWith('[sztx] '))).toBe(true);
      // three keys × each value, and the window's one, once however often it is read
      expect(messages).toHaveLength(3 * HOSTILE_URLS.length + 1);
    } finally {
      warn.mockRestore();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig, imageUrl, resetConfig } from './config';

const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
const START_URL = location.href;

afterEach(() => {
  resetConfig();
  delete window.SZTX_CONFIG;
  page.setURL(START_URL);
});

describe('getConfig', () => {
  it("derives every default from the page's origin", () => {
    page.setURL('https://partner.example.com:8443/news/page.html#/x');
    expect(getConfig()).toEqual({
      apiBase: 'https://partner.example.com:8443/api/v2/',
      imageBase: 'https://partner.example.com:8443/',
      uploadHost: 'partner.example.com:8443/qiniu-up',
      uploadProtocol: 'https',
      portalUrl: 'https://partner.example.com:8443/',
    });
  });

  it('uses http for the upload host on an http origin', () => {
    page.setURL('http://localhost:8080/');
    expect(getConfig()).toMatchObject({
      apiBase: 'http://localhost:8080/api/v2/',
      uploadHost: 'localhost:8080/qiniu-up',
      uploadProtocol: 'http',
    });
  });

  it('takes window.SZTX_CONFIG over the defaults, ignoring empty values', () => {
    window.SZTX_CONFIG = { apiBase: 'https://api.sztx.example/api/v2/', imageBase: '' };
    expect(getConfig().apiBase).toBe('https://api.sztx.example/api/v2/');
    expect(getConfig().imageBase).toBe(`${location.origin}/`);
  });

  it('takes configure() over window.SZTX_CONFIG, and resetConfig forgets it', () => {
    window.SZTX_CONFIG = { apiBase: 'https://from-window.example/api/v2/' };
    configure({ apiBase: 'https://from-attribute.example/api/v2/' });
    configure({ imageBase: 'https://img.example/' });
    expect(getConfig()).toMatchObject({
      apiBase: 'https://from-attribute.example/api/v2/',
      imageBase: 'https://img.example/',
    });

    configure({ apiBase: '' });
    expect(getConfig().apiBase).toBe('https://from-attribute.example/api/v2/');

    resetConfig();
    expect(getConfig().apiBase).toBe('https://from-window.example/api/v2/');
    expect(getConfig().imageBase).toBe(`${location.origin}/`);
  });

  it('adds the trailing slash to the API and image bases', () => {
    window.SZTX_CONFIG = { imageBase: 'https://cdn.example/static' };
    configure({ apiBase: 'https://api.example/api/v2' });
    expect(getConfig().apiBase).toBe('https://api.example/api/v2/');
    expect(getConfig().imageBase).toBe('https://cdn.example/static/');
  });
});

describe('imageUrl', () => {
  it('keeps absolute http(s), data and blob URLs', () => {
    configure({ imageBase: 'https://cdn.example/static/' });
    for (const url of [
      'https://img.example/a.png',
      'http://img.example/b.jpg',
      'HTTPS://img.example/C.PNG',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://partner.example/1234',
    ]) {
      expect(imageUrl(url)).toBe(url);
    }
  });

  it('resolves a path from the API against the image base, keeping its folder', () => {
    configure({ imageBase: 'https://cdn.example/static' });
    expect(imageUrl('/files/x.svg')).toBe('https://cdn.example/static/files/x.svg');
    expect(imageUrl('files/seed/logo.svg')).toBe('https://cdn.example/static/files/seed/logo.svg');
  });

  it('gives an empty string for script, HTML and SVG URLs', () => {
    configure({ imageBase: 'https://cdn.example/static/' });
    for (const url of [
      'javascript:top.__xss(1)',
      '  JavaScript:top.__xss(1)',
      'java\tscript:top.__xss(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>top.__xss(1)</script>',
      'data:image/svg+xml,<svg onload="top.__xss(1)"/>',
    ]) {
      expect(imageUrl(url), url).toBe('');
    }
  });

  it('resolves against the page origin by default', () => {
    expect(imageUrl('/files/seed/logo.svg')).toBe(`${location.origin}/files/seed/logo.svg`);
  });

  it('gives an empty string for no image', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl(null)).toBe('');
    expect(imageUrl(undefined)).toBe('');
  });
});

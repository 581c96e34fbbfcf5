import { describe, expect, it } from 'vitest';
import { PaywallLockedError } from '../api/errors';
import { loadGated, visibleBody } from './paywall';
import { cutHtml, isLonger, textLength } from './preview';

describe('preview cutting', () => {
  it('counts text, not tags, and closes open elements', () => {
    const html = '<p>一二三<strong>四五六</strong>七八</p><p>九十</p>';
    expect(textLength(html)).toBe(10);
    expect(cutHtml(html, 5)).toBe('<p>一二三<strong>四五</strong></p>');
    expect(cutHtml(html, 8)).toBe('<p>一二三<strong>四五六</strong>七八</p>');
    expect(cutHtml(html, 100)).toBe(html);
    expect(isLonger(html, 9)).toBe(true);
    expect(isLonger(html, 10)).toBe(false);
  });

  it('never splits an entity, a tag or a surrogate pair; keeps void elements', () => {
    expect(cutHtml('a&amp;b<img src="x.png" alt="圖">c', 2)).toBe('a&amp;');
    expect(cutHtml('ab<img src="x.png">cd', 3)).toBe('ab<img src="x.png">c');
    expect(cutHtml('😀😀😀', 2)).toBe('😀😀');
    expect(cutHtml('<div><p>abc</p><p>def', 4)).toBe('<div><p>abc</p><p>d</p></div>');
    expect(cutHtml('a < b', 5)).toBe('a ');
    expect(cutHtml(null, 5)).toBe('');
  });

  it('cuts a locked article to 500 characters and a file to 1000', () => {
    const long = `<p>${'字'.repeat(1500)}</p>`;
    expect(textLength(visibleBody(long, true, 'article'))).toBe(500);
    expect(textLength(visibleBody(long, true, 'file'))).toBe(1000);
    expect(visibleBody(long, false, 'file')).toBe(long);
  });
});

describe('lock detection', () => {
  it('code 51000 resolves as locked with the preview data', async () => {
    const preview = { title: 't', content: '<p>x</p>' };
    const locked = await loadGated(() =>
      Promise.reject(new PaywallLockedError('付費', 'GET', 'u', preview)),
    );
    expect(locked).toEqual({ item: preview, locked: true });
    expect(await loadGated(async () => 1)).toEqual({ item: 1, locked: false });
    await expect(loadGated(() => Promise.reject(new Error('net')))).rejects.toThrow('net');
  });
});

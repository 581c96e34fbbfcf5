import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner';

describe('bannerTarget', () => {
  it('routes article types 1, 6 and 10 to the article reader', () => {
    for (const t of [1, '6', 10]) {
      expect(bannerTarget({ model_type: t, model_id: '42' })).toEqual({
        kind: 'route',
        to: '/article/42',
      });
    }
  });
  it('routes products and companies', () => {
    expect(bannerTarget({ model_type: 2, model_id: 7 })).toEqual({
      kind: 'route',
      to: '/product_details/7',
    });
    expect(bannerTarget({ model_type: 3, model_id: 9 })).toEqual({
      kind: 'route',
      to: '/company/9',
    });
  });
  it('opens external pages: 4 and 9 from the model id or outside_url, 12 only from outside_url', () => {
    expect(
      bannerTarget({ model_type: 4, model_id: '', outside_url: 'https://a.example/t' }),
    ).toEqual({
      kind: 'external',
      url: 'https://a.example/t',
    });
    expect(bannerTarget({ model_type: 9, model_id: 'https://b.example/' })).toEqual({
      kind: 'external',
      url: 'https://b.example/',
    });
    expect(
      bannerTarget({
        model_type: 12,
        model_id: 'https://ignored.example',
        outside_url: 'https://c.example',
      }),
    ).toEqual({
      kind: 'external',
      // normalised by the URL parser (core/config safeUrl)
      url: 'https://c.example/',
    });
  });
  it('refuses non-http URLs, missing ids and unknown types', () => {
    expect(bannerTarget({ model_type: 12, outside_url: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ model_type: 1, model_id: null })).toEqual({ kind: 'none' });
    expect(bannerTarget({ model_type: 5, model_id: '1' })).toEqual({ kind: 'none' });
  });
  it('encodes the id as one path segment', () => {
    expect(bannerTarget({ model_type: 1, model_id: '1/../x' })).toEqual({
      kind: 'route',
      to: '/article/1%2F..%2Fx',
    });
  });
});

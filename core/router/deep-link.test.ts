import { afterEach, describe, expect, it, vi } from 'vitest';
import { readHashKey, readParam, urlKey, writeHashKey, writeParam } from './deep-link';

const KEY = 'sztx-needs';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('hash key format', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#sztx-needs=need/12', 'need/12'],
    ['#/products/3?sztx-needs=need/12', 'need/12'],
    ['#/products?page=2&sztx-needs=invest/3&sztx-news=a', 'invest/3'],
    ['#sztx-news=a&sztx-needs=mine', 'mine'],
    ['#/products/3', null],
    ['#anchor', null],
    ['#/x?sztx-needs-2=need/1', null],
    ['#sztx-needs=need%2F5', 'need/5'],
  ])('reads %s as %s', (hash, value) => {
    expect(readHashKey(hash, KEY)).toBe(value);
  });

  it.each([
    ['', 'need/12', '#sztx-needs=need/12'],
    ['#/products/3', 'need/12', '#/products/3?sztx-needs=need/12'],
    ['#/products?page=2', 'need/12', '#/products?page=2&sztx-needs=need/12'],
    ['#sztx-needs=need/1&sztx-news=a', 'need/2', '#sztx-needs=need/2&sztx-news=a'],
    ['#/products/3?sztx-needs=need/12', null, '#/products/3'],
    ['#/p?a=%20x&sztx-needs=mine&b', null, '#/p?a=%20x&b'],
    ['#sztx-needs=need/12', null, ''],
    ['#anchor', 'publish', '#anchor?sztx-needs=publish'],
    ['#/x', 'need/a b&c', '#/x?sztx-needs=need/a%20b%26c'],
  ])('writes into %s the value %s as %s', (hash, value, written) => {
    expect(writeHashKey(hash, KEY, value)).toBe(written);
    expect(readHashKey(written, KEY)).toBe(value);
  });

  it('reads and writes a query string the same way', () => {
    expect(readParam('a=1&sztx-needs=need/4', KEY)).toBe('need/4');
    expect(writeParam('a=1', KEY, 'mine')).toBe('a=1&sztx-needs=mine');
    expect(writeParam('sztx-needs=mine', KEY, null)).toBe('');
  });
});

describe('urlKey', () => {
  it('pushes a view and replaces a tab, keeping the host part of the hash and its state', () => {
    history.replaceState({ host: 1 }, '', '/shop/needs?ref=x#/route');
    const key = urlKey('hash', KEY);
    const before = history.length;
    key.write('need/12');
    expect(location.pathname + location.search + location.hash).toBe(
      '/shop/needs?ref=x#/route?sztx-needs=need/12',
    );
    expect(history.length).toBe(before + 1);
    expect(history.state).toEqual({ host: 1 });
    key.write('publish', true);
    expect(location.hash).toBe('#/route?sztx-needs=publish');
    expect(history.length).toBe(before + 1);
    key.write(null);
    expect(location.href.endsWith('/shop/needs?ref=x#/route')).toBe(true);
  });

  it('writes nothing when the value is already there', () => {
    history.replaceState(null, '', '/#sztx-needs=mine');
    const push = vi.spyOn(history, 'pushState');
    urlKey('hash', KEY).write('mine');
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });

  it('keeps the value in the query string in query mode, the hash untouched', () => {
    history.replaceState(null, '', '/page?ref=x#/route');
    const key = urlKey('query', KEY);
    key.write('invest/3');
    expect(location.search).toBe('?ref=x&sztx-needs=invest/3');
    expect(location.hash).toBe('#/route');
    expect(key.read()).toBe('invest/3');
    key.write(null);
    expect(location.search).toBe('?ref=x');
  });

  it('reports a changed value on popstate and hashchange, once', () => {
    history.replaceState(null, '', '/');
    const key = urlKey('hash', KEY);
    const seen: (string | null)[] = [];
    const stop = key.listen((value) => seen.push(value));
    key.write('need/1');
    history.replaceState(null, '', '/'); // as Back does
    dispatchEvent(new PopStateEvent('popstate'));
    dispatchEvent(new HashChangeEvent('hashchange'));
    history.replaceState(null, '', '/#/host?sztx-needs=need/2');
    dispatchEvent(new HashChangeEvent('hashchange'));
    stop();
    history.replaceState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual([null, 'need/2']);
  });
});

import { describe, expect, it } from 'vitest';
import { boardTabOf, createBoardFilter } from './board';
import { boardTabOfQuery } from './board-query';

describe('needs board tab filter', () => {
  it.each([
    ['publish', 'publish'],
    ['board', 'board'],
    ['1', 'board'],
    ['', 'board'],
    [undefined, 'board'],
  ] as const)('reads the initial-tab attribute %j as %s', (value, tab) => {
    expect(boardTabOf(value)).toBe(tab);
  });

  it.each([
    [{ tab: 'publish' }, 'publish'],
    [{ tab: '1' }, 'publish'],
    [{ tab: '0' }, 'board'],
    [{ tab: 'board' }, 'board'],
    [{ tab: 'Publish' }, 'board'],
    [{}, 'board'],
  ] as const)('reads the route query %j as %s', (query, tab) => {
    expect(boardTabOfQuery(query)).toBe(tab);
  });

  it('starts on the board unless told otherwise and follows the selected tab', () => {
    expect(createBoardFilter().$tab.get()).toBe('board');
    const filter = createBoardFilter('publish');
    const seen: string[] = [];
    const stop = filter.$tab.subscribe((tab) => seen.push(tab));
    filter.select('board');
    filter.select('board');
    filter.select('publish');
    stop();
    expect(seen).toEqual(['publish', 'board', 'publish']);
  });
});

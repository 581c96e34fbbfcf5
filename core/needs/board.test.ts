import { describe, expect, it } from 'vitest';
import {
  type BoardTab,
  boardTabOf,
  boardTabOfQuery,
  createBoardFilter,
  formatBoardLink,
  parseBoardLink,
} from './board';

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

describe('needs board deep links', () => {
  it.each([
    [{ kind: 'need', id: '12' } as const, 'board', 'need/12'],
    [{ kind: 'invest', id: '3' } as const, 'board', 'invest/3'],
    [{ kind: 'mine' } as const, 'board', 'mine'],
    [{ kind: 'tabs' } as const, 'publish', 'publish'],
    [{ kind: 'tabs' } as const, 'board', null],
  ])('formats %o on the %s tab as %s and reads it back', (view, tab, value) => {
    expect(formatBoardLink(view, tab as BoardTab, 'board')).toBe(value);
    expect(parseBoardLink(value, 'board')).toEqual({ view, tab });
  });

  it('names the board tab when the element starts on publish', () => {
    expect(formatBoardLink({ kind: 'tabs' }, 'board', 'publish')).toBe('board');
    expect(formatBoardLink({ kind: 'tabs' }, 'publish', 'publish')).toBeNull();
    expect(parseBoardLink(null, 'publish').tab).toBe('publish');
  });

  it.each(['need/', 'need/../x', 'other', 'invest', ''])(
    'reads the unknown value %s as the initial tab',
    (value) => {
      expect(parseBoardLink(value, 'board')).toEqual({ view: { kind: 'tabs' }, tab: 'board' });
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { BoardTab } from './board';
import { formatBoardLink, parseBoardLink } from './board-link';

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

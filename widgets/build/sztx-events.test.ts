// sztxEvents (types/elements.js, the runtime of sztx-widgets/elements and /react): a ref
// callback that listens to an element's events and removes its listeners in its cleanup. The
// Next.js consumer (tests/consumers/next) proves it after hydration, where `onsztx-…` props fail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sztxEvents } from '../../types/elements.js';

describe('sztxEvents', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>)['sztx-loaded'];
  });

  it('listens to each named event until its cleanup runs', () => {
    const board = document.createElement('sztx-needs-board');
    const open = vi.fn();
    const loaded = vi.fn();
    const stop = sztxEvents('sztx-needs-board', {
      'sztx-open-need': open,
      'sztx-loaded': loaded,
    })(board);
    const event = new CustomEvent('sztx-open-need', { detail: { id: 1, title: 'T' } });
    board.dispatchEvent(event);
    expect(open).toHaveBeenCalledWith(event);
    expect(loaded).not.toHaveBeenCalled();
    stop?.();
    board.dispatchEvent(new CustomEvent('sztx-open-need'));
    board.dispatchEvent(new CustomEvent('sztx-loaded'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('does nothing for a null element (React calls no cleanup then)', () => {
    expect(sztxEvents('sztx-news-feed', { 'sztx-loaded': () => {} })(null)).toBeUndefined();
  });

  it('listens only to the handlers it was given, not to inherited keys', () => {
    const feed = document.createElement('sztx-news-feed');
    const inherited = vi.fn();
    (Object.prototype as Record<string, unknown>)['sztx-loaded'] = inherited;
    sztxEvents('sztx-news-feed', {})(feed);
    feed.dispatchEvent(new CustomEvent('sztx-loaded'));
    expect(inherited).not.toHaveBeenCalled();
  });
});

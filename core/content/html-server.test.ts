// @vitest-environment node
// Rich HTML sanitized on a server (the public pages, in a jsdom window): jsdom keeps something
// of every document parsed in a window for the window's life (its selector engine's listeners on
// the window), and DOMPurify parses each body as a document, so one window for a server's life
// grew without bound (47 KB a body, each body slower than the last). What a window holds stays
// bounded whatever the number of bodies; and what comes out is what one window gave.
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { safeHtml, setHtmlWindow } from './html';

/** Bodies a window serves in these tests. */
const BODIES = 20;

/** jsdom windows that count the listeners added to them. */
function countingWindows() {
  const made: Array<{ listeners: () => number }> = [];
  const make = () => {
    const win = new JSDOM('').window;
    let listeners = 0;
    const add = win.addEventListener.bind(win);
    win.addEventListener = ((...args: Parameters<typeof add>) => {
      listeners++;
      add(...args);
    }) as typeof win.addEventListener;
    made.push({ listeners: () => listeners });
    return win;
  };
  return { made, make };
}

const BODY = '<h3>標題</h3><p onclick="x()">內容 <img src="a.png"><script>alert(1)</script></p>';

describe('sanitizing on a server', () => {
  afterAll(() => setHtmlWindow(() => new JSDOM('').window));

  it('holds a bounded number of listeners in any window, whatever the number of bodies', () => {
    const { made, make } = countingWindows();
    setHtmlWindow(make, BODIES);
    const mostAfter = (bodies: number) => {
      for (let i = 0; i < bodies; i++) safeHtml(BODY);
      return Math.max(...made.map((w) => w.listeners()));
    };
    const after = mostAfter(40);
    expect(after).toBeGreaterThan(0);
    // four times the bodies: no window holds more than before
    expect(mostAfter(120)).toBe(after);
    expect(made.length).toBe(160 / BODIES);
  });

  it('sanitizes the same in a fresh window as in a used one', () => {
    setHtmlWindow(() => new JSDOM('').window, BODIES);
    const first = String(safeHtml(BODY));
    expect(first).toBe('<h2>標題</h2><p>內容 <img src="a.png" loading="lazy"></p>');
    for (let i = 0; i < BODIES + 5; i++) expect(String(safeHtml(BODY))).toBe(first);
  });
});

// Test cases several widgets share: each registers an `it` with the widget's own details.
import { expect, it, vi } from 'vitest';
import { BUSY_MSG } from '../../core/testing/fake-fetch';
import { allIn, findIn, mount, serveFetch } from './mount';

/**
 * Registers the test that a widget shows the busy server's msg (`busy()`) in an alert whose retry
 * button, once the server answers again, loads the widget: `serve` answers with that msg while
 * `failing()`, `loaded` asserts the loaded widget.
 */
export function itRetriesAfterAnError(
  title: string,
  widget: { html: string; serve(failing: () => boolean): void; loaded(el: Element): void },
): void {
  it(title, async () => {
    let failing = true;
    widget.serve(() => failing);
    const el = mount(widget.html);
    const alert = await findIn(el, '[role="alert"]');
    expect(alert.textContent).toContain(BUSY_MSG);
    failing = false;
    (alert.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => widget.loaded(el));
  });
}

/**
 * Registers the test that a paged list holds the size of its first page while it loads: `rows`
 * placeholders and a placeholder load-more button, then `rows` rows and the button. `endpoint`
 * answers `page()` once the test lets it.
 */
export function itHoldsItsSizeWhileLoading(
  title: string,
  list: {
    html: string;
    endpoint: string;
    page(): unknown;
    rows: number;
    placeholder: string;
    morePlaceholder: string;
    row: string;
    more: string;
  },
): void {
  it(title, async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serveFetch({
      [`GET ${list.endpoint}`]: async () => {
        await gate;
        return list.page();
      },
    });
    const el = mount(list.html);
    await vi.waitFor(() => expect(allIn(el, list.placeholder)).toHaveLength(list.rows));
    expect(allIn(el, list.morePlaceholder)).toHaveLength(1);
    expect(allIn(el, list.row)).toHaveLength(0);
    answer();
    await vi.waitFor(() => expect(allIn(el, list.row)).toHaveLength(list.rows));
    expect(allIn(el, `${list.placeholder}, ${list.morePlaceholder}`)).toHaveLength(0);
    expect(allIn(el, list.more)).toHaveLength(1);
  });
}

// Test cases several widgets share: each registers an `it` with the widget's own details.
import { expect, it, vi } from 'vitest';
import { BUSY_MSG } from '../../core/testing/fake-fetch';
import { findIn, mount } from './mount';

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

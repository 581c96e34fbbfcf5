// The suite's `expect` (fixtures.ts exports it): Playwright's, with `expect.poll` looking again
// every 50 ms. Playwright's own poll waits 100, 250, 500 ms and then a second between looks, so a
// state that arrived after 360 ms was seen at 850 ms, and one that arrived after 900 ms at 1.85 s:
// a walk over fifty routes spent most of its time in those steps. `toPass` gets the same steps
// from playwright.config.ts (`expect.toPass.intervals`). A wait ends on the state, not a step.
import { expect as playwrightExpect } from '@playwright/test';

/** The pauses between two looks of `expect.poll` and `toPass` (the last one repeats). */
export const POLL_INTERVALS = [25, 50];

const poll: typeof playwrightExpect.poll = (actual, messageOrOptions) =>
  playwrightExpect.poll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...messageOrOptions },
  );

export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver)),
});

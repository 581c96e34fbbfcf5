import { atom, type ReadableAtom } from 'nanostores';

/** The interval functions a countdown uses; `globalThis` by default. */
export interface CountdownTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Options for {@link createCountdown}. */
export interface CountdownOptions {
  seconds?: number;
  timers?: CountdownTimers;
}

/** A resend countdown: `$remaining` is the seconds left, 0 when idle. */
export interface Countdown {
  $remaining: ReadableAtom<number>;
  start(): void;
  stop(): void;
}

/** Resend delay for SMS codes (spec 000 §9). */
export const RESEND_SECONDS = 60;

// Looked up on each call so fake timers installed after import are honoured.
const globalTimers: CountdownTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Creates a countdown that ticks once a second from `seconds` to 0, then clears its timer. */
export function createCountdown(options: CountdownOptions = {}): Countdown {
  const { seconds = RESEND_SECONDS, timers = globalTimers } = options;
  const $remaining = atom(0);
  let handle: unknown;
  let running = false;

  function stop(): void {
    if (running) timers.clearInterval(handle);
    running = false;
    handle = undefined;
    $remaining.set(0);
  }

  function start(): void {
    stop();
    if (seconds <= 0) return;
    $remaining.set(seconds);
    running = true;
    handle = timers.setInterval(() => {
      const next = $remaining.get() - 1;
      if (next <= 0) stop();
      else $remaining.set(next);
    }, 1000);
  }

  return { $remaining, start, stop };
}

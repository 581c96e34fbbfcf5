import { atom, type ReadableAtom } from 'nanostores';
import { createRunner, type LoadContext, type LoadScope } from '../load/run';

/** Time source and timers of the payment flow; injected in tests. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Re-fetch every 5 s; give up after 5 minutes (spec 000 §4). */
export const POLL_MS = 5_000;
export const TIMEOUT_MS = 5 * 60_000;
const TICK_MS = 1_000;

export type PaymentStatus =
  | 'idle'
  | 'ordering'
  | 'waiting'
  | 'succeeded'
  | 'failed'
  | 'error'
  | 'cancelled';

export interface PaymentState {
  status: PaymentStatus;
  /** The URL to draw as a QR code, once ordered. */
  codeUrl: string | null;
  /** Milliseconds left before the payment times out (shown as a countdown). */
  remainingMs: number;
  /** Why ordering failed (status `error`). */
  error: unknown;
}

export interface PaymentOptions {
  /** Where the order and the checks run: the element's client. */
  scope: LoadScope;
  /** Creates the order; resolves with the `code_url`. */
  order: (call: LoadContext) => Promise<string>;
  /** Re-fetches the resource; resolves true once it is unlocked. Rejections are tolerated. */
  check: (call: LoadContext) => Promise<boolean>;
  clock?: Clock;
  pollMs?: number;
  timeoutMs?: number;
}

export interface Payment {
  $state: ReadableAtom<PaymentState>;
  /** Orders and starts polling (again after an error). */
  start(): void;
  /** Stops polling and any request in flight (dialog closed, page left). */
  cancel(): void;
}

/**
 * The QR payment flow: idle → ordering → waiting (polls `check` every `pollMs`, one request in
 * flight at a time, failures tolerated) → succeeded | failed (timeout) | cancelled; ordering can
 * end in `error`. Final states leave no timer behind. The order and the checks run through the
 * one runner of loads (core/load/run.ts): `cancel` aborts the one in flight.
 */
export function createPayment(opts: PaymentOptions): Payment {
  const clock = opts.clock ?? realClock;
  const pollMs = opts.pollMs ?? POLL_MS;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const $state = atom<PaymentState>({
    status: 'idle',
    codeUrl: null,
    remainingMs: timeoutMs,
    error: null,
  });
  let timer: unknown = null;
  let run = 0;
  let deadline = 0;
  let lastPoll = 0;
  let polling = false;
  // the order's failure is the state's (a refused session is not ordered again after the
  // login); a check's is tolerated (a refused session checks again after the login)
  const runner = createRunner(opts.scope, '');

  const set = (patch: Partial<PaymentState>) => $state.set({ ...$state.get(), ...patch });

  function stop(status: PaymentStatus) {
    run++;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    runner.cancel();
    polling = false;
    set({ status });
  }

  function poll(id: number) {
    if (polling) return;
    polling = true;
    lastPoll = clock.now();
    void runner.run(
      opts.check,
      (unlocked) => {
        if (id !== run) return;
        polling = false;
        if (unlocked) stop('succeeded');
      },
      () => {
        if (id === run) polling = false;
      },
      () => poll(id),
    );
  }

  function tick(id: number) {
    timer = null;
    if (id !== run) return;
    const now = clock.now();
    const remaining = Math.max(0, deadline - now);
    if (remaining <= 0) {
      stop('failed');
      return;
    }
    set({ remainingMs: remaining });
    if (now - lastPoll >= pollMs) poll(id);
    timer = clock.setTimeout(() => tick(id), Math.min(TICK_MS, remaining));
  }

  return {
    $state,
    start() {
      const status = $state.get().status;
      if (status === 'ordering' || status === 'waiting') return;
      const id = ++run;
      set({ status: 'ordering', codeUrl: null, error: null, remainingMs: timeoutMs });
      void runner.run(
        (call) =>
          opts.order(call).then(
            (codeUrl) => ({ codeUrl, error: null }),
            (error: unknown) => {
              if (call.signal.aborted) throw error;
              return { codeUrl: null, error };
            },
          ),
        ({ codeUrl, error }) => {
          if (id !== run) return;
          if (codeUrl === null) {
            set({ status: 'error', error });
            return;
          }
          deadline = clock.now() + timeoutMs;
          lastPoll = clock.now();
          set({ status: 'waiting', codeUrl, remainingMs: timeoutMs });
          timer = clock.setTimeout(() => tick(id), TICK_MS);
        },
        () => {},
        () => {},
      );
    },
    cancel() {
      const status = $state.get().status;
      if (status === 'ordering' || status === 'waiting') stop('cancelled');
    },
  };
}

/** `mm:ss` of a countdown. */
export function formatCountdown(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

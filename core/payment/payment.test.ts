import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import type { LoadContext } from '../load/run';
import { type Clock, createPayment, formatCountdown, POLL_MS, TIMEOUT_MS } from './payment';

const scope = { api: { base: 'http://api.test/' } as unknown as ApiClient };

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(check: (call: LoadContext) => Promise<boolean>) {
  const order = vi.fn(async () => 'http://x/dev/pay/7');
  const p = createPayment({ scope, order, check, clock });
  return { p, order };
}

describe('payment state machine', () => {
  it('orders, polls every 5 s and succeeds once unlocked, leaving no timer', async () => {
    let unlocked = false;
    const check = vi.fn(async () => unlocked);
    const { p } = setup(check);
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.$state.get()).toMatchObject({ status: 'waiting', codeUrl: 'http://x/dev/pay/7' });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(p.$state.get().remainingMs).toBe(TIMEOUT_MS - 2 * POLL_MS);
    unlocked = true;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(p.$state.get().status).toBe('succeeded');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one request in flight and tolerates failures', async () => {
    let resolveSlow: (v: boolean) => void = () => {};
    let calls = 0;
    const check = vi.fn((): Promise<boolean> => {
      calls++;
      if (calls === 1) return Promise.reject(new Error('offline'));
      if (calls === 2) return new Promise((r) => (resolveSlow = r));
      return Promise.resolve(true);
    });
    const { p } = setup(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    expect(p.$state.get().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    resolveSlow(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(p.$state.get().status).toBe('succeeded');
  });

  it('fails after 5 minutes still locked', async () => {
    const check = vi.fn(async () => false);
    const { p } = setup(check);
    p.start();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1000);
    expect(p.$state.get().status).toBe('waiting');
    expect(formatCountdown(p.$state.get().remainingMs)).toBe('00:01');
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.$state.get().status).toBe('failed');
    expect(check).toHaveBeenCalledTimes(TIMEOUT_MS / POLL_MS - 1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel stops polling and aborts the request in flight', async () => {
    let seen: AbortSignal | null = null;
    const check = vi.fn(({ signal }: LoadContext) => {
      seen = signal;
      return new Promise<boolean>(() => {});
    });
    const { p } = setup(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    p.cancel();
    expect(p.$state.get().status).toBe('cancelled');
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('an order error is reported and start retries', async () => {
    const order = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue('u');
    const p = createPayment({ scope, order, check: async () => false, clock });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.$state.get().status).toBe('error');
    expect(vi.getTimerCount()).toBe(0);
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.$state.get()).toMatchObject({ status: 'waiting', codeUrl: 'u' });
    p.cancel();
  });

  it('cancel while ordering aborts the order and ignores its late answer', async () => {
    let resolve: (u: string) => void = () => {};
    const calls: LoadContext[] = [];
    const p = createPayment({
      scope,
      order: (call) => {
        calls.push(call);
        return new Promise((r) => (resolve = r));
      },
      check: async () => true,
      clock,
    });
    p.start();
    expect(calls[0]?.api).toBe(scope.api);
    expect(calls[0]?.signal.aborted).toBe(false);
    p.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    resolve('late');
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(p.$state.get()).toMatchObject({ status: 'cancelled', codeUrl: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});

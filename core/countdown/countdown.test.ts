import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CountdownTimers, createCountdown } from './countdown';

describe('createCountdown with the global timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is idle until started', () => {
    const countdown = createCountdown();
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts 60 seconds down to 0 and leaves no timer behind', () => {
    const countdown = createCountdown();
    const seen: number[] = [];
    const unbind = countdown.$remaining.listen((value) => seen.push(value));

    countdown.start();
    expect(countdown.$remaining.get()).toBe(60);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdown.$remaining.get()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    expect(seen).toHaveLength(61);
    expect(seen[0]).toBe(60);
    expect(seen.at(-1)).toBe(0);
    unbind();
  });

  it('stop() resets to idle and clears the timer', () => {
    const countdown = createCountdown({ seconds: 10 });
    countdown.start();
    vi.advanceTimersByTime(3000);
    expect(countdown.$remaining.get()).toBe(7);
    countdown.stop();
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(countdown.$remaining.get()).toBe(0);
  });

  it('start() while running restarts with a single timer', () => {
    const countdown = createCountdown({ seconds: 5 });
    countdown.start();
    vi.advanceTimersByTime(2000);
    countdown.start();
    expect(countdown.$remaining.get()).toBe(5);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(countdown.$remaining.get()).toBe(4);
    vi.advanceTimersByTime(4000);
    expect(countdown.$remaining.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createCountdown with injected timers', () => {
  it('uses the given setInterval and clearInterval', () => {
    const callbacks = new Map<number, () => void>();
    let nextId = 1;
    const timers: CountdownTimers = {
      setInterval: vi.fn((callback: () => void) => {
        callbacks.set(nextId, callback);
        return nextId++;
      }),
      clearInterval: vi.fn((handle: unknown) => {
        callbacks.delete(handle as number);
      }),
    };
    const countdown = createCountdown({ seconds: 2, timers });
    countdown.start();
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), 1000);
    for (const tick of [...callbacks.values()]) tick();
    expect(countdown.$remaining.get()).toBe(1);
    for (const tick of [...callbacks.values()]) tick();
    expect(countdown.$remaining.get()).toBe(0);
    expect(timers.clearInterval).toHaveBeenCalledWith(1);
    expect(callbacks.size).toBe(0);
  });
});

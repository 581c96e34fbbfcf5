import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, toast } from './toast';

const texts = () => $toasts.get().map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows a toast of the given kind and dismisses it after 3 seconds', () => {
    const id = toast.error('伺服器忙');
    expect($toasts.get()).toEqual([{ id, kind: 'error', text: '伺服器忙' }]);
    vi.advanceTimersByTime(2999);
    expect(texts()).toEqual(['伺服器忙']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('gives each toast its own 3 seconds', () => {
    toast.success('已收藏');
    vi.advanceTimersByTime(1000);
    toast.info('已複製');
    vi.advanceTimersByTime(2000);
    expect(texts()).toEqual(['已複製']);
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual([]);
  });

  it('shows the same text once, and the repeat keeps it for a full 3 seconds', () => {
    toast.success('登錄成功');
    vi.advanceTimersByTime(2000);
    const second = toast.success('登錄成功');
    expect($toasts.get()).toEqual([{ id: second, kind: 'success', text: '登錄成功' }]);
    vi.advanceTimersByTime(1500);
    expect(texts()).toEqual(['登錄成功']);
    vi.advanceTimersByTime(1500);
    expect(texts()).toEqual([]);
  });

  it('shows at most 4, dropping the oldest', () => {
    for (const text of ['一', '二', '三', '四', '五']) toast.info(text);
    expect(texts()).toEqual(['二', '三', '四', '五']);
  });

  it('can be dismissed early, leaving the others', () => {
    const first = toast.info('一');
    toast.info('二');
    dismissToast(first);
    expect(texts()).toEqual(['二']);
  });
});

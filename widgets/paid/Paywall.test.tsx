import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { configure, resetConfig } from '../../core/config/config';
import { setLang } from '../../core/language/language';
import { acceptToken } from '../../core/session/actions';
import { $loginDialog, $session, dismissLogin } from '../../core/session/session';
import { $token } from '../../core/session/token';
import { fakeFetch, ok } from '../../core/testing/fake-fetch';
import { $toasts } from '../../core/toast/toast';
import { ActionBar } from './ActionBar';
import { Paywall } from './Paywall';

vi.mock('../../core/api/payment/reads', () => ({
  listEquityPackages: vi.fn(async () => [
    {
      id: 1,
      name: '月度會員權益包',
      price: 29.9,
      duration: 30,
      description: '30 天暢讀',
    },
  ]),
}));
vi.mock('../../core/api/payment/writes', () => ({
  payByH5: vi.fn(async () => 'http://localhost/dev/pay/9'),
}));
/** The user's like and favourite as the mocked server keeps them: the writes change them. */
const engagement = vi.hoisted(() => ({ liked: 0 as 0 | 1, favourite: 0 as 0 | 1 }));
vi.mock('../../core/api/content/reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/api/content/reads')>()),
  getLikeState: vi.fn(async () => engagement.liked),
  getFavouriteState: vi.fn(async () => engagement.favourite),
}));
vi.mock('../../core/api/content/writes', async () => {
  const { invalidate } = await import('../../core/load/run');
  return {
    likeArticle: vi.fn(async () => {
      engagement.liked = 1;
      invalidate('like');
      return 8;
    }),
    setFavourite: vi.fn(async (_call: unknown, _user: unknown, _id: unknown, state: 0 | 1) => {
      engagement.favourite = state;
      invalidate('favourite');
    }),
  };
});

const payment = await import('../../core/api/payment/writes');

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  engagement.liked = 0;
  engagement.favourite = 0;
  setLang('t');
  $toasts.set([]);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  $loginDialog.set({ open: false, tab: 'login', notice: null });
  vi.useRealTimers();
});

const ITEM = { resourceId: 49, orderType: 12 as const, price: 9.9, title: '付費文章' };
const button = (name: string | RegExp) =>
  [...host.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  ) as HTMLButtonElement | undefined;

function Page(props: { check: (s?: AbortSignal) => Promise<boolean> }) {
  const [locked, setLocked] = useState(true);
  return (
    <Paywall
      locked={locked}
      item={ITEM}
      check={async (s) => {
        const unlocked = await props.check(s);
        if (unlocked) setLocked(false);
        return unlocked;
      }}
    >
      <p className="body">{locked ? '預覽' : '全文'}</p>
    </Paywall>
  );
}

describe('Paywall', () => {
  it('asks a logged-out reader to log in', async () => {
    root.render(<Page check={async () => false} />);
    await vi.waitFor(() => expect(host.textContent).toContain('以下為付費內容，訂閱後可閱讀全文'));
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect($loginDialog.get().open).toBe(true));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });

  it('subscribes, polls every 5 s and shows the full body once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    $session.set({ status: 'valid', userId: '2', user: null, memberships: [] });
    let paid = false;
    const check = vi.fn(async () => paid);
    root.render(<Page check={check} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect(host.textContent).toContain('月度會員權益包'));
    const radio = host.querySelector('input[value="p1"]') as HTMLInputElement;
    radio.click();
    await vi.waitFor(() => expect(button(/^去支付/)!.textContent).toContain('29.90'));
    button(/^去支付/)!.click();
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="pay-countdown"]')).not.toBeNull(),
    );
    expect(payment.payByH5).toHaveBeenCalledWith(
      expect.objectContaining({ api: expect.anything() }),
      expect.objectContaining({ resourceId: 1, orderType: 13, userId: '2', price: 29.9 }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(host.querySelector('.body')!.textContent).toBe('預覽');
    paid = true;
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(host.querySelector('.body')!.textContent).toBe('全文'));
    await vi.waitFor(() => expect(host.querySelector('[role="dialog"]')).toBeNull());
    expect($toasts.get().map((t) => t.text)).toContain('支付成功');
    expect(vi.getTimerCount()).toBeLessThanOrEqual($toasts.get().length);
  });
});

describe('logging in from the subscribe prompt', () => {
  /** The reader logs in as user 7 (the API answers as the reference server does). */
  async function logIn() {
    configure({ apiBase: 'http://api.test/api/v2/' });
    const fake = fakeFetch({
      'POST account/inquire/.*': () => ok({ user_id: 7 }, { sucess: true }),
      'GET member/\\d+': () => ok({ user_id: 7, member_id: 7, really_name: '陳建宏' }),
      'GET member/\\d+/association': () => ok([{ association_id: 'SZTX' }]),
      'GET notice/count/\\d+': () => ok([{ noticeCount: 0 }]),
    });
    vi.stubGlobal('fetch', fake.fetch);
    await acceptToken('good');
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    $token.set(null);
    dismissLogin();
    resetConfig();
  });

  it('opens the purchase flow after the login when the item is still locked', async () => {
    const check = vi.fn(async () => false);
    root.render(<Page check={check} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect($loginDialog.get().open).toBe(true));
    await logIn();
    await vi.waitFor(() => expect(host.textContent).toContain('訂閱付費內容'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(host.querySelector('.body')!.textContent).toBe('預覽');
  });

  it('shows the full body after the login when the reader may read it (no purchase)', async () => {
    root.render(<Page check={async () => true} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await logIn();
    await vi.waitFor(() => expect(host.querySelector('.body')!.textContent).toBe('全文'));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('closing the payment dialog', () => {
  it('stops polling: no request after the dialog closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    $session.set({ status: 'valid', userId: '2', user: null, memberships: [] });
    const check = vi.fn(async () => false);
    root.render(<Page check={check} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect(button(/^去支付/)).toBeDefined());
    button(/^去支付/)!.click();
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="pay-countdown"]')).not.toBeNull(),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(1);
    (host.querySelector('button.dialog-close') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(host.querySelector('[role="dialog"]')).toBeNull());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(host.textContent).toContain('以下為付費內容');
  });
});

describe('unmounting the payment dialog', () => {
  /** Opens the QR dialog of the equity package; resolves once the order was asked. */
  async function openQr(check: (s?: AbortSignal) => Promise<boolean>) {
    $session.set({ status: 'valid', userId: '2', user: null, memberships: [] });
    root.render(<Page check={check} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect(button(/^去支付/)).toBeDefined());
    button(/^去支付/)!.click();
  }

  it('while a check is in flight: the check is aborted and no timer is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const signals: Array<AbortSignal | undefined> = [];
    await openQr((signal) => {
      signals.push(signal);
      return new Promise<boolean>(() => {});
    });
    await vi.waitFor(() =>
      expect(host.querySelector('[data-testid="pay-countdown"]')).not.toBeNull(),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    root.unmount();
    expect(signals[0]?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    root = createRoot(host);
  });

  it('while ordering: the order request is aborted', async () => {
    const calls: Array<{ signal?: AbortSignal }> = [];
    vi.mocked(payment.payByH5).mockImplementationOnce((call) => {
      calls.push(call);
      return new Promise<string>(() => {});
    });
    await openQr(async () => false);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.signal?.aborted).toBe(false);
    root.unmount();
    expect(calls[0]?.signal?.aborted).toBe(true);
    root = createRoot(host);
  });
});

describe('an order refused for an ended session', () => {
  it('closes the payment dialog without an error; nothing is ordered again by itself', async () => {
    $session.set({ status: 'valid', userId: '2', user: null, memberships: [] });
    vi.mocked(payment.payByH5).mockClear();
    vi.mocked(payment.payByH5).mockRejectedValueOnce(
      new ApiError('401', '請先登錄', 'POST', 'order/resourcesPayByH5'),
    );
    root.render(<Page check={async () => false} />);
    await vi.waitFor(() => expect(button('立即訂閱')).toBeDefined());
    button('立即訂閱')!.click();
    await vi.waitFor(() => expect(button(/^去支付/)).toBeDefined());
    button(/^去支付/)!.click();
    await vi.waitFor(() => expect(host.querySelector('[role="dialog"]')).toBeNull());
    expect(host.textContent).not.toContain('請先登錄');
    expect($toasts.get()).toEqual([]);
    expect(payment.payByH5).toHaveBeenCalledTimes(1);
    expect(host.textContent).toContain('以下為付費內容');
  });
});

describe('ActionBar', () => {
  it('likes and favourites when logged in, with toasts', async () => {
    $session.set({ status: 'valid', userId: '2', user: null, memberships: [] });
    root.render(<ActionBar articleId={3} title="文章" likes={7} />);
    await vi.waitFor(() => expect(button(/^點讚/)).toBeDefined());
    button(/^點讚/)!.click();
    await vi.waitFor(() => expect(button(/^已點讚/)?.getAttribute('aria-pressed')).toBe('true'));
    expect(button(/^已點讚/)!.textContent).toContain('8');
    await vi.waitFor(() => expect(button('收藏')?.disabled).toBe(false));
    button('收藏')!.click();
    await vi.waitFor(() => expect(button('已收藏')).toBeDefined());
    expect($toasts.get().map((t) => t.text)).toEqual(['點讚成功', '收藏成功']);
  });

  it('sends a logged-out reader to the login dialog', async () => {
    root.render(<ActionBar articleId={3} title="文章" />);
    await vi.waitFor(() => expect(button(/^點讚/)).toBeDefined());
    button(/^點讚/)!.click();
    await vi.waitFor(() => expect($loginDialog.get().open).toBe(true));
  });

  it("shares the article's public page (its QR code and Weibo link), which link previews read", async () => {
    root.render(<ActionBar articleId={3} title="文章" />);
    await vi.waitFor(() => expect(host.querySelector('a.pa-btn')).not.toBeNull());
    const weibo = new URL(host.querySelector<HTMLAnchorElement>('a.pa-btn')!.href);
    expect(weibo.searchParams.get('url')).toBe(`${location.origin}/s/article/3`);
  });
});

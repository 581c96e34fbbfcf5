import { useCallback, useEffect, useRef, useState } from 'react';
import { $loggedIn, requireLogin } from '../../core/session/session';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { type PaidItem, PurchaseFlow } from './PaymentDialogs';

const PRICE_LABEL: Record<number, string> = {
  11: texts.coursePrice,
  12: texts.articlePrice,
  14: texts.filePrice,
};

function money(value: number | string): string {
  const n = Number(value);
  return `¥${Number.isInteger(n) ? n : n.toFixed(2)}`;
}

/**
 * Wraps a reader's body: when `locked`, the (preview) children fade out under a subscribe
 * prompt that starts the purchase flow (login first). `check` re-fetches the resource and
 * resolves true once unlocked; the page then shows the full body in place. A reader who logs
 * in from the prompt goes on where they were: the page checks again (an association member
 * reads paid files and courses, another may have bought it) and, still locked, the purchase
 * flow opens.
 */
export function Paywall(props: {
  locked: boolean;
  item: PaidItem;
  check: (signal?: AbortSignal) => Promise<boolean>;
  children: React.ReactNode;
  /** Prompt text; the article/file default says the rest is for subscribers. */
  prompt?: string;
  /** Opens the purchase flow at once when logged in (a locked lesson). */
  autoStart?: boolean;
}) {
  useStyles(PAYWALL_CSS);
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { locked, autoStart } = props;
  useEffect(() => {
    if (locked && autoStart && $loggedIn.get()) setOpen(true);
  }, [locked, autoStart]);
  const check = useRef(props.check);
  check.current = props.check;
  // the answer of the check after a login is dropped when the page has gone away
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const afterLogin = useCallback(async () => {
    const unlocked = await check.current().catch(() => false);
    if (!unlocked && mounted.current) setOpen(true);
  }, []);
  const flow = open ? <PurchaseFlow item={props.item} check={props.check} onClose={close} /> : null;
  // Unlocking swaps the preview for the full body while the flow is still open: the flow keeps
  // its place in the tree so the payment ends with its toast and closes itself.
  return (
    <>
      {locked ? (
        <div className="pw" data-locked="true">
          {props.children ? <div className="pw-preview">{props.children}</div> : null}
          <section className="pw-prompt" aria-label={t(texts.paidContent)}>
            <p className="pw-prompt-title">{t(props.prompt ?? texts.paidPrompt)}</p>
            <p className="pw-prompt-price">
              {t(PRICE_LABEL[props.item.orderType] ?? ui.price)}{' '}
              <strong>{money(props.item.price)}</strong> {t(texts.orPackage)}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                if (requireLogin(() => void afterLogin())) setOpen(true);
              }}
            >
              {t(props.item.orderType === 11 ? texts.buyCourse : texts.subscribeNow)}
            </button>
          </section>
        </div>
      ) : (
        props.children
      )}
      {flow}
    </>
  );
}

const PAYWALL_CSS = /* css */ `
.pw { display: grid; gap: 16px; }
.pw-preview { position: relative; max-height: none; overflow: hidden; }
.pw-preview::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 96px; background: linear-gradient(transparent, var(--sztx-surface)); pointer-events: none; }
.pw-prompt { display: grid; justify-items: center; gap: 10px; padding: 20px 16px; text-align: center; border: 1px dashed var(--sztx-primary); border-radius: calc(var(--sztx-radius) * 1.25); background: var(--sztx-surface-alt); }
.pw-prompt-title { font-weight: 700; font-size: 17px; }
.pw-prompt-price { color: var(--sztx-text-muted); font-size: 14px; }
.pw-prompt-price strong { color: var(--sztx-primary-dark); font-size: 18px; }
`;

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { listEquityPackages } from '../../core/api/payment/reads';
import type { OrderKind } from '../../core/api/payment/records';
import { payByH5 } from '../../core/api/payment/writes';
import { safeUrl } from '../../core/config/config';
import { createPayment, formatCountdown } from '../../core/payment/payment';
import { $session, isLoginRefusal } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { Dialog } from '../ui/Dialog';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { useApi } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { QrImage } from './Qr';

/** What a paywall sells: the single item. */
export interface PaidItem {
  resourceId: string | number;
  orderType: Exclude<OrderKind, 13>;
  price: number | string;
  title: string;
}

interface Choice {
  resourceId: string | number;
  orderType: OrderKind;
  price: number;
  label: string;
}

function money(value: number | string): string {
  const n = Number(value);
  return `¥${Number.isInteger(n) ? n : n.toFixed(2)}`;
}

const KIND: Record<number, string> = { 11: texts.course, 12: texts.article, 14: texts.file };

/**
 * The purchase flow: the subscription dialog (single item or an equity package), then the QR
 * dialog that polls `check` until unlocked (支付成功) or 5 minutes pass (支付失敗). `onClose`
 * runs when the flow ends either way; closing stops polling.
 */
export function PurchaseFlow(props: {
  item: PaidItem;
  check: (signal: AbortSignal) => Promise<boolean>;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<Choice | null>(null);
  return choice ? (
    <QrDialog
      choice={choice}
      check={props.check}
      onClose={props.onClose}
      onBack={() => setChoice(null)}
    />
  ) : (
    <SubscribeDialog item={props.item} onChoose={setChoice} onClose={props.onClose} />
  );
}

function SubscribeDialog(props: {
  item: PaidItem;
  onChoose: (c: Choice) => void;
  onClose: () => void;
}) {
  useStyles(PAY_CSS);
  const { t } = useText();
  const equity = useQuery(['payment', 'packages'], listEquityPackages);
  const packages = equity.data;
  const failed = equity.status === 'error';
  const single: Choice = {
    resourceId: props.item.resourceId,
    orderType: props.item.orderType,
    price: Number(props.item.price),
    label: props.item.title,
  };
  const [picked, setPicked] = useState<string>('single');
  const choices: Array<[string, Choice, string]> = [
    ['single', single, t(texts.singlePurchase(KIND[props.item.orderType] ?? ''))],
    ...(packages ?? []).map((p): [string, Choice, string] => [
      `p${p.id}`,
      { resourceId: p.id, orderType: 13, price: Number(p.price), label: p.name },
      texts.packageChoice(t(p.name), p.duration, t(texts.day)),
    ]),
  ];
  const selected = choices.find(([key]) => key === picked)?.[1] ?? single;
  return (
    <Dialog
      title={t(texts.subscribeTitle)}
      onClose={props.onClose}
      width={520}
      part="subscribe-dialog"
    >
      <form
        className="pw-sub"
        onSubmit={(e) => {
          e.preventDefault();
          props.onChoose(selected);
        }}
      >
        <p className="pw-sub-item">{t(props.item.title)}</p>
        <fieldset className="pw-options">
          <legend className="sr-only">{t(texts.purchaseMethod)}</legend>
          {choices.map(([key, c, label]) => {
            const pkg = packages?.find((p) => `p${p.id}` === key);
            return (
              <label key={key} className={`pw-option${picked === key ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name="pw-choice"
                  value={key}
                  checked={picked === key}
                  onChange={() => setPicked(key)}
                />
                <span className="pw-option-main">
                  <strong>{label}</strong>
                  {pkg ? (
                    <small>{t(pkg.description)}</small>
                  ) : (
                    <small>
                      {t(props.item.orderType === 11 ? texts.watchForever : texts.readForever)}
                    </small>
                  )}
                </span>
                <span className="pw-price">{money(c.price)}</span>
              </label>
            );
          })}
          {packages === null && !failed ? (
            <div className="skeleton" style={{ height: 56 }} />
          ) : null}
          {failed ? (
            <p className="pw-note">
              {t(texts.packagesFailed)}{' '}
              <button type="button" className="btn btn-link" onClick={equity.retry}>
                {t(ui.retry)}
              </button>
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="btn btn-primary pw-go">
          {t(texts.pay)} {money(selected.price)}
        </button>
      </form>
    </Dialog>
  );
}

function QrDialog(props: {
  choice: Choice;
  check: (signal: AbortSignal) => Promise<boolean>;
  onClose: () => void;
  onBack: () => void;
}) {
  useStyles(PAY_CSS);
  const { t } = useText();
  const userId = useStore($session).userId ?? '';
  const api = useApi();
  const checkRef = useRef(props.check);
  checkRef.current = props.check;
  const { choice, onClose } = props;
  const payment = useMemo(
    () =>
      createPayment({
        scope: { api },
        order: (call) =>
          payByH5(call, {
            resourceId: choice.resourceId,
            orderType: choice.orderType,
            userId,
            price: choice.price,
          }),
        check: ({ signal }) => checkRef.current(signal),
      }),
    [choice, userId, api],
  );
  const state = useStore(payment.$state);
  useEffect(() => {
    payment.start();
    return () => payment.cancel();
  }, [payment]);
  useEffect(() => {
    if (state.status === 'succeeded') {
      toast.success(t(texts.paid));
      onClose();
    } else if (state.status === 'failed') {
      toast.error(t(texts.payFailed));
      onClose();
    } else if (state.status === 'error' && isLoginRefusal(state.error)) {
      // the session ended: the login dialog is open. The order is not placed again by itself
      // after the login: the paywall reloads for that login (a member may read free) and the
      // user chooses again
      onClose();
    }
  }, [state.status, state.error, onClose, t]);
  return (
    <Dialog title={t(texts.scanToPay)} onClose={onClose} width={380} part="payment-dialog">
      <div className="pw-qr-box">
        <p className="pw-sub-item">
          {t(choice.label)}
          {texts.ideographicSpace}
          <span className="pw-price">{money(choice.price)}</span>
        </p>
        {state.status === 'error' ? (
          <div className="state" role="alert">
            <p>{t(errorMessage(state.error, texts.orderFailed))}</p>
            <button type="button" className="btn btn-primary" onClick={() => payment.start()}>
              {t(ui.retry)}
            </button>
          </div>
        ) : state.codeUrl ? (
          <>
            <QrImage text={state.codeUrl} label={t(texts.paymentQrCode)} />
            <p>{t(texts.wechatPayHint)}</p>
            <p className="pw-countdown" aria-live="off">
              {t(texts.timeLeft)}{' '}
              <time data-testid="pay-countdown">{formatCountdown(state.remainingMs)}</time>
            </p>
            <p className="pw-note" aria-live="polite">
              {t(texts.unlockAfterPay)}
            </p>
            <a className="pw-link" href={safeUrl(state.codeUrl)} target="_blank" rel="noreferrer">
              {t(texts.openPaymentPage)}
            </a>
          </>
        ) : (
          <div className="pw-qr skeleton" style={{ width: 200, height: 200 }} aria-busy="true" />
        )}
        <button type="button" className="btn" onClick={props.onBack}>
          {t(texts.backToChoice)}
        </button>
      </div>
    </Dialog>
  );
}

const PAY_CSS = /* css */ `
.pw-sub { display: grid; gap: 14px; }
.pw-sub-item { font-weight: 600; color: var(--sztx-text); }
.pw-options { border: 0; padding: 0; margin: 0; display: grid; gap: 8px; }
.pw-option { display: flex; align-items: center; gap: 10px; padding: 12px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); cursor: pointer; }
.pw-option.is-on { border-color: var(--sztx-primary); background: var(--sztx-surface-alt); }
.pw-option-main { flex: 1; display: grid; gap: 2px; min-width: 0; }
.pw-option-main small { color: var(--sztx-text-muted); }
.pw-price { color: var(--sztx-primary-dark); font-weight: 700; white-space: nowrap; }
.pw-go { width: 100%; }
.pw-qr-box { display: grid; justify-items: center; gap: 10px; text-align: center; }
.pw-qr { display: block; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); background: var(--sztx-surface); }
.pw-countdown { font-size: 18px; font-weight: 600; }
.pw-countdown time { font-variant-numeric: tabular-nums; color: var(--sztx-primary); }
.pw-note { color: var(--sztx-text-muted); font-size: 14px; }
.pw-link { font-size: 14px; color: var(--sztx-primary); text-decoration: underline; }
`;

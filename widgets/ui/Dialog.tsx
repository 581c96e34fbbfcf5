import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { $shownModal, type ModalRank, openModal } from '../../core/modal/modal';
import { useText } from './i18n';
import * as ui from './messages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element that really has focus, looking into shadow roots. */
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * True while this modal has its turn (`core/modal`: one modal shown at a time, page-wide); a
 * modal waiting for its turn stays mounted, hidden, and shows when the one before it closes.
 */
function useModalTurn(rank: ModalRank, name?: string): boolean {
  const [key, setKey] = useState<string | null>(null);
  useLayoutEffect(() => {
    const modal = openModal(rank, name);
    setKey(modal.key);
    return modal.close;
  }, [rank, name]);
  const shown = useStore($shownModal);
  return key !== null && shown === key;
}

/**
 * A modal panel: takes its turn (`shown`: one modal at a time), keeps keyboard focus inside
 * (focuses its first field, or the panel, when it shows; wraps Tab and Shift+Tab), closes on
 * Escape, and gives focus back to where it was on unmount.
 */
export function useFocusTrap(
  onClose: () => void,
  initial = FIRST_FIELD,
  turn: { rank?: ModalRank; name?: string } = {},
) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useModalTurn(turn.rank ?? 'other', turn.name);
  useEffect(() => {
    const previous = deepActiveElement() as HTMLElement | null;
    return () => {
      if (previous && typeof previous.focus === 'function' && previous.isConnected)
        previous.focus();
    };
  }, []);
  // focus goes in in the commit that shows the modal, before the page paints it: a key pressed
  // as soon as it shows (Escape) reaches it (Preact runs a passive effect after the next paint)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the modal shows
  useLayoutEffect(() => {
    if (!shown) return;
    const first = panel.current?.querySelector<HTMLElement>(initial);
    (first ?? panel.current)?.focus();
  }, [shown]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === deepActiveElement(),
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = deepActiveElement();
    const inside = active !== null && panel.current.contains(active);
    if (event.shiftKey && (!inside || active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  return { panel, onKeyDown, shown };
}

/** What a dialog focuses first: a text field, not a visually hidden radio or a checkbox. */
const FIRST_FIELD =
  'input:not([disabled]):not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select, textarea';

/** A modal dialog: labelled, focus kept inside, Escape and backdrop close, focus restored. */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  part?: string;
  /** Its turn among the page's modals (`core/modal`): the login dialog's rank, a held turn's name. */
  turn?: { rank?: ModalRank; name?: string };
}) {
  const { onClose } = props;
  const { t } = useText();
  const titleId = useId();
  const { panel, onKeyDown, shown } = useFocusTrap(onClose, FIRST_FIELD, props.turn);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="dialog-backdrop"
      hidden={!shown}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={props.width ? { maxWidth: `${props.width}px` } : undefined}
        part={props.part ?? 'dialog'}
      >
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {props.title}
          </h2>
          <button type="button" className="dialog-close" aria-label={t(ui.close)} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div className="dialog-body">{props.children}</div>
      </div>
    </div>
  );
}

/** A question in a dialog: its text, a button to put it off and one to go ahead (texts as shown). */
export function ChoiceDialog(props: {
  title: string;
  text: string;
  width: number;
  later: string;
  go: string;
  onLater: () => void;
  onGo: () => void;
  /** The name of a turn held for it (`openModal`). */
  turn?: string;
}) {
  return (
    <Dialog
      title={props.title}
      onClose={props.onLater}
      width={props.width}
      turn={props.turn ? { name: props.turn } : undefined}
    >
      <p className="choice-text">{props.text}</p>
      <div className="choice-actions">
        <button type="button" className="btn" onClick={props.onLater}>
          {props.later}
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onGo}>
          {props.go}
        </button>
      </div>
    </Dialog>
  );
}

/** Styles of dialogs and toasts (the overlay host). */
export const DIALOG_CSS = /* css */ `
.dialog-backdrop[hidden] { display: none; }
.dialog-backdrop { position: fixed; inset: 0; z-index: 2147483000; background: color-mix(in srgb, var(--sztx-scrim) 50%, transparent); display: grid; place-items: center; padding: 16px; }
.dialog { position: relative; width: 100%; max-width: 440px; max-height: calc(100vh - 32px); overflow: auto; background: var(--sztx-surface);
  border-radius: calc(var(--sztx-radius) * 1.5); box-shadow: 0 20px 60px color-mix(in srgb, var(--sztx-shadow) 25%, transparent); outline: none; }
.dialog-head { display: flex; align-items: center; justify-content: space-between; padding: 18px 20px 0; }
.dialog-title { font-size: 18px; font-weight: 600; }
.dialog-close { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 50%; color: var(--sztx-text-muted); }
.dialog-close:hover { background: var(--sztx-surface-alt); }
.dialog-body { padding: 16px 20px 22px; }
.choice-text { margin-bottom: 20px; }
.choice-actions { display: flex; justify-content: flex-end; gap: 10px; }
@media (max-width: 480px) { .dialog-backdrop { align-items: end; padding: 0; } .dialog { max-width: none !important; border-radius: calc(var(--sztx-radius) * 1.75) calc(var(--sztx-radius) * 1.75) 0 0; max-height: 92vh; } }

.toasts { position: fixed; z-index: 2147483600; top: 20px; left: 50%; transform: translateX(-50%); display: grid; gap: 8px; justify-items: center; pointer-events: none; width: max-content; max-width: calc(100vw - 32px); }
.toast { pointer-events: auto; display: flex; align-items: center; gap: 8px; padding: 10px 16px; border-radius: var(--sztx-radius); background: var(--sztx-surface); box-shadow: 0 6px 24px color-mix(in srgb, var(--sztx-shadow) 15%, transparent);
  border-left: 4px solid var(--sztx-accent); font-size: 14px; }
.toast-success { border-left-color: var(--sztx-success); }
.toast-error { border-left-color: var(--sztx-primary); color: var(--sztx-primary-dark); }
`;

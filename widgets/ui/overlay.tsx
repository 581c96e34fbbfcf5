import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { setActiveConfig } from '../../core/config/config';
import { $convert, LANG_TAG } from '../../core/language/language';
import { $loginDialog, $upgradePrompt } from '../../core/session/session';
import { addStyles, adoptStyles, BASE_CSS, THEME_TOKENS } from './styles';
import { Toasts } from './Toasts';
import { StyleRootContext } from './useStyles';

let overlayRoot: ShadowRoot | null = null;
let opener: Element | null = null;

/** The element the user acts in: the overlays it opens (login, upgrade prompt) take its theme. */
export function noteOpener(element: Element): void {
  opener = element;
}

/** Copies the opener's theme properties (set on it or inherited) onto the overlay's host. */
function themeFrom(host: HTMLElement): void {
  const style = opener?.isConnected ? getComputedStyle(opener) : null;
  for (const token of THEME_TOKENS) {
    const value = style?.getPropertyValue(token).trim();
    if (value) host.style.setProperty(token, value);
    else host.style.removeProperty(token);
  }
}

/** A view in a chunk of its own, loaded the first time `open` is true, with its styles. */
function useLazyView(
  open: boolean,
  load: () => Promise<{ view: ComponentType; css: string[] }>,
  what: string,
): ComponentType | null {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!open || View) return;
    load().then(
      ({ view, css }) => {
        if (overlayRoot) addStyles(overlayRoot, css);
        setView(() => view);
      },
      (error: unknown) => console.error(`[sztx] ${what} failed to load`, error),
    );
  }, [open, View, load, what]);
  return View;
}

const loadLogin = () =>
  import('./LoginDialog').then((m) => ({ view: m.LoginDialog, css: m.LOGIN_DIALOG_CSS }));
const loadUpgrade = () =>
  import('./UpgradePrompt').then((m) => ({ view: m.UpgradePrompt, css: m.UPGRADE_PROMPT_CSS }));

/** Loads the login dialog the first time it is asked for: widgets that never log in skip it. */
function LazyLoginDialog() {
  const { open } = useStore($loginDialog);
  const View = useLazyView(open, loadLogin, 'login dialog');
  return View ? <View /> : null;
}

/** The upgrade prompt (spec §4), loaded the first time a non-member logs in. */
function LazyUpgradePrompt() {
  const open = useStore($upgradePrompt);
  const View = useLazyView(open, loadUpgrade, 'upgrade prompt');
  return open && View ? <View /> : null;
}

function Overlay() {
  // the page's language (the dialogs are the page's, like the session)
  const { lang } = useStore($convert);
  return (
    <div className="sztx-root" lang={LANG_TAG[lang]}>
      <LazyLoginDialog />
      <LazyUpgradePrompt />
      <Toasts />
    </div>
  );
}

const MARK = 'data-sztx-overlay';

/** Mounts the page's one overlay host (login dialog, toasts) unless one exists. */
export function ensureOverlay(): void {
  if (typeof document === 'undefined' || document.querySelector(`[${MARK}]`)) return;
  const host = document.createElement('sztx-overlay');
  host.setAttribute(MARK, '');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  overlayRoot = shadow;
  // calls from the dialogs (login, the upgrade prompt) go to the page's API, as the session does
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    host.addEventListener(type, () => setActiveConfig(undefined), { capture: true });
  }
  // each opening takes the theme of the element it was opened from
  $loginDialog.subscribe(({ open }) => open && themeFrom(host));
  $upgradePrompt.subscribe((open) => open && themeFrom(host));
  adoptStyles(shadow, [BASE_CSS]);
  createRoot(shadow).render(
    <StyleRootContext.Provider value={shadow}>
      <Overlay />
    </StyleRootContext.Provider>,
  );
}

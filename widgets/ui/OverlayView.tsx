import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { $convert, LANG_TAG } from '../../core/language/language';
import { $loginDialog, $upgradePrompt, sessionScope } from '../../core/session/session';
import { ScopeContext } from './scope';
import { addStyles, adoptStyles, BASE_CSS } from './styles';
import { Toasts } from './Toasts';
import { StyleRootContext } from './useStyles';

let overlayRoot: ShadowRoot | null = null;
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
    // the dialogs' calls and links go to the session's API and portal
    <ScopeContext.Provider value={sessionScope()}>
      <div className="sztx-root" lang={LANG_TAG[lang]}>
        <LazyLoginDialog />
        <LazyUpgradePrompt />
        <Toasts />
      </div>
    </ScopeContext.Provider>
  );
}

/** Renders the overlay (login dialog, upgrade prompt, toasts) into the page's overlay host. */
export function mountOverlay(shadow: ShadowRoot): void {
  overlayRoot = shadow;
  adoptStyles(shadow, [BASE_CSS]);
  createRoot(shadow).render(
    <StyleRootContext.Provider value={shadow}>
      <Overlay />
    </StyleRootContext.Provider>,
  );
}

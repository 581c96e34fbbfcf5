import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate, portalHref } from '../../core/router/router';
import { $loginDialog, $upgradePrompt } from '../../core/session/session';
import { ChoiceDialog, DIALOG_CSS } from './Dialog';
import { useText } from './i18n';
import * as ui from './messages';
import { addStyles, adoptStyles, BASE_CSS } from './styles';
import { Toasts } from './Toasts';
import { StyleRootContext } from './useStyles';

let overlayRoot: ShadowRoot | null = null;

/** Loads the login dialog the first time it is asked for: widgets that never log in skip it. */
function LazyLoginDialog() {
  const { open } = useStore($loginDialog);
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!open || View) return;
    import('./LoginDialog').then(
      (module) => {
        if (overlayRoot) addStyles(overlayRoot, module.LOGIN_DIALOG_CSS);
        setView(() => module.LoginDialog);
      },
      (error: unknown) => console.error('[sztx] login dialog failed to load', error),
    );
  }, [open, View]);
  return View ? <View /> : null;
}

/** After login: a user with memberships but none in SZTX is invited to upgrade (spec §4). */
function UpgradePrompt() {
  const open = useStore($upgradePrompt);
  const { t } = useText();
  if (!open) return null;
  const close = () => $upgradePrompt.set(false);
  const upgrade = () => {
    close();
    if (!navigate('/my_rights')) window.location.assign(portalHref('/my_rights'));
  };
  return (
    <ChoiceDialog
      title={t(ui.upgradeTitle)}
      text={t(ui.upgradeText)}
      width={380}
      later={t(ui.later)}
      go={t(ui.upgradeNow)}
      onLater={close}
      onGo={upgrade}
    />
  );
}

function Overlay() {
  return (
    <div className="sztx-root">
      <LazyLoginDialog />
      <UpgradePrompt />
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
  adoptStyles(shadow, [BASE_CSS, DIALOG_CSS]);
  createRoot(shadow).render(
    <StyleRootContext.Provider value={shadow}>
      <Overlay />
    </StyleRootContext.Provider>,
  );
}

import { useStore } from '@nanostores/react';
import { $loginDialog, dismissLogin } from '../../core/session/session';
import { DIALOG_CSS, Dialog } from './Dialog';
import { useText } from './i18n';
import { LOGIN_CSS, LoginForms } from './LoginForms';
import * as ui from './messages';
import { TABS_CSS } from './Tabs';

/** The login dialog goes before every other modal. */
const LOGIN_TURN = { rank: 'login' } as const;

/** Styles the login dialog brings with it. */
export const LOGIN_DIALOG_CSS = [DIALOG_CSS, TABS_CSS, LOGIN_CSS];

/** The page's login dialog (loaded the first time it opens). */
export function LoginDialog() {
  const dialog = useStore($loginDialog);
  const { t } = useText();
  if (!dialog.open) return null;
  return (
    <Dialog title={t(ui.loginTitle)} onClose={dismissLogin} part="login-dialog" turn={LOGIN_TURN}>
      <LoginForms idPrefix="sztx-login-dialog" inDialog />
    </Dialog>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $route, navigate } from '../../../core/router/router';
import { returnTargetOf } from '../../../core/router/routes';
import { $loggedIn } from '../../../core/session/session';
import { useText } from '../../ui/i18n';
import { LoginForms } from '../../ui/LoginForms';
import * as ui from '../../ui/messages';

/**
 * `/login`: the login flows as a page (mobile). Logged-in users go where they were going (the
 * `redirect` query, when it is a route of the portal), else to the personal centre.
 */
export function LoginPage() {
  const loggedIn = useStore($loggedIn);
  const { query } = useStore($route);
  const { t } = useText();
  const target = returnTargetOf(query) ?? '/person_center';
  useEffect(() => {
    // only while the address is still /login: the portal shows a new route after the frame
    // that changed it, so this page sees the address it sent the user to (without its
    // `redirect`) before it goes, and would send them on to the personal centre
    if (loggedIn && $route.get().path === '/login') navigate(target, { replace: true });
  }, [loggedIn, target]);
  return (
    <div className="wrap page page-narrow">
      <h1 className="page-title">{t(ui.logInOrRegister)}</h1>
      <div className="card">
        <LoginForms idPrefix="sztx-login-page" />
      </div>
    </div>
  );
}

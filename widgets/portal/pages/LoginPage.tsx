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
    if (loggedIn) navigate(target, { replace: true });
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

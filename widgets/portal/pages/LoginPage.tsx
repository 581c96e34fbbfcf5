import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { navigate } from '../../../core/router/router';
import { $loggedIn } from '../../../core/session/session';
import { useText } from '../../ui/i18n';
import { LoginForms } from '../../ui/LoginForms';
import * as ui from '../../ui/messages';

/** `/login`: the login flows as a page (mobile); logged-in users go to the personal centre. */
export function LoginPage() {
  const loggedIn = useStore($loggedIn);
  const { t } = useText();
  useEffect(() => {
    if (loggedIn) navigate('/person_center', { replace: true });
  }, [loggedIn]);
  return (
    <div className="wrap page page-narrow">
      <h1 className="page-title">{t(ui.logInOrRegister)}</h1>
      <div className="card">
        <LoginForms idPrefix="sztx-login-page" />
      </div>
    </div>
  );
}

// The login dialog's forms (register, login by password or code, forgot password; spec 000 §4,
// §5): one store in the one form shape (core/form/form.ts). The rules are the auth actions'
// (core/session/auth.ts): they refuse a field before sending, or the server refuses it.

import { createFormStore, type FormStore } from '../form/form';
import { type ActionResult, logIn, registerAccount, resetPassword } from './auth';
import type { LoginTab } from './session';

export type LoginField = NonNullable<ActionResult['field']>;
export type LoginMode = 'password' | 'code';

interface LoginValues {
  phone: string;
  code: string;
  password: string;
  agreement: boolean;
}

export interface LoginForm extends FormStore<LoginValues, LoginField> {
  /**
   * Sends the form of `tab` (login by `mode`): a refused field gets its message; on success the
   * code and password are cleared (the phone stays). Null while a send is under way.
   */
  submit(tab: LoginTab, mode: LoginMode): Promise<ActionResult | null>;
}

export function createLoginForm(): LoginForm {
  const form = createFormStore<LoginValues, LoginField>({
    phone: '',
    code: '',
    password: '',
    agreement: false,
  });
  return {
    ...form,
    async submit(tab, mode) {
      const { values, busy } = form.$state.get();
      if (busy) return null;
      const phone = values.phone.trim();
      const code = values.code.trim();
      const { password, agreement } = values;
      const result = await form.sending(() =>
        tab === 'register'
          ? registerAccount({ phone, code, password, agreement })
          : tab === 'forgot'
            ? resetPassword({ phone, code, password })
            : logIn({ phone, mode, secret: mode === 'password' ? password : code }),
      );
      form.refuse(result.field ? { [result.field]: result.message } : {});
      if (result.ok) form.reset({ ...form.$state.get().values, code: '', password: '' });
      return result;
    },
  };
}

import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { documentUrl, type LegalDocument } from '../../core/api/content/reads';
import { codeCountdown, requestCode } from '../../core/session/auth';
import { createLoginForm, type LoginField, type LoginMode } from '../../core/session/login-form';
import { $loginDialog, type LoginTab, showPageLogin } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { useFormStyles } from './form-styles';
import { useText } from './i18n';
import * as ui from './messages';
import { useApi } from './scope';
import { Tabs } from './Tabs';

/** How the phone and code fields are typed in. */
const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 11 } as const;
const CODE_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;

function TextField(props: {
  id: string;
  label: string;
  type: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  error?: string | undefined;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  placeholder?: string;
  children?: React.ReactNode;
}) {
  const { t } = useText();
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="row">
        <input
          id={props.id}
          className="input"
          type={props.type}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        {props.children}
      </div>
      {props.error ? (
        <div id={errorId} className="field-error">
          {t(props.error)}
        </div>
      ) : null}
    </div>
  );
}

/** A legal document, opened in a new window (readable before logging in). */
function DocumentLink(props: { name: LegalDocument; text: string }) {
  const { t, lang } = useText();
  const api = useApi();
  return (
    <a
      className="agreement-link"
      href={documentUrl(api, props.name, lang)}
      target="_blank"
      rel="noopener"
    >
      {t(props.text)}
      <span className="sr-only">{t(ui.opensInNewWindow)}</span>
    </a>
  );
}

function CodeButton(props: {
  phone: string;
  purpose: 'register' | 'login' | 'forgot';
  onError: (f: LoginField, m: string) => void;
}) {
  const remaining = useStore(codeCountdown.$remaining);
  const [sending, setSending] = useState(false);
  const { t } = useText();
  const send = async () => {
    setSending(true);
    const result = await requestCode(props.phone.trim(), props.purpose);
    setSending(false);
    if (result.field) props.onError(result.field, result.message);
    else (result.ok ? toast.success : toast.error)(result.message);
  };
  return (
    <button
      type="button"
      className="btn code-btn"
      disabled={remaining > 0 || sending}
      onClick={send}
      aria-live="polite"
    >
      {remaining > 0 ? t(ui.resendIn(remaining)) : t(ui.getCode)}
    </button>
  );
}

/**
 * Register, login (code or password) and forgot-password forms; used by the dialog and /login.
 * Outside the dialog (`inDialog` unset) they are the page's own login: the dialog does not open
 * over them while they are shown.
 */
export function LoginForms(props: { idPrefix?: string; inDialog?: boolean }) {
  useFormStyles();
  const dialog = useStore($loginDialog);
  const { inDialog } = props;
  useEffect(() => (inDialog ? undefined : showPageLogin()), [inDialog]);
  const { t } = useText();
  const base = useId();
  const id = (name: string) => `${props.idPrefix ?? base}-${name}`;
  const [mode, setMode] = useState<LoginMode>('password');
  const [form] = useState(createLoginForm);
  const f = useStore(form.$state);
  const tab = dialog.tab;

  const setTab = (next: LoginTab) => {
    form.refuse({});
    $loginDialog.set({ ...$loginDialog.get(), tab: next });
  };

  const formRef = useRef<HTMLFormElement>(null);
  /** A field's own message shows under it and takes focus; anything else is a toast. */
  const showFieldError = (field: LoginField, message: string) => {
    form.refuse({ [field]: message });
    const input = formRef.current?.querySelector<HTMLInputElement>(`[id="${id(field)}"]`);
    input?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit(tab, mode);
    if (!result) return;
    if (result.field) showFieldError(result.field, result.message);
    else (result.ok ? toast.success : toast.error)(result.message);
    // a successful register or reset lands on password login (spec §4)
    if (result.ok && tab !== 'login') setMode('password');
  };

  /** The id, value, change handler and error of a text field. */
  const bind = (name: 'phone' | 'code' | 'password') => ({
    id: id(name),
    value: f.values[name],
    onChange: (value: string) => form.set(name, value),
    error: f.errors[name],
  });
  const showCode = tab !== 'login' || mode === 'code';
  const showPassword = tab !== 'login' || mode === 'password';
  const submitLabel = { login: ui.logIn, register: ui.register, forgot: ui.resetPassword }[tab];

  return (
    <div className="login-forms" part="login-forms">
      <Tabs
        label={t(ui.loginMethod)}
        idPrefix={id('tabs')}
        items={[
          { key: 'login', label: t(ui.logIn) },
          { key: 'register', label: t(ui.register) },
          { key: 'forgot', label: t(ui.forgotPassword) },
        ]}
        value={tab}
        onChange={setTab}
      />
      <form
        ref={formRef}
        id={`${id('tabs')}-panel`}
        role="tabpanel"
        aria-labelledby={`${id('tabs')}-tab-${tab}`}
        className="login-panel"
        noValidate
        onSubmit={submit}
      >
        {dialog.notice ? (
          <p className="login-notice" role="alert">
            {t(dialog.notice)}
          </p>
        ) : null}
        {tab === 'login' ? (
          <div className="mode-switch" role="radiogroup" aria-label={t(ui.loginMethod)}>
            {(['password', 'code'] as const).map((m) => (
              <label key={m} className={`mode ${mode === m ? 'mode-active' : ''}`}>
                <input
                  type="radio"
                  name={id('mode')}
                  className="sr-only"
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    form.refuse({});
                  }}
                />
                {m === 'password' ? t(ui.passwordLogin) : t(ui.codeLogin)}
              </label>
            ))}
          </div>
        ) : null}
        <TextField
          {...bind('phone')}
          {...PHONE_INPUT}
          label={t(ui.phoneNumber)}
          placeholder={t(ui.enterPhone)}
        />
        {showCode ? (
          <TextField
            {...bind('code')}
            {...CODE_INPUT}
            label={t(ui.verificationCode)}
            placeholder={t(ui.enterCode)}
          >
            <CodeButton phone={f.values.phone} purpose={tab} onError={showFieldError} />
          </TextField>
        ) : null}
        {showPassword ? (
          <TextField
            {...bind('password')}
            label={tab === 'login' ? t(ui.password) : t(ui.setPassword)}
            type="password"
            autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
            maxLength={18}
            placeholder={tab === 'login' ? t(ui.enterPassword) : t(ui.passwordRule)}
          />
        ) : null}
        {tab === 'register' ? (
          <div className="field">
            <label className="agreement">
              <input
                id={id('agreement')}
                type="checkbox"
                checked={f.values.agreement}
                onChange={(e) => form.set('agreement', e.target.checked)}
                aria-invalid={f.errors.agreement ? true : undefined}
                aria-describedby={f.errors.agreement ? id('agreement-error') : undefined}
              />
              <span>
                {t(ui.agreePrefix)}
                <DocumentLink name="user-agreement" text={ui.agreementDocument} />
                {t(ui.agreeAnd)}
                <DocumentLink name="privacy" text={ui.privacyDocument} />
              </span>
            </label>
            {f.errors.agreement ? (
              <div id={id('agreement-error')} className="field-error">
                {t(f.errors.agreement)}
              </div>
            ) : null}
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={f.busy}
          aria-busy={f.busy}
        >
          {t(submitLabel)}
        </button>
      </form>
    </div>
  );
}

/** Styles of the login forms. */
export const LOGIN_CSS = /* css */ `
.login-forms .tabs { margin-bottom: 16px; }
.login-notice { margin-bottom: 12px; padding: 8px 12px; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-primary-soft); color: var(--sztx-primary-dark); font-size: 14px; }
.mode-switch { display: flex; gap: 8px; margin-bottom: 14px; }
.mode { flex: 1; text-align: center; padding: 6px 0; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-surface-alt); color: var(--sztx-text-muted); cursor: pointer; font-size: 14px; }
.mode-active { background: var(--sztx-primary-soft); color: var(--sztx-primary); font-weight: 600; }
.mode:focus-within { outline: 2px solid var(--sztx-accent); outline-offset: 1px; }
.code-btn { min-width: 118px; }
.agreement { display: flex; gap: 8px; align-items: flex-start; font-size: 13px; color: var(--sztx-text-muted); cursor: pointer; }
.agreement-link { color: var(--sztx-primary); text-decoration: underline; text-underline-offset: 2px; }
.agreement input { margin-top: 4px; width: 16px; height: 16px; accent-color: var(--sztx-primary); }
`;

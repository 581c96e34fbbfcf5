import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/api/errors';
import type { FormStore } from '../../core/form/form';
import { sendResuming } from '../../core/session/actions';
import { toast } from '../../core/toast/toast';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import * as texts from './messages';

/** How one field renders: a textarea with `rows`, or an input of `type`. */
export interface FieldLook {
  maxLength: number;
  rows?: number;
  type?: string;
}

/**
 * A small contact form (the seller contact on a need, the interest form on an investment) over
 * its store (core/needs/contact.ts: values, the first refused field, busy and "done"): the first
 * refused field is focused on submit; toasts. `send` resolves with the message to show; `ready`
 * may refuse the submit (e.g. login needed), and is given the send to run after that login. A
 * send the server refuses for the session (code 401) runs again after the user logs in; what
 * was typed stays in the form meanwhile.
 */
export function useContactForm<V extends Record<string, string>>(opts: {
  idPrefix: string;
  form: FormStore<V, keyof V & string>;
  send: (values: V) => Promise<string>;
  ready?: (sendAfterLogin: () => void) => boolean;
}) {
  useFormStyles();
  const { t } = useText();
  const { form } = opts;
  const { values, errors, busy, done } = useStore(form.$state);
  type K = keyof V & string;

  const send = (sent: V): Promise<void> =>
    sendResuming(
      () => form.sending(() => opts.send(sent)),
      (result) => {
        if (!result.ok) {
          toast.error(t(errorMessage(result.error, texts.submitFailed)));
          return;
        }
        form.sent(result.value);
        toast.success(t(result.value));
      },
    );

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const sendAfterLogin = () => {
      if (!form.check()) void send(form.$state.get().values);
    };
    if (opts.ready && !opts.ready(sendAfterLogin)) return;
    const invalid = form.check();
    if (invalid) {
      formEl.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    await send(values);
  };

  const field = (key: K, label: string, required: boolean, look: FieldLook) => {
    const id = `${opts.idPrefix}-${key}`;
    const message = errors[key];
    const invalid = Boolean(message);
    const props = {
      id,
      name: key,
      className: 'input',
      value: values[key],
      maxLength: look.maxLength,
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'aria-describedby': invalid ? `${id}-err` : undefined,
      onChange: (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        form.set(key, ev.currentTarget.value as V[K]);
      },
    };
    return (
      <div className="field">
        <label htmlFor={id}>
          {required && (
            <span className="nb-req" aria-hidden="true">
              *
            </span>
          )}
          {t(label)}
        </label>
        {look.rows ? (
          <textarea rows={look.rows} {...props} />
        ) : (
          <input type={look.type ?? 'text'} {...props} />
        )}
        {message && (
          <div className="field-error" id={`${id}-err`} role="alert">
            {t(message)}
          </div>
        )}
      </div>
    );
  };

  return { submit, field, busy, done };
}

/** The boxed section around a contact form: heading, the "done" notice, the form and its button. */
export function ContactBox(props: {
  className: string;
  headingId: string;
  heading: string;
  part?: string;
  form: {
    submit: (e: React.FormEvent<HTMLFormElement>) => void;
    busy: boolean;
    done: string | null;
  };
  children: ReactNode;
}) {
  const { t } = useText();
  const { form } = props;
  return (
    <section className={props.className} aria-labelledby={props.headingId} part={props.part}>
      <h2 id={props.headingId}>{t(props.heading)}</h2>
      {form.done && (
        <p className="nb-hint" role="status">
          {t(form.done)}
        </p>
      )}
      <form noValidate onSubmit={form.submit}>
        {props.children}
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {t(form.busy ? ui.submitting : texts.submit)}
        </button>
      </form>
    </section>
  );
}

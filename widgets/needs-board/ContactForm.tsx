import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { sendResuming } from '../../core/session/actions';
import { toast } from '../../core/toast/toast';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import * as texts from './messages';

type FieldError<K> = { field: K; message: string } | null;

/** How one field renders: a textarea with `rows`, or an input of `type`. */
export interface FieldLook {
  maxLength: number;
  rows?: number;
  type?: string;
}

/**
 * A small contact form (the seller contact on a need, the interest form on an investment):
 * values, the first invalid field (focused on submit), busy and "done" states, toasts.
 * `send` resolves with the message to show; `ready` may refuse the submit (e.g. login needed),
 * and is given the send to run after that login. A send the server refuses for the session
 * (code 401) runs again after the user logs in; what was typed stays in the form meanwhile.
 */
export function useContactForm<V extends Record<string, string>>(opts: {
  idPrefix: string;
  empty: V;
  validate: (values: V) => FieldError<keyof V & string>;
  send: (values: V) => Promise<string>;
  ready?: (sendAfterLogin: () => void) => boolean;
}) {
  useFormStyles();
  const { t } = useText();
  const [values, setValues] = useState(opts.empty);
  type K = keyof V & string;
  const [error, setError] = useState<FieldError<K>>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const send = (sent: V): Promise<void> =>
    sendResuming(
      async () => {
        setBusy(true);
        try {
          return await opts.send(sent);
        } finally {
          setBusy(false);
        }
      },
      (result) => {
        if (!result.ok) {
          toast.error(t(errorMessage(result.error, texts.submitFailed)));
          return;
        }
        setDone(result.value);
        toast.success(t(result.value));
        setValues(opts.empty);
      },
    );

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const invalid = opts.validate(values);
    const sent = values;
    const sendAfterLogin = () => {
      if (!invalid) void send(sent);
    };
    if (opts.ready && !opts.ready(sendAfterLogin)) return;
    setError(invalid);
    if (invalid) {
      formEl.querySelector<HTMLElement>(`[name="${invalid.field}"]`)?.focus();
      return;
    }
    await send(sent);
  };

  const field = (key: K, label: string, required: boolean, look: FieldLook) => {
    const id = `${opts.idPrefix}-${key}`;
    const invalid = error?.field === key;
    const props = {
      id,
      name: key,
      className: 'input',
      value: values[key],
      maxLength: look.maxLength,
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'aria-describedby': invalid ? `${id}-err` : undefined,
      onChange: (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = ev.currentTarget.value;
        setValues((prev) => ({ ...prev, [key]: value }));
        if (invalid) setError(null);
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
        {invalid && (
          <div className="field-error" id={`${id}-err`} role="alert">
            {t(error.message)}
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

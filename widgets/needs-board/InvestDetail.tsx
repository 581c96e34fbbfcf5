import { useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { addConsult, getInvestInfo } from '../../core/api/invest';
import { imageUrl } from '../../core/config/config';
import { safeHtml } from '../../core/content/html';
import { formatDay } from '../../core/needs/day';
import { validateConsult } from '../../core/needs/form';
import { toast } from '../../core/toast/toast';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { ErrorState } from '../ui/states';
import { useResource } from '../ui/useResource';
import { useStyles } from '../ui/useStyles';
import { NEEDS_FORM_CSS } from './form-css';
import * as texts from './messages';
import { NEEDS_CSS } from './shared';

const CSS = /* css */ `
.id-title { font-size: 22px; font-weight: 700; margin: 0 0 6px; }
.id-date { color: var(--sztx-text-muted); font-size: 14px; margin-bottom: 16px; }
.id-box { border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 16px; margin-top: 24px; max-width: 560px; }
.id-box h2 { font-size: 17px; margin: 0 0 12px; }
`;

type Key = 'name' | 'phone' | 'remarks';

/** Investment or order information: title, date, rich content, "I am interested" form. */
export default function InvestDetail({ id }: { id: string }) {
  useStyles(NEEDS_CSS, NEEDS_FORM_CSS, CSS);
  const { t } = useText();
  const info = useResource((signal) => getInvestInfo(id, signal), [id]);
  const [form, setForm] = useState({ name: '', phone: '', remarks: '' });
  const [error, setError] = useState<{ field: Key; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (info.status === 'loading' && !info.data) {
    return (
      <div aria-busy="true">
        <div className="skeleton" style={{ height: 28, width: '60%' }} />
        <div className="skeleton" style={{ height: 200, marginTop: 16 }} />
      </div>
    );
  }
  if (info.status === 'error' || !info.data) {
    return <ErrorState message={info.error ?? ui.loadFailedShort} onRetry={info.retry} />;
  }
  const item = info.data;
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const invalid = validateConsult(form);
    setError(invalid);
    if (invalid) {
      formEl.querySelector<HTMLElement>(`[name="${invalid.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const msg = await addConsult(item.id, form);
      setDone(msg || texts.submitted);
      toast.success(t(msg || texts.submitted));
      setForm({ name: '', phone: '', remarks: '' });
    } catch (err) {
      toast.error(t(errorMessage(err, texts.submitFailed)));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: Key, label: string, required: boolean) => {
    const invalid = error?.field === key;
    const common = {
      id: `id-${key}`,
      name: key,
      className: 'input',
      value: form[key],
      maxLength: key === 'remarks' ? 500 : 50,
      'aria-invalid': invalid ? ('true' as const) : undefined,
      'aria-describedby': invalid ? `id-${key}-err` : undefined,
      onChange: (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = ev.currentTarget.value;
        setForm((prev) => ({ ...prev, [key]: value }));
        if (invalid) setError(null);
      },
    };
    return (
      <div className="field">
        <label htmlFor={`id-${key}`}>
          {required && (
            <span className="nb-req" aria-hidden="true">
              *
            </span>
          )}
          {t(label)}
        </label>
        {key === 'remarks' ? (
          <textarea rows={3} {...common} />
        ) : (
          <input type={key === 'phone' ? 'tel' : 'text'} {...common} />
        )}
        {invalid && (
          <div className="field-error" id={`id-${key}-err`} role="alert">
            {t(error.message)}
          </div>
        )}
      </div>
    );
  };
  return (
    <article part="invest-detail">
      <h1 className="id-title">{t(item.title)}</h1>
      {item.publishTime !== null && <div className="id-date">{formatDay(item.publishTime)}</div>}
      <div
        className="nb-rich"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify)
        dangerouslySetInnerHTML={{ __html: safeHtml(item.content, t, imageUrl) }}
      />
      <section className="id-box" aria-labelledby="id-form-h">
        <h2 id="id-form-h">{t(texts.interested)}</h2>
        {done && (
          <p className="nb-hint" role="status">
            {t(done)}
          </p>
        )}
        <form noValidate onSubmit={submit}>
          {field('name', texts.yourName, true)}
          {field('phone', texts.contact, true)}
          {field('remarks', texts.noteOptional, false)}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(busy ? ui.submitting : texts.submit)}
          </button>
        </form>
      </section>
    </article>
  );
}

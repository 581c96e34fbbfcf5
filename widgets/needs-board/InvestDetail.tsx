import { useState } from 'react';
import { orMissing } from '../../core/api/missing';
import { getInvestInfo } from '../../core/api/needs/invest-detail';
import { addConsult } from '../../core/api/needs/writes';
import { safeHtml } from '../../core/content/html';
import { createConsultForm } from '../../core/needs/contact';
import { formatDay } from '../../core/time/time';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { MissingState } from '../ui/missing';
import { useQuery } from '../ui/query';
import { useApi, useImageUrl } from '../ui/scope';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import { ContactBox, useContactForm } from './ContactForm';
import { NEEDS_FORM_CSS } from './form-css';
import * as texts from './messages';
import { NEEDS_CSS, useNeedsNav } from './shared';

const CSS = /* css */ `
.id-title { font-size: 22px; font-weight: 700; margin: 0 0 6px; }
.id-date { color: var(--sztx-text-muted); font-size: 14px; margin-bottom: 16px; }
.id-box { border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 16px; margin-top: 24px; max-width: 560px; }
.id-box h2 { font-size: 17px; margin: 0 0 12px; }
`;

/** Investment or order information: title, date, rich content, "I am interested" form. */
export default function InvestDetail({ id }: { id: string }) {
  const imageUrl = useImageUrl();
  useStyles(NEEDS_CSS, NEEDS_FORM_CSS, CSS);
  const { t } = useText();
  const api = useApi();
  // in the portal, a need that does not exist leads back to the board; the widget has its own
  // 返回列表
  const back = useNeedsNav().back ? undefined : '/Invest';
  const info = useQuery(['invest', 'detail', id], (context) =>
    orMissing(getInvestInfo(context, id)),
  );
  const [store] = useState(createConsultForm);
  const form = useContactForm({
    idPrefix: 'id',
    form: store,
    // The form shows only once the item has loaded; its id is the one the server gave.
    send: async (values) =>
      (await addConsult({ api }, info.data?.id ?? id, values)) || texts.submitted,
  });
  if (info.status === 'loading' && !info.data) {
    return (
      <div aria-busy="true">
        <div className="skeleton" style={{ height: 28, width: '60%' }} />
        <div className="skeleton" style={{ height: 200, marginTop: 16 }} />
      </div>
    );
  }
  if (info.status === 'error') {
    return <ErrorState message={info.error ?? ui.loadFailedShort} onRetry={info.retry} />;
  }
  if (!info.data) return <MissingState back={back} />;
  const item = info.data;
  return (
    <article part="invest-detail">
      <h1 className="id-title">{t(item.title)}</h1>
      {item.publishTime !== null && <div className="id-date">{formatDay(item.publishTime)}</div>}
      <div
        className="nb-rich"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify)
        dangerouslySetInnerHTML={{ __html: safeHtml(item.content, t, imageUrl) }}
      />
      <ContactBox className="id-box" headingId="id-form-h" heading={texts.interested} form={form}>
        {form.field('name', texts.yourName, true, { maxLength: 50 })}
        {form.field('phone', texts.contact, true, { maxLength: 50, type: 'tel' })}
        {form.field('remarks', texts.noteOptional, false, { maxLength: 500, rows: 3 })}
      </ContactBox>
    </article>
  );
}

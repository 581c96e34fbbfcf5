import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { orMissing } from '../../core/api/missing';
import { getDemand } from '../../core/api/needs/quotes';
import type { Demand } from '../../core/api/needs/records';
import { submitDemandContact } from '../../core/api/needs/writes';
import { safeHtml } from '../../core/content/html';
import { createContactForm } from '../../core/needs/contact';
import { isExpired } from '../../core/needs/day';
import { isOwner, paramDisplay } from '../../core/needs/form';
import { $loggedIn, $session } from '../../core/session/session';
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
import { desktopCss } from './layout';
import * as texts from './messages';
import { NeedQuotes } from './Quotes';
import { TYPE_LABEL, useNeedsNav } from './shared';

const CSS = `${
  /* css */ `
.nd { display: grid; gap: 20px; }
.nd-carousel { position: relative; border-radius: var(--sztx-radius); overflow: hidden; background: var(--sztx-surface); border: 1px solid var(--sztx-border); height: 260px; }
/* the spec's fixed height: a picture of any shape shows whole (text in it is never cut) */
.nd-carousel img { width: 100%; height: 100%; object-fit: contain; display: block; }
.nd-nav { position: absolute; top: 50%; transform: translateY(-50%); width: 40px; height: 40px; border-radius: 50%; border: 0;
  background: color-mix(in srgb, var(--sztx-scrim) 45%, transparent); color: var(--sztx-on-primary); font-size: 20px; cursor: pointer; display: grid; place-items: center; }
.nd-nav:hover { background: color-mix(in srgb, var(--sztx-scrim) 65%, transparent); }
.nd-prev { left: 10px; } .nd-next { right: 10px; }
.nd-dots { position: absolute; bottom: 10px; left: 0; right: 0; display: flex; justify-content: center; gap: 6px; }
.nd-dot { width: 24px; height: 24px; border: 0; background: none; padding: 0; cursor: pointer; display: grid; place-items: center; }
.nd-dot::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: color-mix(in srgb, var(--sztx-on-primary) 60%, transparent); box-shadow: 0 0 0 1px color-mix(in srgb, var(--sztx-shadow) 30%, transparent); }
.nd-dot[aria-current="true"]::before { background: var(--sztx-surface); width: 10px; height: 10px; }
.nd-title { font-size: 22px; font-weight: 700; margin: 0 0 8px; line-height: 1.4; }
.nd-meta { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; color: var(--sztx-text-muted); font-size: 14px; margin-bottom: 14px; }
.nd-params { margin: 0; display: grid; grid-template-columns: auto 1fr; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; }
.nd-params dt, .nd-params dd { margin: 0; padding: 9px 12px; border-bottom: 1px solid var(--sztx-border); font-size: 14px; }
.nd-params dt { background: var(--sztx-surface-alt); color: var(--sztx-text-muted); white-space: nowrap; }
.nd-params dd { overflow-wrap: anywhere; }
.nd-params dt:nth-last-of-type(1), .nd-params dd:last-of-type { border-bottom: 0; }
.nd-closed { margin: 0 0 14px; padding: 10px 12px; border-radius: var(--sztx-radius); background: var(--sztx-primary-soft); border: 1px solid color-mix(in srgb, var(--sztx-primary) 25%, var(--sztx-surface)); color: var(--sztx-text); font-size: 14px; }
.nd-box { border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 16px; }
.nd-box h2 { font-size: 17px; margin: 0 0 12px; }
.nd-grid2 { display: grid; gap: 0 14px; }
`
}${desktopCss(/* css */ `
.nd-top { display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: 28px; align-items: start; }
.nd-carousel { height: 482px; }
.nd-grid2 { grid-template-columns: 1fr 1fr; }
`)}`;

function Carousel({ images, title }: { images: string[]; title: string }) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const go = (n: number) => setIndex((n + images.length) % images.length);
  return (
    <section
      className="nd-carousel"
      aria-roledescription="carousel"
      aria-label={t(texts.needImages)}
      part="carousel"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(index - 1);
        if (e.key === 'ArrowRight') go(index + 1);
      }}
    >
      <img src={imageUrl(images[index])} alt={t(texts.imageOf(title, index + 1, images.length))} />
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="nd-nav nd-prev"
            aria-label={t(ui.previousSlide)}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="nd-nav nd-next"
            aria-label={t(ui.nextSlide)}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <div className="nd-dots">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                className="nd-dot"
                aria-label={t(texts.imageNumber(i + 1))}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Quotes({ id }: { id: string }) {
  const { t } = useText();
  return (
    <section className="nd-box" aria-labelledby="nd-quotes-h" part="quotes">
      <h2 id="nd-quotes-h">{t(texts.quotesReceived)}</h2>
      <NeedQuotes id={id} />
    </section>
  );
}

function ContactForm({ need }: { need: Demand }) {
  const nav = useNeedsNav();
  const api = useApi();
  const [store] = useState(createContactForm);
  const form = useContactForm({
    idPrefix: 'nd',
    form: store,
    ready: (sendAfterLogin) => {
      if ($loggedIn.get()) return true;
      nav.loginRequired('contact', sendAfterLogin);
      return false;
    },
    // the session when it is sent (a send after a login runs with the new one)
    send: (c) =>
      submitDemandContact(
        { api },
        { demandId: need.id, ...c, memberId: $session.get().userId ?? '' },
      ),
  });
  return (
    <ContactBox
      className="nd-box"
      headingId="nd-contact-h"
      heading={texts.contactSeller}
      part="contact"
      form={form}
    >
      {form.field('content', texts.yourNeed, true, { maxLength: 1000, rows: 4 })}
      <div className="nd-grid2">
        {form.field('company', texts.companyName, true, { maxLength: 100 })}
        {form.field('name', texts.yourName, true, { maxLength: 100 })}
        {form.field('phone', texts.contact, true, { maxLength: 100, type: 'tel' })}
        {form.field('email', texts.emailOptional, false, { maxLength: 100, type: 'email' })}
      </div>
    </ContactBox>
  );
}

/** Need detail: carousel, title, deadline, params, rich content; contact form or quotes. */
export default function NeedDetail({ id }: { id: string }) {
  const imageUrl = useImageUrl();
  useStyles(NEEDS_FORM_CSS, CSS);
  const { t } = useText();
  const session = useStore($session);
  // in the portal, a need that does not exist leads back to the board; the widget has its own
  // 返回列表
  const back = useNeedsNav().back ? undefined : '/Invest';
  const need = useQuery(['needs', 'detail', id], (context) => orMissing(getDemand(context, id)));
  if (need.status === 'loading' && !need.data) {
    return (
      <div className="nd" aria-busy="true">
        <div className="skeleton" style={{ height: 300 }} />
        <div className="skeleton" style={{ height: 24, width: '60%' }} />
      </div>
    );
  }
  if (need.status === 'error') {
    return <ErrorState message={need.error ?? ui.loadFailedShort} onRetry={need.retry} />;
  }
  if (!need.data) return <MissingState back={back} />;
  const d = need.data;
  const owner = isOwner(d, session.userId);
  const expired = isExpired(d.endTime);
  const html = safeHtml(d.content, t, imageUrl);
  return (
    <article className="nd" part="detail">
      <div className="nd-top">
        <Carousel images={d.images} title={t(d.title)} />
        <div>
          <h1 className="nd-title">{t(d.title)}</h1>
          <div className="nd-meta">
            <span className={`nb-badge nb-badge-${d.type}`} part="badge">
              {t(TYPE_LABEL[d.type])}
            </span>
            {d.endTime !== null && <span>{`${formatDay(d.endTime)} ${t(texts.deadline)}`}</span>}
            {expired && (
              <span className="nb-badge nb-badge-closed" part="badge">
                {t(texts.closed)}
              </span>
            )}
            {d.review !== null && d.review !== 2 && (
              <span className="nb-badge" part="badge">
                {t(texts.inReview)}
              </span>
            )}
          </div>
          {expired && (
            <p className="nd-closed" role="note" part="closed">
              {t(texts.closedNotice)}
            </p>
          )}
          <dl className="nd-params">
            {d.type === 1 && d.address && (
              <>
                <dt>{t(texts.address)}</dt>
                <dd>{t(d.address)}</dd>
              </>
            )}
            {d.params.map((p) => (
              <div key={p.name} style={{ display: 'contents' }}>
                <dt>{t(p.name)}</dt>
                <dd>{p.value ? t(paramDisplay(p.name, p.value)) : '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {html && (
        <section className="nb-rich" aria-label={t(texts.details)}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify) */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
      {owner ? <Quotes id={d.id} /> : expired ? null : <ContactForm need={d} />}
    </article>
  );
}

import { getDemandQuotes, type Quote } from '../../core/api/needs/quotes';
import { formatDay } from '../../core/time/time';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';

const CSS = /* css */ `
.nd-quotes { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.nd-quote { border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 12px; background: var(--sztx-surface-alt); }
.nd-quote-head { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 14px; color: var(--sztx-text-muted); margin-bottom: 6px; }
.nd-quote-head b { color: var(--sztx-text); }
.nd-quote-time { margin-left: auto; }
`;

/** One quote: who sent it, how to reach them, the day it was sent, and what it says. */
function QuoteItem({ quote: q }: { quote: Quote }) {
  const { t } = useText();
  return (
    <li className="nd-quote">
      <div className="nd-quote-head">
        <b>{t(q.name)}</b>
        <span>{t(q.company)}</span>
        <a href={`tel:${q.phone}`}>{q.phone}</a>
        {q.email ? <a href={`mailto:${q.email}`}>{q.email}</a> : null}
        {q.time !== null ? (
          <time className="nd-quote-time" dateTime={new Date(q.time).toISOString()}>
            {t(texts.quotedOn(formatDay(q.time)))}
          </time>
        ) : null}
      </div>
      <div>{t(q.content)}</div>
    </li>
  );
}

/**
 * The quotes a need received, as its owner reads them wherever they are shown (the need's detail,
 * my needs): loading, error with retry, none yet, or the list with each quote's day.
 */
export function NeedQuotes({ id }: { id: string }) {
  useStyles(CSS);
  const { t } = useText();
  const quotes = useQuery(['needs', 'quotes', id], (context) => getDemandQuotes(context, id));
  if (quotes.status === 'loading' && !quotes.data)
    return <div className="skeleton" style={{ height: 60 }} />;
  if (quotes.status === 'error') {
    return <ErrorState message={quotes.error ?? ui.loadFailedShort} onRetry={quotes.retry} />;
  }
  if (!quotes.data?.length) return <p className="nb-hint">{t(texts.noQuotes)}</p>;
  return (
    <ul className="nd-quotes">
      {quotes.data.map((q, i) => (
        <QuoteItem key={q.id ?? i} quote={q} />
      ))}
    </ul>
  );
}

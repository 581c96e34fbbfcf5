import { useStore } from '@nanostores/react';
import { orMissing } from '../../core/api/missing';
import { listNotices } from '../../core/api/personal/reads';
import type { InboxMessage } from '../../core/api/personal/records';
import { safeHtml } from '../../core/content/html';
import type { LoadContext } from '../../core/load/query';
import { openNotice } from '../../core/personal/notices';
import { $session, refreshUnread } from '../../core/session/session';
import { formatDay } from '../../core/time/time';
import { useText } from '../ui/i18n';
import { MissingState } from '../ui/missing';
import { useQuery } from '../ui/query';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { EmptyState, ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { PERSONAL_CSS } from './styles';

function ListSkeleton() {
  return (
    <div className="pl-card" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} style={{ padding: '14px 0' }}>
          <div className="skeleton" style={{ height: 18, width: '60%' }} />
          <div className="skeleton" style={{ height: 14, width: '30%', marginTop: 10 }} />
        </div>
      ))}
    </div>
  );
}

/** My messages: newest first, unread ones marked; a click opens the details. */
export function MessagesSection(props: { onOpen?: (id: string) => void }) {
  const userId = useStore($session).userId;
  // without a user it stays loading
  return userId ? <Messages userId={userId} onOpen={props.onOpen} /> : <ListSkeleton />;
}

/** The whole list (one answer), again when a message is read (`invalidate('inbox')`). */
async function loadMessages(call: LoadContext, userId: string): Promise<InboxMessage[]> {
  const items = await listNotices(call, userId);
  // the header's badge agrees with the list (a message may have arrived since it loaded)
  void refreshUnread();
  return items;
}

function Messages(props: { userId: string; onOpen: ((id: string) => void) | undefined }) {
  const portalHref = usePortalHref();
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  const { data, retry, ...state } = useQuery(
    ['inbox', props.userId],
    (call) => loadMessages(call, props.userId),
    { fallback: texts.messagesFailed },
  );
  const items = data ?? [];
  if (state.status === 'loading') return <ListSkeleton />;
  if (state.status === 'error') {
    return (
      <div className="pl-card">
        <ErrorState message={state.error ?? texts.messagesFailed} onRetry={retry} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="pl-card">
        <EmptyState message={texts.noMessages} />
      </div>
    );
  }
  const unread = items.filter((n) => n.unread).length;
  return (
    <div className="pl-card pc-section">
      <p className="pc-item-meta">{t(texts.messageSummary(items.length, unread))}</p>
      <ul className="pc-list" aria-label={t(texts.messageList)}>
        {items.map((notice) => {
          const { id, unread: fresh } = notice;
          return (
            <li key={id} className={fresh ? 'pc-item pc-unread' : 'pc-item'}>
              <a
                className="pc-item-link"
                href={portalHref(`/my_message_details?id=${encodeURIComponent(id)}`)}
                onClick={(e) => {
                  if (!props.onOpen) return;
                  e.preventDefault();
                  props.onOpen(id);
                }}
              >
                <span className="pc-dot" aria-hidden="true" />
                <span className="pc-item-body">
                  <span className="pc-item-title">{t(notice.title)}</span>
                  {notice.summary ? (
                    <span className="pc-item-desc">{t(notice.summary)}</span>
                  ) : null}
                  <span className="pc-item-meta">
                    <time>{formatDay(notice.time)}</time>
                    <span className="pc-state-tag">{t(fresh ? texts.unread : texts.read)}</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One message; opening it marks it read and refreshes the header's badge. */
export function MessageDetailSection(props: { id: string }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  useStyles(PERSONAL_CSS);
  const { t } = useText();
  const userId = useStore($session).userId;
  // without a user it stays loading
  const {
    data: notice,
    status,
    error,
    retry,
  } = useQuery(
    ['notice', props.id, userId],
    (call) =>
      userId ? orMissing(openNotice(call, props.id, userId)) : new Promise<never>(() => {}),
    { keep: false, fallback: texts.messagesFailed },
  );

  if (error) {
    return (
      <div className="pl-card">
        <ErrorState message={error} onRetry={retry} />
      </div>
    );
  }
  if (status === 'ready' && !notice) {
    return (
      <div className="pl-card">
        <MissingState back="/my_message" />
      </div>
    );
  }
  if (!notice) {
    return (
      <div className="pl-card" aria-busy="true">
        <div className="skeleton" style={{ height: 26, width: '70%' }} />
        <div className="skeleton" style={{ height: 140, marginTop: 16 }} />
      </div>
    );
  }
  const html = safeHtml(notice.content || notice.summary || '', t, imageUrl);
  const link = notice.link;
  return (
    <article className="pl-card pc-detail">
      <h1 className="pc-detail-title">{t(notice.title)}</h1>
      <p className="pc-detail-meta">{formatDay(notice.time)}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify) */}
      <div className="pc-rich" dangerouslySetInnerHTML={{ __html: html }} />
      {link ? (
        <a className="btn btn-primary pc-detail-link" href={portalHref(link)}>
          {t(texts.openMessageLink)}
        </a>
      ) : null}
    </article>
  );
}

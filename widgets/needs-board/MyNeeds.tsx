import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { getDemand } from '../../core/api/needs/quotes';
import { listDemands } from '../../core/api/needs/reads';
import type { Demand } from '../../core/api/needs/records';
import { deleteDemand, editDemand } from '../../core/api/needs/writes';
import type { LoadContext, PageRequest } from '../../core/load/query';
import { isExpired } from '../../core/needs/day';
import { buildPayload, fieldsFromDemand } from '../../core/needs/form';
import type { ShownPlace } from '../../core/router/list-query';
import { $session, isLoginRefusal } from '../../core/session/session';
import { formatDay } from '../../core/time/time';
import { toast } from '../../core/toast/toast';
import { DIALOG_CSS, Dialog } from '../ui/Dialog';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { useApi, useImageUrl, usePortalHref } from '../ui/scope';
import { useShownPagedQuery } from '../ui/shown';
import { EmptyState, ErrorState } from '../ui/states';
import { TABS_CSS } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';
import { NEEDS_FORM_CSS } from './form-css';
import * as texts from './messages';
import { NeedForm, sendNeed } from './NeedForm';
import { NeedQuotes } from './Quotes';
import { ListTail, NEEDS_CSS, TYPE_LABEL, useNeedsNav } from './shared';

const CSS = /* css */ `
.mn-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.mn-item { display: grid; grid-template-columns: 96px minmax(0, 1fr); gap: 12px; padding: 12px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); background: var(--sztx-surface); }
.mn-img { width: 96px; height: 72px; border-radius: calc(var(--sztx-radius) * .75); overflow: hidden; background: var(--sztx-surface-alt); }
.mn-img img { width: 100%; height: 100%; object-fit: cover; display: block; }
.mn-title { font-size: 16px; font-weight: 600; margin: 0 0 4px; overflow-wrap: anywhere; }
.mn-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.mn-actions .btn { min-height: 34px; padding: 0 12px; font-size: 14px; }
.mn-danger:hover:not(:disabled) { border-color: var(--sztx-primary); color: var(--sztx-on-primary) !important; background: var(--sztx-primary); }
.mn-head { display: flex; justify-content: space-between; align-items: center; gap: 12px; margin-bottom: 14px; }
.mn-head h1 { font-size: 20px; margin: 0; }
.dialog .nb-form { max-width: none; }
.mn-quotes { grid-column: 1 / -1; }
.mn-review-note { margin: 0 0 14px; padding: 8px 12px; border-radius: calc(var(--sztx-radius) * .75); background: var(--sztx-warning-soft); border: 1px solid color-mix(in srgb, var(--sztx-warning) 30%, var(--sztx-surface)); color: var(--sztx-text); }
`;

function EditDialog({
  need,
  onClose,
  onSaved,
}: {
  need: Demand;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useText();
  const api = useApi();
  // the list carries no params: read the full need first
  const loaded = useQuery(['needs', 'detail', need.id], (context) => getDemand(context, need.id), {
    fallback: ui.loadFailedShort,
  });
  // the form starts from a fresh answer (not a cached one), and stays once shown
  const shown = useRef<Demand | null>(null);
  if (loaded.status === 'ready') shown.current ??= loaded.data;
  const full = shown.current;
  return (
    <Dialog
      title={t(texts.editNeedOfType(TYPE_LABEL[need.type]))}
      onClose={onClose}
      width={720}
      part="edit-dialog"
    >
      <div style={{ padding: '12px 20px 20px' }}>
        {loaded.status === 'error' ? (
          <ErrorState message={loaded.error} onRetry={loaded.retry} />
        ) : !full ? (
          <div className="skeleton" style={{ height: 200 }} />
        ) : (
          <>
            {full.review === 2 && (
              <p className="nb-hint mn-review-note" role="note">
                {t(texts.editGoesToReview)}
              </p>
            )}
            <NeedForm
              type={full.type}
              initial={fieldsFromDemand(full)}
              submitLabel={ui.saveChanges}
              onCancel={onClose}
              onSubmit={(fields) =>
                // a save the server refuses for the session is sent again after the login
                sendNeed(
                  () =>
                    editDemand(
                      { api },
                      buildPayload(
                        full.type,
                        fields,
                        $session.get().userId ?? full.memberId,
                        full.id,
                      ),
                    ),
                  t,
                  onSaved,
                )
              }
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

function ConfirmDelete({
  need,
  onClose,
  onDeleted,
}: {
  need: Demand;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useText();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={t(texts.deleteNeed)} onClose={onClose} part="confirm-dialog">
      <div style={{ padding: '12px 20px 20px' }}>
        <p>{t(texts.confirmDelete(need.title))}</p>
        <div className="nb-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                toast.success(t(await deleteDemand({ api }, need.id)));
                onDeleted();
              } catch (e) {
                setBusy(false);
                // the session ended (the login dialog says so): the delete is not sent again by
                // itself after the login; the list reloads then, and the owner may delete again
                if (isLoginRefusal(e)) onClose();
                else toast.error(t(errorMessage(e, texts.deleteFailed)));
              }
            }}
          >
            {t(busy ? texts.deleting : texts.confirmDeleteButton)}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t(ui.cancel)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The member's own needs: type, view, edit (dialog by demand_type), delete (confirm). */
/** The member's needs; `heading={false}` when a surrounding layout already titles the page. */
export default function MyNeeds({
  heading = true,
  shown,
}: {
  heading?: boolean;
  /** Where the list keeps how many needs it shows (the portal's route). */
  shown?: ShownPlace;
}) {
  useStyles(NEEDS_CSS, NEEDS_FORM_CSS, TABS_CSS, DIALOG_CSS, CSS);
  const { t } = useText();
  const nav = useNeedsNav();
  const session = useStore($session);
  const userId = session.userId;
  if (!userId) {
    return (
      <div className="state">
        <p>{t(session.status === 'checking' ? texts.checkingLogin : texts.logInFirst)}</p>
        {session.status !== 'checking' && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => nav.loginRequired('my-needs')}
          >
            {t(ui.logIn)}
          </button>
        )}
      </div>
    );
  }
  return <MyNeedsList userId={userId} heading={heading} shown={shown} />;
}

/** Needs per page of the member's list. */
const MINE_PAGE = 10;

/** One page of the member's needs (`demand/list` by member). */
function fetchMine(page: PageRequest, memberId: string, context: LoadContext) {
  return listDemands(context, { ...page, memberId });
}

/** The logged-in member's needs: a write to a need ('needs' invalidated) loads them again. */
function MyNeedsList(props: { userId: string; heading: boolean; shown: ShownPlace | undefined }) {
  const { userId, heading, shown } = props;
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const nav = useNeedsNav();
  const { list: feed, state } = useShownPagedQuery('needs', fetchMine, MINE_PAGE, userId, shown);
  const [editing, setEditing] = useState<Demand | null>(null);
  const [deleting, setDeleting] = useState<Demand | null>(null);
  // the needs whose quotes are open (each loads its quotes when opened)
  const [quotesOf, setQuotesOf] = useState<ReadonlySet<string>>(new Set());
  const toggleQuotes = (id: string) =>
    setQuotesOf((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const first = state.status === 'loading' || state.status === 'idle';
  return (
    <section
      aria-labelledby={heading ? 'mn-h' : undefined}
      aria-label={heading ? undefined : t(ui.myNeeds)}
      aria-busy={first}
      part="my-needs"
    >
      {heading ? (
        <div className="mn-head">
          <h1 id="mn-h">{t(ui.myNeeds)}</h1>
        </div>
      ) : null}
      {first ? (
        <div className="mn-list">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton" style={{ height: 96 }} />
          ))}
        </div>
      ) : state.items.length === 0 && state.status === 'error' ? (
        <ErrorState message={state.error ?? ui.loadFailedShort} onRetry={() => void feed.retry()} />
      ) : state.items.length === 0 ? (
        <EmptyState message={texts.noPublishedNeeds} />
      ) : (
        <>
          <ul className="mn-list">
            {state.items.map((need) => (
              <li key={need.id} className="mn-item" part="my-need">
                <div className="mn-img">
                  {need.images[0] && <img src={imageUrl(need.images[0])} alt="" loading="lazy" />}
                </div>
                <div>
                  <h2 className="mn-title">{t(need.title)}</h2>
                  <div className="nb-card-meta">
                    <span className={`nb-badge nb-badge-${need.type}`} part="badge">
                      {t(TYPE_LABEL[need.type])}
                    </span>
                    {need.review !== 2 && (
                      <span className="nb-badge" part="badge">
                        {t(texts.inReview)}
                      </span>
                    )}
                    {isExpired(need.endTime) && (
                      <span className="nb-badge nb-badge-closed" part="badge">
                        {t(texts.closed)}
                      </span>
                    )}
                    {need.endTime !== null && (
                      <span>{`${formatDay(need.endTime)} ${t(texts.deadline)}`}</span>
                    )}
                  </div>
                  <div className="mn-actions">
                    <a
                      className="btn"
                      href={portalHref(`/need-details/${need.id}`)}
                      onClick={(e) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                        e.preventDefault();
                        nav.openNeed(need.id, t(need.title));
                      }}
                      aria-label={t(texts.viewNamed(need.title))}
                    >
                      {t(texts.view)}
                    </a>
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setEditing(need)}
                      aria-label={t(texts.editNamed(need.title))}
                    >
                      {t(texts.edit)}
                    </button>
                    <button
                      type="button"
                      className="btn mn-danger"
                      onClick={() => setDeleting(need)}
                      aria-label={t(texts.deleteNamed(need.title))}
                    >
                      {t(texts.remove)}
                    </button>
                    <button
                      type="button"
                      className="btn"
                      aria-expanded={quotesOf.has(need.id)}
                      aria-controls={`mn-quotes-${need.id}`}
                      aria-label={t(texts.quotesNamed(need.title))}
                      onClick={() => toggleQuotes(need.id)}
                    >
                      {t(texts.quotesReceived)}
                    </button>
                  </div>
                </div>
                {quotesOf.has(need.id) && (
                  <section
                    className="mn-quotes"
                    id={`mn-quotes-${need.id}`}
                    aria-label={t(texts.quotesNamed(need.title))}
                    part="my-need-quotes"
                  >
                    <NeedQuotes id={need.id} />
                  </section>
                )}
              </li>
            ))}
          </ul>
          <ListTail state={state} feed={feed} errorFallback={ui.loadFailedShort} />
        </>
      )}
      {editing && (
        <EditDialog
          need={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDelete
          need={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

import { getAbout, listAbout } from '../../../core/api/content/reads';
import { orMissing } from '../../../core/api/missing';
import { PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { $route } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { MissingState } from '../../ui/missing';
import { useQuery } from '../../ui/query';
import { usePortalHref } from '../../ui/scope';
import { EmptyState, ErrorState } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS, Rows } from '../parts/common';
import { RichHtml } from '../parts/RichHtml';

/** The about sections, in side-navigation order. */
export const ABOUT_SECTIONS = [
  { type: 'introduce', label: texts.introduction },
  { type: 'regulations', label: texts.charter },
  { type: 'organization', label: texts.organisation },
  { type: 'fraternity', label: texts.fraternities },
  { type: 'secretariat', label: texts.secretariat },
  { type: 'committee', label: texts.committees },
] as const;

/** `/introduce`, `/regulations`, … and `/infoDetails/{id}`: about pages with a side navigation. */
export default function AboutPage({ params }: PageProps) {
  const portalHref = usePortalHref();
  useStyles(CONTENT_CSS, CSS);
  const { t } = useText();
  const path = $route.get().path;
  const type = params.id
    ? null
    : (ABOUT_SECTIONS.find((s) => `/${s.type}` === path)?.type ?? 'introduce');
  const state = useQuery(['content', 'about', type, params.id], async (call) => {
    if (type) return listAbout(call, type);
    const page = await orMissing(getAbout(call, params.id ?? ''));
    return page ? [page] : null;
  });
  const [main, ...more] = state.data ?? [];
  const current = type ?? main?.type ?? null;
  return (
    <div className="wrap page ct-page ab">
      <nav className="ct-card ab-nav" aria-label={t(texts.aboutAssociation)}>
        <h2 className="ab-nav-title">{t(texts.aboutAssociation)}</h2>
        <ul>
          {ABOUT_SECTIONS.map((s) => (
            <li key={s.type}>
              <a
                href={portalHref(`/${s.type}`)}
                aria-current={current === s.type ? 'page' : undefined}
              >
                {t(s.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="ct-card ab-main">
        {state.status === 'error' ? (
          <ErrorState message={state.error ?? ui.loadFailedShort} onRetry={state.retry} />
        ) : state.status === 'ready' && state.data === null ? (
          <MissingState back="/introduce" />
        ) : state.data === null ? (
          <Rows count={6} />
        ) : !main ? (
          <EmptyState />
        ) : (
          <>
            <h1 className="rd-title ab-title">{t(main.title)}</h1>
            <RichHtml html={main.content} />
            {more.length ? (
              <section aria-labelledby="ab-more">
                <h2 id="ab-more" className="ct-title">
                  {t(texts.furtherReading)}
                </h2>
                <ul className="ct-list">
                  {more.map((p) => (
                    <li key={p.id} className="ct-row">
                      <a href={portalHref(`/infoDetails/${p.id}`)}>{t(p.title)}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </article>
    </div>
  );
}

const CSS = /* css */ `
.ab { grid-template-columns: 220px minmax(0, 1fr); align-items: start; padding-top: 20px; padding-bottom: 32px; }
.ab-nav { padding: 12px; }
.ab-nav-title { font-size: 17px; font-weight: 700; padding: 6px 10px 10px; border-bottom: 1px solid var(--sztx-border); margin-bottom: 6px; }
.ab-nav a { display: block; padding: 10px; border-radius: calc(var(--sztx-radius) * .75); }
.ab-nav a:hover { color: var(--sztx-primary); }
.ab-nav a[aria-current="page"] { background: var(--sztx-primary); color: var(--sztx-on-primary); }
.ab-main { padding: 28px 32px; display: grid; gap: 16px; }
.ab-title { font-size: 24px; font-weight: 700; }
@media ${PHONE_MEDIA} {
  .ab { grid-template-columns: 1fr; }
  .ab-nav ul { display: flex; overflow-x: auto; gap: 4px; }
  .ab-nav a { white-space: nowrap; }
  .ab-nav-title { display: none; }
  .ab-main { padding: 16px; }
}
`;

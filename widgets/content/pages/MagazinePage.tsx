import { listMagazines } from '../../../core/api/content/reads';
import type { MagazineIssue } from '../../../core/api/content/records';
import { PC_MEDIA, PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { formatDay } from '../../../core/time/time';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { useImageUrl } from '../../ui/scope';
import { EmptyState, ErrorState } from '../../ui/states';
import * as texts from '../messages';
import { Rows } from '../parts/common';
import { ContentPage } from '../parts/frames';

/** The issue a route names (`/magazine?id=3`, its public page's route), shown above the list. */
function Issue({ issue }: { issue: MagazineIssue }) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  return (
    <section className="mg-issue" aria-labelledby="mg-issue-title">
      <img className="ct-cover" src={imageUrl(issue.image)} alt="" width="240" height="320" />
      <div className="mg-issue-text">
        <h2 id="mg-issue-title">{t(issue.title)}</h2>
        {issue.publishTime ? <time className="ct-meta">{formatDay(issue.publishTime)}</time> : null}
        <a
          className="btn btn-primary"
          href={imageUrl(issue.file)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(texts.readIssue)}
          <span className="sr-only">{t(texts.pdfInNewTab)}</span>
        </a>
      </div>
    </section>
  );
}

/**
 * `/magazine`: the e-magazine covers; opening one opens its file. `?id=` names one issue (the
 * route of its public page): it shows first, with its title, date and file.
 */
export default function MagazinePage({ query }: PageProps) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  const state = useQuery(['content', 'magazines'], listMagazines);
  const chosen = state.data?.find((m) => m.id !== undefined && String(m.id) === query.id);
  return (
    <ContentPage title={texts.magazine} css={[CSS]}>
      {chosen ? <Issue issue={chosen} /> : null}
      {state.status === 'error' ? (
        <ErrorState message={state.error ?? ui.loadFailedShort} onRetry={state.retry} />
      ) : state.data === null ? (
        <Rows count={4} height={60} />
      ) : state.data.length === 0 ? (
        <EmptyState message={texts.noMagazines} />
      ) : (
        <ul className="mg-grid">
          {state.data.map((m) => (
            <li key={m.id ?? m.title}>
              <a
                className="mg-item"
                href={imageUrl(m.file)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <img className="ct-cover" src={imageUrl(m.image)} alt="" loading="lazy" />
                <span className="mg-title">{t(m.title)}</span>
                {m.publishTime ? <time className="ct-meta">{formatDay(m.publishTime)}</time> : null}
                <span className="sr-only">{t(texts.opensInNewTab)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}

const CSS = /* css */ `
.mg-issue { display: grid; grid-template-columns: minmax(0, 240px) minmax(0, 1fr); gap: 24px; align-items: center; margin-bottom: 32px; }
.mg-issue .ct-cover { height: auto; }
.mg-issue-text { display: grid; gap: 12px; justify-items: start; }
.mg-issue h2 { margin: 0; font-size: 22px; }
@media ${PHONE_MEDIA} { .mg-issue { grid-template-columns: minmax(0, 140px) minmax(0, 1fr); gap: 14px; } .mg-issue h2 { font-size: 18px; } }
/* a known number of columns (5; 4 on small laptops and tablets; 2 on phones) so that a last cover
   alone on its row takes the whole row, its title beside it (the rule of the card grids) */
.mg-grid { --mg-cols: 5; --mg-gap: 24px; display: grid; gap: var(--mg-gap); grid-template-columns: repeat(var(--mg-cols), minmax(0, 1fr)); }
.mg-grid > li { min-width: 0; }
.mg-item { display: grid; gap: 8px; column-gap: var(--mg-gap); align-content: start; }
.mg-item img { box-shadow: 0 4px 14px color-mix(in srgb, var(--sztx-shadow) 14%, transparent); transition: transform .15s; }
.mg-item:hover img { transform: translateY(-3px); }
.mg-title { font-weight: 600; }
/* the wide cover (a last one alone on its row): the picture one column wide, the title and the
   date beside it, centred on it; the lone item sets the properties its link's layout reads */
.mg-grid > li { --mg-one: calc((100% - (var(--mg-cols) - 1) * var(--mg-gap)) / var(--mg-cols)); }
.mg-item { grid-template-columns: var(--mg-item-cols, none); grid-template-rows: var(--mg-item-rows, none); text-align: var(--mg-align, center); }
.mg-item > img { grid-row: var(--mg-img-row, auto); }
.mg-item > .mg-title { grid-row: var(--mg-title-row, auto); }
.mg-item > time { grid-row: var(--mg-time-row, auto); justify-self: var(--mg-align, center); }
@media (min-width: 1100px) { .mg-grid > li:last-child:nth-child(5n+1) { grid-column: 1 / -1; --mg-item-cols: var(--mg-one) minmax(0, 1fr); --mg-item-rows: 1fr auto auto 1fr;
  --mg-img-row: 1 / -1; --mg-title-row: 2; --mg-time-row: 3; --mg-align: start; } }
@media ${PC_MEDIA} and (max-width: 1099px) { .mg-grid { --mg-cols: 4; }
  .mg-grid > li:last-child:nth-child(4n+1) { grid-column: 1 / -1; --mg-item-cols: var(--mg-one) minmax(0, 1fr); --mg-item-rows: 1fr auto auto 1fr;
  --mg-img-row: 1 / -1; --mg-title-row: 2; --mg-time-row: 3; --mg-align: start; } }
@media ${PHONE_MEDIA} { .mg-grid { --mg-cols: 2; --mg-gap: 14px; }
  .mg-grid > li:last-child:nth-child(2n+1) { grid-column: 1 / -1; --mg-item-cols: var(--mg-one) minmax(0, 1fr); --mg-item-rows: 1fr auto auto 1fr;
  --mg-img-row: 1 / -1; --mg-title-row: 2; --mg-time-row: 3; --mg-align: start; } }
`;

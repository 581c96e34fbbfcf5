import { listMagazines } from '../../../core/api/content';
import { imageUrl } from '../../../core/config/config';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { EmptyState, ErrorState, formatDate } from '../../ui/states';
import { useResource } from '../../ui/useResource';
import * as texts from '../messages';
import { Rows } from '../parts/common';
import { ContentPage } from '../parts/frames';

/** `/magazine`: the e-magazine covers; opening one opens its file. */
export default function MagazinePage() {
  const { t } = useText();
  const state = useResource((signal) => listMagazines({ signal }), []);
  return (
    <ContentPage title={texts.magazine} css={[CSS]}>
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
                {m.publishTime ? (
                  <time className="ct-meta">{formatDate(m.publishTime)}</time>
                ) : null}
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
/* a known number of columns (5; 4 on small laptops and tablets; 2 on phones) so that a last cover
   alone on its row takes the whole row, its title beside it (the rule of the card grids) */
.mg-grid { --mg-cols: 5; --mg-gap: 24px; display: grid; gap: var(--mg-gap); grid-template-columns: repeat(var(--mg-cols), minmax(0, 1fr)); }
.mg-grid > li { min-width: 0; }
.mg-item { display: grid; gap: 8px; text-align: center; align-content: start; }
.mg-item img { box-shadow: 0 4px 14px rgba(0,0,0,.14); transition: transform .15s; }
.mg-item:hover img { transform: translateY(-3px); }
.mg-title { font-weight: 600; }
/* the wide cover: the picture one column wide (spanning the title's and the date's rows), the
   title and the date beside it */
.mg-grid > li { --mg-one: calc((100% - (var(--mg-cols) - 1) * var(--mg-gap)) / var(--mg-cols)); }
@media (min-width: 1100px) {
  .mg-grid > li:last-child:nth-child(5n+1) { grid-column: 1 / -1; }
  .mg-grid > li:last-child:nth-child(5n+1) > .mg-item > img { grid-row: span 2; }
  .mg-grid > li:last-child:nth-child(5n+1) > .mg-item { grid-template-columns: var(--mg-one) minmax(0, 1fr); column-gap: var(--mg-gap); align-content: center; text-align: start; } }
@media (min-width: 769px) and (max-width: 1099px) { .mg-grid { --mg-cols: 4; }
  .mg-grid > li:last-child:nth-child(4n+1) { grid-column: 1 / -1; }
  .mg-grid > li:last-child:nth-child(4n+1) > .mg-item > img { grid-row: span 2; }
  .mg-grid > li:last-child:nth-child(4n+1) > .mg-item { grid-template-columns: var(--mg-one) minmax(0, 1fr); column-gap: var(--mg-gap); align-content: center; text-align: start; } }
@media (max-width: 768px) { .mg-grid { --mg-cols: 2; --mg-gap: 14px; }
  .mg-grid > li:last-child:nth-child(2n+1) { grid-column: 1 / -1; }
  .mg-grid > li:last-child:nth-child(2n+1) > .mg-item > img { grid-row: span 2; }
  .mg-grid > li:last-child:nth-child(2n+1) > .mg-item { grid-template-columns: var(--mg-one) minmax(0, 1fr); column-gap: var(--mg-gap); align-content: center; text-align: start; } }
`;

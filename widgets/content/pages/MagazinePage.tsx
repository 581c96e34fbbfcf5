import { listMagazines } from '../../../core/api/content';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useImageUrl } from '../../ui/scope';
import { EmptyState, ErrorState, formatDate } from '../../ui/states';
import { useResource } from '../../ui/useResource';
import * as texts from '../messages';
import { Rows } from '../parts/common';
import { ContentPage } from '../parts/frames';

/** `/magazine`: the e-magazine covers; opening one opens its file. */
export default function MagazinePage() {
  const imageUrl = useImageUrl();
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
.mg-grid { display: grid; gap: 24px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.mg-item { display: grid; gap: 8px; text-align: center; }
.mg-item img { box-shadow: 0 4px 14px color-mix(in srgb, var(--sztx-shadow) 14%, transparent); transition: transform .15s; }
.mg-item:hover img { transform: translateY(-3px); }
.mg-title { font-weight: 600; }
@media (max-width: 768px) { .mg-grid { grid-template-columns: 1fr 1fr; gap: 14px; } }
`;

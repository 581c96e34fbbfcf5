import type { ArticleSummary } from '../../../core/api/content/articles';
import type { CourseSummary, FileSummary } from '../../../core/api/content/records';
import type { Page } from '../../../core/api/types';
import { formatDay } from '../../../core/time/time';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import type { QueryView } from '../../ui/query';
import { useImageUrl, usePortalHref } from '../../ui/scope';
import { EmptyState, ErrorState } from '../../ui/states';
import * as texts from '../messages';
import { Pager, priceText, Rows, SERVICE_LABELS } from './common';

/** An article tile: image, optional category tag, title, then date and views unless `meta` is false. */
export function ArticleTile(props: { article: ArticleSummary; tag?: boolean; meta?: boolean }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const a = props.article;
  const img = a.images[0];
  const tag = props.tag ? SERVICE_LABELS[a.type] : undefined;
  return (
    <a className="ct-tile" href={portalHref(`/article/${a.id}`)}>
      {img ? <img src={imageUrl(img)} alt="" loading="lazy" /> : <div className="ct-noimg" />}
      <div className="ct-tile-body">
        {tag ? (
          <span className="ct-tag" style={{ background: tag.color }}>
            {t(tag.label)}
          </span>
        ) : null}
        <span className="ct-tile-title">{t(a.title)}</span>
        {props.meta === false ? null : (
          <span className="ct-meta">
            <time>{formatDay(a.publishTime)}</time>
            <span>
              {t(texts.views)} {a.views}
            </span>
          </span>
        )}
      </div>
    </a>
  );
}

/** A course tile with its price or 免費. */
export function CourseTile(props: { course: CourseSummary }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const c = props.course;
  const price = priceText(c.price);
  return (
    <a className="ct-tile" href={portalHref(`/course/${c.id}`)}>
      <img src={imageUrl(c.image)} alt="" loading="lazy" />
      <div className="ct-tile-body">
        <span className="ct-tile-title">{t(c.name)}</span>
        <span className={price.free ? 'ct-free' : 'ct-price'}>{t(price.text)}</span>
      </div>
    </a>
  );
}

/** A row of a list: a link with its title, then the date. */
function DatedRow(props: { href: string; title: string; time: number | string }) {
  const portalHref = usePortalHref();
  const { t } = useText();
  return (
    <li className="ct-row">
      <a href={portalHref(props.href)}>{t(props.title)}</a>
      <time>{formatDay(props.time)}</time>
    </li>
  );
}

/** A row of a file list (policy document or announcement). */
export const FileRow = ({ file: f }: { file: FileSummary }) => (
  <DatedRow href={`/file/${f.id}`} title={f.name} time={f.publishTime} />
);

/** A row of an article list: title and date. */
export const ArticleRow = ({ article: a }: { article: ArticleSummary }) => (
  <DatedRow href={`/article/${a.id}`} title={a.title} time={a.publishTime} />
);

/** Loading, error, empty or the page's items, then the pager. */
export function PagedList<T>(props: {
  state: Pick<QueryView<Page<T>>, 'status' | 'data' | 'error' | 'retry'>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty?: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const { state } = props;
  if (state.status === 'error') return <ErrorState message={state.error} onRetry={state.retry} />;
  if (state.data === null) return <Rows count={6} height={28} />;
  if (state.data.items.length === 0) return <EmptyState message={props.empty ?? ui.noContent} />;
  return (
    <div aria-busy={state.status === 'loading'}>
      {props.children(state.data.items)}
      <Pager
        page={props.page}
        total={state.data.total}
        pageSize={props.pageSize}
        onPage={props.onPage}
      />
    </div>
  );
}

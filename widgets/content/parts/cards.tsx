import { articleImages } from '../../../core/api/article';
import type { Article, Course, Cunpan } from '../../../core/api/wire/content';
import { imageUrl } from '../../../core/config/config';
import { portalHref } from '../../../core/router/router';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { EmptyState, ErrorState, formatDate } from '../../ui/states';
import type { ResourceView } from '../../ui/useResource';
import * as texts from '../messages';
import { Pager, priceText, Rows, SERVICE_LABELS } from './common';

/** An article tile: image, optional category tag, title, then date and views unless `meta` is false. */
export function ArticleTile(props: { article: Article; tag?: boolean; meta?: boolean }) {
  const { t } = useText();
  const a = props.article;
  const img = articleImages(a)[0];
  const tag = props.tag ? SERVICE_LABELS[a.article_type] : undefined;
  return (
    <a className="ct-tile" href={portalHref(`/article/${a.article_id}`)}>
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
            <time>{formatDate(a.publish_time)}</time>
            <span>
              {t(texts.views)} {a.times ?? 0}
            </span>
          </span>
        )}
      </div>
    </a>
  );
}

/** A course tile with its price or 免費. */
export function CourseTile(props: { course: Course }) {
  const { t } = useText();
  const c = props.course;
  const price = priceText(c.current_price);
  return (
    <a className="ct-tile" href={portalHref(`/course/${c.course_id}`)}>
      <img src={imageUrl(c.main_image)} alt="" loading="lazy" />
      <div className="ct-tile-body">
        <span className="ct-tile-title">{t(c.course_name)}</span>
        <span className={price.free ? 'ct-free' : 'ct-price'}>{t(price.text)}</span>
      </div>
    </a>
  );
}

/** A row of a file list (policy document or announcement). */
export function FileRow(props: { file: Cunpan }) {
  const { t } = useText();
  const f = props.file;
  return (
    <li className="ct-row">
      <a href={portalHref(`/file/${f.cunpan_id}`)}>{t(f.name)}</a>
      <time>{formatDate(f.publish_time)}</time>
    </li>
  );
}

/** A row of an article list: title and date. */
export function ArticleRow(props: { article: Article }) {
  const { t } = useText();
  const a = props.article;
  return (
    <li className="ct-row">
      <a href={portalHref(`/article/${a.article_id}`)}>{t(a.title)}</a>
      <time>{formatDate(a.publish_time)}</time>
    </li>
  );
}

/** Loading, error, empty or the page's items, then the pager. */
export function PagedList<T>(props: {
  state: ResourceView<{ data: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty?: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const { state } = props;
  if (state.status === 'error')
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={state.retry} />;
  if (state.data === null) return <Rows count={6} height={28} />;
  if (state.data.data.length === 0) return <EmptyState message={props.empty ?? ui.noContent} />;
  return (
    <div aria-busy={state.status === 'loading'}>
      {props.children(state.data.data)}
      <Pager
        page={props.page}
        total={state.data.total}
        pageSize={props.pageSize}
        onPage={props.onPage}
      />
    </div>
  );
}

import { getArticle } from '../../../core/api/article';
import type { PageProps } from '../../portal/pages/registry';
import { useText } from '../../ui/i18n';
import { formatDate } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import { CONTENT_CSS, useAsync } from '../parts/common';
import { Reader, ReaderBody, VideoPlayer } from '../parts/reader';

/** `/article/{id}`: title, publish date, views, optional video, HTML body. */
export default function ArticlePage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const state = useAsync((signal) => getArticle(params.id ?? '', { signal }), [params.id]);
  return (
    <Reader state={state}>
      {(a) => (
        <article className="ct-card rd-card">
          <h1 className="rd-title">{t(a.title)}</h1>
          <p className="rd-meta">
            <span>
              {t('發布時間')}：<time>{formatDate(a.publish_time)}</time>
            </span>
            <span>
              {t('瀏覽')}：{a.times ?? 0}
            </span>
          </p>
          {a.video_url ? <VideoPlayer src={a.video_url} title={a.title} /> : null}
          <ReaderBody html={a.content} />
        </article>
      )}
    </Reader>
  );
}

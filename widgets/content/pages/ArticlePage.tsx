import { getArticle } from '../../../core/api/article';
import { visibleBody } from '../../../core/paywall/paywall';
import type { PageProps } from '../../page';
import { ActionBar } from '../../paid/ActionBar';
import { Paywall } from '../../paid/Paywall';
import { useGated } from '../../paid/useGated';
import { useText } from '../../ui/i18n';
import { formatDate } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS } from '../parts/common';
import { MetaItem, Reader, ReaderBody, VideoPlayer } from '../parts/reader';

/** `/article/{id}`: title, publish date, views, optional video, HTML body. */
export default function ArticlePage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const state = useGated((signal) => getArticle(params.id ?? '', { signal }), [params.id]);
  return (
    <Reader state={state}>
      {(a) => (
        <article className="ct-card rd-card">
          <h1 className="rd-title">{t(a.title)}</h1>
          <p className="rd-meta">
            <MetaItem label={texts.publishedAt}>
              <time>{formatDate(a.publish_time)}</time>
            </MetaItem>
            <MetaItem label={texts.views}>{a.times ?? 0}</MetaItem>
          </p>
          {a.video_url ? <VideoPlayer src={a.video_url} title={a.title} /> : null}
          <Paywall
            locked={state.locked}
            item={{
              resourceId: a.article_id,
              orderType: 12,
              price: a.article_price ?? 0,
              title: a.title,
            }}
            check={state.refetch}
          >
            <ReaderBody html={visibleBody(a.content, state.locked, 'article')} />
          </Paywall>
          <ActionBar articleId={a.article_id} title={a.title} likes={a.likes} />
        </article>
      )}
    </Reader>
  );
}

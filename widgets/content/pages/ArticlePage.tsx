import { getArticle } from '../../../core/api/content/readers';
import { formatDay } from '../../../core/time/time';
import type { PageProps } from '../../page';
import { ActionBar } from '../../paid/ActionBar';
import { useGated } from '../../paid/useGated';
import * as texts from '../messages';
import { SERVICE_LABELS } from '../parts/common';
import { MetaItem, PaidBody, paidItem, ReaderPage, VideoPlayer } from '../parts/reader';

/** `/article/{id}`: title, publish date, views, optional video, HTML body. */
export default function ArticlePage({ params }: PageProps) {
  const state = useGated(['content', 'article', params.id], (call) =>
    getArticle(call, params.id ?? ''),
  );
  return (
    <ReaderPage
      state={state}
      title={(a) => a.title}
      // a special-service article belongs to 特色服務, not 資訊動態
      section={(a) => (Object.hasOwn(SERVICE_LABELS, a.type) ? '/policy/2' : null)}
      meta={(a) => (
        <>
          <MetaItem label={texts.publishedAt}>
            <time>{formatDay(a.publishTime)}</time>
          </MetaItem>
          <MetaItem label={texts.views}>{a.views}</MetaItem>
        </>
      )}
      content={(a) => (
        <>
          {a.videoUrl ? <VideoPlayer src={a.videoUrl} title={a.title} /> : null}
          <PaidBody
            state={state}
            item={paidItem(12, a.id, a.price, a.title)}
            html={a.content}
            kind="article"
          />
          <ActionBar articleId={a.id} title={a.title} likes={a.likes} />
        </>
      )}
    />
  );
}

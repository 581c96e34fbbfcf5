import { getCunpan } from '../../../core/api/content/readers';
import { listExplains } from '../../../core/api/content/reads';
import { formatDay } from '../../../core/time/time';
import type { PageProps } from '../../page';
import { useGated } from '../../paid/useGated';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { usePortalHref } from '../../ui/scope';
import * as texts from '../messages';
import { MemberFree, MetaItem, PaidBody, paidItem, ReaderPage } from '../parts/reader';

/** `/file/{id}`: written date (publish date for announcements), body, related interpretations. */
export default function FilePage({ params }: PageProps) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const state = useGated(['content', 'file', params.id], (call) =>
    getCunpan(call, params.id ?? ''),
  );
  const explains = useQuery(['content', 'explains', params.id], (call) =>
    listExplains(call, params.id ?? ''),
  );
  return (
    <ReaderPage
      state={state}
      title={(f) => f.name}
      // an announcement belongs to 協會公告, not 政策文件
      section={(f) => (f.announcement ? '/policy/0' : null)}
      meta={(f) => (
        <>
          <MetaItem label={f.announcement ? texts.publishDate : texts.writtenDate}>
            <time>{formatDay(f.announcement ? f.publishTime : f.writtenTime)}</time>
          </MetaItem>
          {f.typeName ? <MetaItem label={texts.fileType}>{t(f.typeName)}</MetaItem> : null}
          <MemberFree price={f.price} locked={state.locked} />
        </>
      )}
      content={(f) => (
        <PaidBody
          state={state}
          item={paidItem(14, f.id, f.price, f.name)}
          html={f.content}
          kind="file"
        />
      )}
      aside={() => (
        <aside className="ct-card rd-side" aria-labelledby="rd-explain">
          <h2 id="rd-explain">{t(texts.relatedExplanations)}</h2>
          {explains.data?.length ? (
            <ul className="ct-list">
              {explains.data.map((e) => (
                <li key={e.id} className="ct-row">
                  <a href={portalHref(`/article-explain/${e.id}`)}>{t(e.title)}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="ct-meta">
              {t(explains.status === 'loading' ? ui.loading : texts.noExplanations)}
            </p>
          )}
        </aside>
      )}
    />
  );
}

import { getCunpan, listExplains } from '../../../core/api/content';
import { visibleBody } from '../../../core/paywall/paywall';
import { portalHref } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { Paywall } from '../../paid/Paywall';
import { useGated } from '../../paid/useGated';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { formatDate } from '../../ui/states';
import { useResource } from '../../ui/useResource';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS } from '../parts/common';
import { MetaItem, Reader, ReaderBody } from '../parts/reader';

/** `/file/{id}`: written date (publish date for announcements), body, related interpretations. */
export default function FilePage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const state = useGated((signal) => getCunpan(params.id ?? '', { signal }), [params.id]);
  const explains = useResource((signal) => listExplains(params.id ?? '', { signal }), [params.id]);
  return (
    <Reader state={state}>
      {(f) => {
        const announcement = Number(f.type) === 2;
        return (
          <div className="rd-layout">
            <article className="ct-card rd-card">
              <h1 className="rd-title">{t(f.name)}</h1>
              <p className="rd-meta">
                <MetaItem label={announcement ? texts.publishDate : texts.writtenDate}>
                  <time>
                    {formatDate(announcement ? f.publish_time : (f.writed_time ?? f.publish_time))}
                  </time>
                </MetaItem>
                {f.type_name ? <MetaItem label={texts.fileType}>{t(f.type_name)}</MetaItem> : null}
              </p>
              <Paywall
                locked={state.locked}
                item={{
                  resourceId: f.cunpan_id,
                  orderType: 14,
                  price: f.current_price ?? 0,
                  title: f.name,
                }}
                check={state.refetch}
              >
                <ReaderBody html={visibleBody(f.content, state.locked, 'file')} />
              </Paywall>
            </article>
            <aside className="ct-card rd-side" aria-labelledby="rd-explain">
              <h2 id="rd-explain">{t(texts.relatedExplanations)}</h2>
              {explains.data?.length ? (
                <ul className="ct-list">
                  {explains.data.map((e) => (
                    <li key={e.explain_id} className="ct-row">
                      <a href={portalHref(`/article-explain/${e.explain_id}`)}>{t(e.title)}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="ct-meta">
                  {t(explains.status === 'loading' ? ui.loading : texts.noExplanations)}
                </p>
              )}
            </aside>
          </div>
        );
      }}
    </Reader>
  );
}

import { getExplain } from '../../../core/api/content';
import { portalHref } from '../../../core/router/router';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import { formatDate } from '../../ui/states';
import { useResource } from '../../ui/useResource';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS } from '../parts/common';
import { MetaItem, Reader, ReaderBody } from '../parts/reader';

/** `/article-explain/{id}`: an interpretation of a policy file. */
export default function ExplainPage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const state = useResource((signal) => getExplain(params.id ?? '', { signal }), [params.id]);
  return (
    <Reader state={state}>
      {(e) => (
        <article className="ct-card rd-card">
          <h1 className="rd-title">{t(e.title)}</h1>
          <p className="rd-meta">
            {e.publish_time ? (
              <MetaItem label={texts.publishDate}>
                <time>{formatDate(e.publish_time)}</time>
              </MetaItem>
            ) : null}
            {e.cunpan_id ? (
              <a href={portalHref(`/file/${e.cunpan_id}`)}>{t(texts.viewOriginal)} ›</a>
            ) : null}
          </p>
          <ReaderBody html={e.content} />
        </article>
      )}
    </Reader>
  );
}

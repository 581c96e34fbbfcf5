import { getExplain } from '../../../core/api/content/reads';
import { orMissing } from '../../../core/api/missing';
import { formatDay } from '../../../core/time/time';
import type { PageProps } from '../../page';
import { useText } from '../../ui/i18n';
import { useQuery } from '../../ui/query';
import { usePortalHref } from '../../ui/scope';
import * as texts from '../messages';
import { MetaItem, ReaderBody, ReaderPage } from '../parts/reader';

/** `/article-explain/{id}`: an interpretation of a policy file. */
export default function ExplainPage({ params }: PageProps) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const state = useQuery(['content', 'explain', params.id], (call) =>
    orMissing(getExplain(call, params.id ?? '')),
  );
  return (
    <ReaderPage
      state={state}
      title={(e) => e.title}
      meta={(e) => (
        <>
          {e.publishTime ? (
            <MetaItem label={texts.publishDate}>
              <time>{formatDay(e.publishTime)}</time>
            </MetaItem>
          ) : null}
          {e.fileId ? (
            <a href={portalHref(`/file/${e.fileId}`)}>{t(texts.viewOriginal)} ›</a>
          ) : null}
        </>
      )}
      content={(e) => <ReaderBody html={e.content} />}
    />
  );
}

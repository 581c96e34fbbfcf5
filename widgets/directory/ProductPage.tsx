import { getProduct } from '../../core/api/directory';
import { imageUrl } from '../../core/config/config';
import { safeHtml } from '../../core/content/html';
import { portalHref } from '../../core/router/router';
import type { PageProps } from '../page';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { inPageColumn } from '../ui/PageColumn';
import { ErrorState } from '../ui/states';
import { useResource } from '../ui/useResource';
import { useStyles } from '../ui/useStyles';
import { DETAIL_CSS, DetailSkeleton } from './detail';
import * as texts from './messages';

/** `/product_details/{id}`: image, name, the company and the description. */
function ProductPageBody({ params }: PageProps) {
  useStyles(DETAIL_CSS);
  const { t } = useText();
  const id = params.id ?? '';
  const { retry, ...state } = useResource(
    (signal) =>
      /^\d+$/.test(id)
        ? getProduct(id, { signal })
        : Promise.reject(new Error(texts.invalidProductId)),
    [id],
    { keep: false },
  );
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'error' || !state.data)
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={retry} />;
  const p = state.data;
  return (
    <article className="detail">
      <div className="detail-card pd">
        {p.product_image ? (
          <img className="pd-image" src={imageUrl(p.product_image)} alt={t(p.product_name)} />
        ) : (
          <div className="pd-image" aria-hidden="true" />
        )}
        <div className="pd-body">
          <h1>{t(p.product_name)}</h1>
          {p.company_id ? (
            <a className="pd-company" href={portalHref(`/company/${p.company_id}`)}>
              {p.company_logo ? <img src={imageUrl(p.company_logo)} alt="" /> : null}
              <span>{t(p.company_name ?? texts.viewCompany)}</span>
            </a>
          ) : null}
          {p.product_desc ? (
            <div
              className="pd-desc"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify)
              dangerouslySetInnerHTML={{ __html: safeHtml(p.product_desc, t, imageUrl) }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The page inside the portal's content column. */
export default inPageColumn(ProductPageBody);

import { getProduct, type ProductInfo } from '../../core/api/directory/details';
import { safeHtml } from '../../core/content/html';
import { useText } from '../ui/i18n';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { detailPage } from './detail';
import * as texts from './messages';

/** `/product_details/{id}`: image, name, the company and the description. */
function ProductDetails({ data: p }: { data: ProductInfo }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const { company } = p;
  return (
    <article className="detail">
      <div className="detail-card pd">
        {p.image ? (
          <img className="pd-image" src={imageUrl(p.image)} alt={t(p.name)} />
        ) : (
          <div className="pd-image" aria-hidden="true" />
        )}
        <div className="pd-body">
          <h1>{t(p.name)}</h1>
          {company ? (
            <a className="pd-company" href={portalHref(`/company/${company.id}`)}>
              {company.logo ? <img src={imageUrl(company.logo)} alt="" /> : null}
              <span>{t(company.name ?? texts.viewCompany)}</span>
            </a>
          ) : null}
          {p.description ? (
            <div
              className="pd-desc"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeHtml (DOMPurify)
              dangerouslySetInnerHTML={{ __html: safeHtml(p.description, t, imageUrl) }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

export default detailPage('id', getProduct, '/company_member_list/0', ProductDetails);

import { useState } from 'react';
import {
  companyBanners,
  companyTag,
  getCompany,
  listProducts,
  parseTextList,
} from '../../core/api/directory';
import type {
  Company,
  CompanyBusinessItem,
  CompanyChangeRecord,
  CompanyEmployee,
  CompanyPartner,
} from '../../core/api/wire/directory';
import { imageUrl } from '../../core/config/config';
import { portalHref } from '../../core/router/router';
import type { PageProps } from '../page';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { inPageColumn } from '../ui/PageColumn';
import { EmptyState, ErrorState } from '../ui/states';
import { TABS_CSS, Tabs } from '../ui/Tabs';
import { useResource } from '../ui/useResource';
import { useStyles } from '../ui/useStyles';
import { DetailCard } from './DetailCard';
import { DETAIL_CSS, DetailSkeleton } from './detail';
import * as texts from './messages';

/** Items shown in the collapsed business information (spec §9). */
export const BUSINESS_COLLAPSED = 4;

type TabKey = 'products' | 'partners' | 'employees' | 'changes';

function businessItems(c: Company): CompanyBusinessItem[] {
  const fixed: Array<[string, string | undefined]> = [
    [texts.creditCode, c.company_code],
    [texts.legalRepresentative, c.deputy || c.deputies],
    [texts.foundedOn, c.setup_date],
    [texts.registeredCapital, c.total_share_capital],
    [texts.listedOn, c.listing_data],
    [texts.issuePrice, c.issue_price],
  ];
  return [
    ...fixed.filter(([, v]) => !!v).map(([title, contenxt]) => ({ title, contenxt: contenxt! })),
    ...parseTextList<CompanyBusinessItem>(c.tshBusinessCompanyJson).filter((i) => i.title),
  ];
}

function Partners({ list }: { list: CompanyPartner[] }) {
  const { t } = useText();
  if (list.length === 0) return <EmptyState message={texts.noShareholders} />;
  return (
    <div className="co-table-wrap">
      <table className="co-table">
        <thead>
          <tr>
            <th scope="col">{t(texts.shareholder)}</th>
            <th scope="col">{t(texts.shareholderType)}</th>
            <th scope="col">{t(texts.identification)}</th>
            <th scope="col">{t(texts.subscribedCapital)}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
            <tr key={i}>
              <td>{t(p.name ?? '')}</td>
              <td>{t(p.stock_type ?? '')}</td>
              <td>
                {t(p.identify_type ?? '')} {p.identify_no ?? ''}
              </td>
              <td>
                {(Array.isArray(p.capital) ? p.capital : [])
                  .map((c) => [c.amount, c.percent, c.date].filter(Boolean).join(' · '))
                  .join(texts.listSeparator)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Employees({ list }: { list: CompanyEmployee[] }) {
  const { t } = useText();
  if (list.length === 0) return <EmptyState message={texts.noKeyPeople} />;
  return (
    <ul className="co-people">
      {list.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <li key={i} className="co-person">
          <span className="co-person-initial" aria-hidden="true">
            {t(Array.from(e.name ?? '')[0] ?? '')}
          </span>
          <span>
            <strong>{t(e.name ?? '')}</strong>
            <span className="co-muted">{t(e.job_title ?? '')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Changes({ list }: { list: CompanyChangeRecord[] }) {
  const { t } = useText();
  if (list.length === 0) return <EmptyState message={texts.noChanges} />;
  return (
    <ol className="co-changes">
      {list.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <li key={i} className="co-change">
          <div className="co-change-head">
            <strong>{t(r.item ?? '')}</strong>
            <span className="co-muted">{r.date ?? ''}</span>
          </div>
          <dl className="co-change-body">
            <dt>{t(texts.before)}</dt>
            <dd>{t(r.before ?? '')}</dd>
            <dt>{t(texts.after)}</dt>
            <dd>{t(r.after ?? '')}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Products({ companyId }: { companyId: number }) {
  const { t } = useText();
  const { retry, ...state } = useResource(
    (signal) => listProducts(companyId, { signal }),
    [companyId],
    { keep: false },
  );
  if (state.status === 'loading')
    return (
      <ul className="co-products" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="co-product skeleton" style={{ height: 180 }} />
        ))}
      </ul>
    );
  if (state.status === 'error')
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={retry} />;
  const list = state.data ?? [];
  if (list.length === 0) return <EmptyState message={texts.noProducts} />;
  return (
    <ul className="co-products">
      {list.map((p) => (
        <li key={p.product_id} className="co-product">
          <a href={portalHref(`/product_details/${p.product_id}`)}>
            {p.product_image ? (
              <img src={imageUrl(p.product_image)} alt="" loading="lazy" />
            ) : (
              <span className="co-product-empty" aria-hidden="true" />
            )}
            <span className="co-product-name">{t(p.product_name)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** `/company/{id}`: banner, logo tag, info list, expandable business info, tabs. */
function CompanyPageBody({ params }: PageProps) {
  useStyles(TABS_CSS, DETAIL_CSS);
  const { t } = useText();
  const id = params.id ?? '';
  const valid = /^\d+$/.test(id);
  const { retry, ...state } = useResource(
    (signal) =>
      valid ? getCompany(id, { signal }) : Promise.reject(new Error(texts.invalidCompanyId)),
    [id],
    { keep: false },
  );
  const [expanded, setExpanded] = useState(false);
  const [tab, setTab] = useState<TabKey>('products');

  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'error' || !state.data)
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={retry} />;
  const c = state.data;
  const tag = companyTag(c.islisting);
  const banner = companyBanners(c.slideshow_img)[0];
  const business = businessItems(c);
  const partners = parseTextList<CompanyPartner>(c.partners);
  const employees = parseTextList<CompanyEmployee>(c.employees);
  const changes = parseTextList<CompanyChangeRecord>(c.changerecords);
  const info: Array<[string, string | null | undefined]> = [
    [ui.industry, c.industry_name],
    [texts.district, c.area_name],
    [ui.contactTelephone, c.phone],
    [texts.email, c.email],
    [ui.companyAddress, c.address],
    [ui.mainBusiness, c.main_businee],
  ];
  const shown = expanded ? business : business.slice(0, BUSINESS_COLLAPSED);

  return (
    <article className="detail co" aria-labelledby="co-name">
      <div
        className="co-banner"
        style={banner ? { backgroundImage: `url("${imageUrl(banner)}")` } : undefined}
      >
        <div className="co-banner-shade">
          <span className="co-logo-wrap">
            {c.company_logo ? (
              <img className="co-logo" src={imageUrl(c.company_logo)} alt={t(texts.companyLogo)} />
            ) : (
              <span className="co-logo co-logo-empty" aria-hidden="true">
                {Array.from(c.company_name ?? '')[0] ?? ''}
              </span>
            )}
            {tag ? (
              <span
                className={`co-tag co-tag-${tag}`}
                title={t(tag === 'C' ? texts.listed : texts.quoted)}
              >
                {tag}
                <span className="sr-only">{t(tag === 'C' ? texts.listed : texts.quoted)}</span>
              </span>
            ) : null}
          </span>
          <div className="co-title">
            <h1 id="co-name">{t(c.company_name ?? '')}</h1>
            {c.member_name && c.member_id ? (
              <p>
                {t(texts.personInCharge)}
                {ui.colon}
                <a href={portalHref(`/member_details/${c.member_id}`)}>{t(c.member_name)}</a>
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <DetailCard id="co-info" title={texts.companyInfo}>
        <dl className="detail-info">
          {info
            .filter(([, v]) => !!v)
            .map(([label, value]) => (
              <div key={label} className="detail-row">
                <dt>{t(label)}</dt>
                <dd>{t(value!)}</dd>
              </div>
            ))}
        </dl>
      </DetailCard>

      <DetailCard id="co-business" title={texts.businessRegistration}>
        <dl className="detail-info" id="co-business-list">
          {shown.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
            <div key={i} className="detail-row">
              <dt>{t(item.title)}</dt>
              <dd>{t(item.contenxt ?? '')}</dd>
            </div>
          ))}
        </dl>
        {expanded ? (
          <div className="co-more">
            <h3 className="detail-h3">{t(texts.keyPeople)}</h3>
            <Employees list={employees} />
            <h3 className="detail-h3">{t(texts.shareholders)}</h3>
            <Partners list={partners} />
            <h3 className="detail-h3">{t(texts.changes)}</h3>
            <Changes list={changes} />
          </div>
        ) : null}
        {business.length > BUSINESS_COLLAPSED ||
        employees.length ||
        partners.length ||
        changes.length ? (
          <button
            type="button"
            className="btn co-toggle"
            aria-expanded={expanded}
            aria-controls="co-business-list"
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t(texts.collapse) : t(texts.expandAll)}
          </button>
        ) : null}
      </DetailCard>

      <section className="detail-card">
        <Tabs<TabKey>
          label={t(ui.companyDetails)}
          idPrefix="co"
          value={tab}
          onChange={setTab}
          items={[
            { key: 'products', label: t(texts.companyProducts) },
            { key: 'partners', label: t(texts.shareholders) },
            { key: 'employees', label: t(texts.keyPeople) },
            { key: 'changes', label: t(texts.changes) },
          ]}
        />
        <div id="co-panel" role="tabpanel" aria-labelledby={`co-tab-${tab}`} className="co-panel">
          {tab === 'products' ? (
            <Products companyId={Number(c.company_id)} />
          ) : tab === 'partners' ? (
            <Partners list={partners} />
          ) : tab === 'employees' ? (
            <Employees list={employees} />
          ) : (
            <Changes list={changes} />
          )}
        </div>
      </section>
    </article>
  );
}

/** The page inside the portal's content column. */
export default inPageColumn(CompanyPageBody);

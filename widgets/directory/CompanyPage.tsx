import { useState } from 'react';

import {
  type CompanyChange,
  type CompanyProfile,
  getCompany,
  listProducts,
  type Shareholder,
} from '../../core/api/directory/details';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { EmptyState, ErrorState } from '../ui/states';
import { TABS_CSS, Tabs } from '../ui/Tabs';
import { DetailCard, InfoRows } from './DetailCard';
import { detailPage } from './detail';
import * as texts from './messages';

/** Items shown in the collapsed business information (spec §9). */
export const BUSINESS_COLLAPSED = 4;

type TabKey = 'products' | 'partners' | 'employees' | 'changes';

/** Labels of a company's facts, by field of its record. */
const LABELS = {
  industry: ui.industry,
  area: texts.district,
  phone: ui.contactTelephone,
  email: texts.email,
  address: ui.companyAddress,
  business: ui.mainBusiness,
  code: texts.creditCode,
  representative: texts.legalRepresentative,
  founded: texts.foundedOn,
  registeredCapital: texts.registeredCapital,
  listed: texts.listedOn,
  issuePrice: texts.issuePrice,
} as const;
type Fact = keyof typeof LABELS;
const INFO: Fact[] = ['industry', 'area', 'phone', 'email', 'address', 'business'];
const REGISTRATION: Fact[] = [
  'code',
  'representative',
  'founded',
  'registeredCapital',
  'listed',
  'issuePrice',
];

/** [label, value] rows of the facts `keys` the company gives. */
function facts(c: CompanyProfile, keys: Fact[]): Array<[string, string]> {
  return keys.filter((k) => c[k]).map((k) => [LABELS[k], c[k]]);
}

function Partners({ list }: { list: Shareholder[] }) {
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
              <td>{t(p.name)}</td>
              <td>{t(p.type)}</td>
              <td>
                {t(p.idType)} {p.idNumber}
              </td>
              <td>
                {p.capital
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

function Employees({ list }: { list: CompanyProfile['people'] }) {
  const { t } = useText();
  if (list.length === 0) return <EmptyState message={texts.noKeyPeople} />;
  return (
    <ul className="co-people">
      {list.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <li key={i} className="co-person">
          <span className="co-person-initial" aria-hidden="true">
            {t(Array.from(e.name)[0] ?? '')}
          </span>
          <span>
            <strong>{t(e.name)}</strong>
            <span className="co-muted">{t(e.title)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Changes({ list }: { list: CompanyChange[] }) {
  const { t } = useText();
  if (list.length === 0) return <EmptyState message={texts.noChanges} />;
  return (
    <ol className="co-changes">
      {list.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
        <li key={i} className="co-change">
          <div className="co-change-head">
            <strong>{t(r.item)}</strong>
            <span className="co-muted">{r.date}</span>
          </div>
          <dl className="co-change-body">
            <dt>{t(texts.before)}</dt>
            <dd>{t(r.before)}</dd>
            <dt>{t(texts.after)}</dt>
            <dd>{t(r.after)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Products({ companyId }: { companyId: number }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const { retry, ...state } = useQuery(
    ['directory', 'products', companyId],
    (call) => listProducts(call, companyId),
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
  if (state.status === 'error') return <ErrorState message={state.error} onRetry={retry} />;
  const list = state.data ?? [];
  if (list.length === 0) return <EmptyState message={texts.noProducts} />;
  return (
    <ul className="co-products">
      {list.map((p) => (
        <li key={p.id} className="co-product">
          <a href={portalHref(`/product_details/${p.id}`)}>
            {p.image ? (
              <img src={imageUrl(p.image)} alt="" loading="lazy" />
            ) : (
              <span className="co-product-empty" aria-hidden="true" />
            )}
            <span className="co-product-name">{t(p.name)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** `/company/{id}`: banner, logo tag, info list, expandable business info, tabs. */
function CompanyDetails({ data: c }: { data: CompanyProfile }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const [expanded, setExpanded] = useState(false);
  const [tab, setTab] = useState<TabKey>('products');
  const { tag, banner, owner } = c;
  // the registration facts given, then the further entries
  const business = [
    ...facts(c, REGISTRATION),
    ...c.businessInfo.map((i): [string, string] => [i.title, i.content]),
  ];
  const partners = c.shareholders;
  const employees = c.people;
  const changes = c.changes;
  const shown = expanded ? business : business.slice(0, BUSINESS_COLLAPSED);

  return (
    <article className="detail co" aria-labelledby="co-name">
      <div
        className="co-banner"
        style={banner ? { backgroundImage: `url("${imageUrl(banner)}")` } : undefined}
      >
        <div className="co-banner-shade">
          <span className="co-logo-wrap">
            {c.logo ? (
              <img className="co-logo" src={imageUrl(c.logo)} alt={t(texts.companyLogo)} />
            ) : (
              <span className="co-logo co-logo-empty" aria-hidden="true">
                {Array.from(c.name)[0] ?? ''}
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
            <h1 id="co-name">{t(c.name)}</h1>
            {owner ? (
              <p>
                {t(texts.personInCharge)}
                {ui.colon}
                <a href={portalHref(`/member_details/${owner.id}`)}>{t(owner.name)}</a>
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <DetailCard id="co-info" title={texts.companyInfo}>
        <dl className="detail-info">
          <InfoRows rows={facts(c, INFO)} />
        </dl>
      </DetailCard>

      <DetailCard id="co-business" title={texts.businessRegistration}>
        <dl className="detail-info" id="co-business-list">
          <InfoRows rows={shown} />
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
            <Products companyId={Number(c.id)} />
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

export default detailPage('id', getCompany, '/company_member_list/0', CompanyDetails, TABS_CSS);

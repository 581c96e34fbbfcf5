import { getDirectoryMember, memberInitial } from '../../core/api/directory';
import { imageUrl } from '../../core/config/config';
import { portalHref } from '../../core/router/router';
import type { PageProps } from '../page';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { inPageColumn } from '../ui/PageColumn';
import { ErrorState } from '../ui/states';
import { useResource } from '../ui/useResource';
import { useStyles } from '../ui/useStyles';
import { DetailCard } from './DetailCard';
import { DETAIL_CSS, DetailSkeleton } from './detail';
import * as texts from './messages';

/**
 * `/member_details/{member_id}`: avatar, info list, phone verified label, areas, companies.
 * Contact details come only when the member made them public (the server omits them otherwise).
 */
function MemberPageBody({ params }: PageProps) {
  useStyles(DETAIL_CSS);
  const { t } = useText();
  const id = params.member_id ?? '';
  const { retry, ...state } = useResource(
    (signal) =>
      /^\d+$/.test(id)
        ? getDirectoryMember(id, { signal })
        : Promise.reject(new Error(texts.invalidMemberId)),
    [id],
    { keep: false },
  );
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'error' || !state.data)
    return <ErrorState message={state.error ?? ui.loadFailed} onRetry={retry} />;
  const m = state.data;
  const contact: Array<[string, string | undefined]> = [
    [ui.contactTelephone, m.member_phone],
    [texts.email, m.member_email],
    [texts.contactAddress, m.member_address],
    [ui.wechatId, m.wechat_id],
    ['Facebook', m.facebook],
  ];
  const shownContact = contact.filter(([, v]) => !!v);
  const region = [m.province_name, m.city_name, m.area_name].filter(Boolean).join(' ');
  const subAreas = Array.isArray(m.tshMemberSubAssoList) ? m.tshMemberSubAssoList : [];
  const companies = Array.isArray(m.companyList) ? m.companyList : [];
  const verified = Number(m.phone_verified) === 1;
  return (
    <article className="detail" aria-labelledby="md-name">
      <div className="detail-card md-head">
        {m.member_photo ? (
          <img className="md-avatar" src={imageUrl(m.member_photo)} alt="" />
        ) : (
          <span className="md-avatar" aria-hidden="true">
            {t(memberInitial(m.really_name))}
          </span>
        )}
        <div className="md-name">
          <h1 id="md-name">{t(m.really_name ?? '')}</h1>
          {m.position ? <p className="co-muted">{t(m.position)}</p> : null}
          <span className={`md-badge ${verified ? 'md-badge-ok' : 'md-badge-no'}`}>
            {verified ? t(texts.phoneVerified) : t(texts.phoneUnverified)}
          </span>
        </div>
      </div>

      <DetailCard id="md-info" title={texts.basicInfo}>
        <dl className="detail-info">
          {m.position ? (
            <div className="detail-row">
              <dt>{t(texts.position)}</dt>
              <dd>{t(m.position)}</dd>
            </div>
          ) : null}
          {region ? (
            <div className="detail-row">
              <dt>{t(ui.region)}</dt>
              <dd>{t(region)}</dd>
            </div>
          ) : null}
          {shownContact.map(([label, value]) => (
            <div key={label} className="detail-row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {shownContact.length === 0 ? <p className="md-private">{t(texts.contactHidden)}</p> : null}
        {m.person_intro ? <p>{t(m.person_intro)}</p> : null}
      </DetailCard>

      <DetailCard id="md-areas" title={texts.memberAreaOf}>
        {subAreas.length ? (
          <ul className="md-chips">
            {subAreas.map((s) => (
              <li key={s.ass_area_id} className="md-chip">
                {t(s.area)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="co-muted">{t(texts.noArea)}</p>
        )}
      </DetailCard>

      <DetailCard id="md-companies" title={texts.ownedCompanies}>
        {companies.length ? (
          <ul className="md-companies">
            {companies.map((c) => (
              <li key={c.company_id} className="md-company">
                <a href={portalHref(`/company/${c.company_id}`)}>
                  {c.company_logo ? <img src={imageUrl(c.company_logo)} alt="" /> : null}
                  <span>
                    <strong>{t(c.company_name ?? '')}</strong>
                    {c.industry_name ? (
                      <span className="co-muted">{t(c.industry_name)}</span>
                    ) : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="co-muted">{t(texts.noCompanies)}</p>
        )}
      </DetailCard>
    </article>
  );
}

/** The page inside the portal's content column. */
export default inPageColumn(MemberPageBody);

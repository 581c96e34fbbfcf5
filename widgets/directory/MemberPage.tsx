import { getDirectoryMember, type MemberProfile } from '../../core/api/directory/details';
import { memberInitial } from '../../core/api/directory/reads';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { DetailCard, InfoRows } from './DetailCard';
import { detailPage } from './detail';
import * as texts from './messages';

/**
 * `/member_details/{member_id}`: avatar, info list, phone verified label, areas, companies.
 * Contact details come only when the member made them public (the server omits them otherwise).
 */
function MemberDetails({ data: m }: { data: MemberProfile }) {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  // as written, but the address, which reads in the chosen script
  const contact: Array<[string, string] | [string, string, boolean]> = [
    [ui.contactTelephone, m.phone],
    [texts.email, m.email],
    [texts.contactAddress, m.address, false],
    [ui.wechatId, m.wechat],
    ['Facebook', m.facebook],
  ];
  const shownContact = contact.filter(([, v]) => !!v);
  const about: Array<[string, string]> = [
    [texts.position, m.position],
    [ui.region, m.region],
  ];
  const { subAreas, companies } = m;
  const verified = m.phoneVerified;
  return (
    <article className="detail" aria-labelledby="md-name">
      <div className="detail-card md-head">
        {m.photo ? (
          <img className="md-avatar" src={imageUrl(m.photo)} alt="" />
        ) : (
          <span className="md-avatar" aria-hidden="true">
            {t(memberInitial(m.name))}
          </span>
        )}
        <div className="md-name">
          <h1 id="md-name">{t(m.name)}</h1>
          {m.position ? <p className="co-muted">{t(m.position)}</p> : null}
          <span className={`md-badge ${verified ? 'md-badge-ok' : 'md-badge-no'}`}>
            {verified ? t(texts.phoneVerified) : t(texts.phoneUnverified)}
          </span>
        </div>
      </div>

      <DetailCard id="md-info" title={texts.basicInfo}>
        <dl className="detail-info">
          <InfoRows rows={about.filter(([, v]) => !!v)} />
          <InfoRows rows={shownContact} plain />
        </dl>
        {shownContact.length === 0 ? <p className="md-private">{t(texts.contactHidden)}</p> : null}
        {m.intro ? <p>{t(m.intro)}</p> : null}
      </DetailCard>

      <DetailCard id="md-areas" title={texts.memberAreaOf}>
        {subAreas.length ? (
          <ul className="md-chips">
            {subAreas.map((s) => (
              <li key={s.id} className="md-chip">
                {t(s.name)}
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
              <li key={c.id} className="md-company">
                <a href={portalHref(`/company/${c.id}`)}>
                  {c.logo ? <img src={imageUrl(c.logo)} alt="" /> : null}
                  <span>
                    <strong>{t(c.name)}</strong>
                    {c.industry ? <span className="co-muted">{t(c.industry)}</span> : null}
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

export default detailPage('member_id', getDirectoryMember, '/company_member_list/1', MemberDetails);

import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import * as texts from '../messages';

/** Titles of routes whose pages are still being built. */
const TITLES: Record<string, string> = {
  '/information/:active': texts.titleNews,
  '/magazine': texts.titleMagazine,
  '/policy/:active': texts.titlePolicy,
  '/company_member_list/:active': texts.titleCompanyMembers,
  '/company/:id': texts.titleCompany,
  '/product_details/:id': texts.titleProduct,
  '/member_details/:member_id': texts.titleMember,
  '/article/:id': texts.titleArticle,
  '/article-explain/:id': texts.titleExplanation,
  '/file/:id': texts.titleFile,
  '/course/:id': texts.titleCourse,
  '/course_details/:course_id/:kpiont_id': texts.titleLesson,
  '/search': ui.search,
  '/guide': texts.titleGuide,
  '/fee': texts.titleFees,
  '/Invest': texts.titlePurchases,
  '/Order': texts.titleOrders,
  '/investInfo/:id': texts.titleInvestment,
  '/need-details/:id': texts.titleNeed,
  '/apply': ui.applyToJoin,
  '/apply-person': ui.personApplication,
  '/apply-company': ui.companyApplication,
  '/introduce': texts.titleIntroduction,
  '/infoDetails/:id': texts.titleAssociationNews,
  '/regulations': texts.titleCharter,
  '/organization': texts.titleOrganisation,
  '/fraternity': texts.titleFraternities,
  '/secretariat': texts.titleSecretariat,
  '/committee': texts.titleCommittee,
  '/person_center': ui.personalCentre,
  '/my_company': ui.myCompany,
  '/my_message': ui.myMessages,
  '/my_message_details': texts.titleMessage,
  '/my_collection': ui.myFavourites,
  '/my_need': ui.myNeeds,
  '/my_rights': ui.myRights,
  '/my_activity': ui.myActivities,
  '/my_questionnaire': ui.myQuestionnaires,
  '/my_fee': ui.myFees,
  '/privacy': ui.privacyPolicy,
  '/user_agreement': ui.userAgreement,
};

/** A clear "coming soon" page for routes not built yet (never a blank page). */
export function Placeholder(props: { pattern: string | null }) {
  const { t } = useText();
  const known = props.pattern ? TITLES[props.pattern] : undefined;
  return (
    <div className="wrap page">
      <div className="card placeholder" part="placeholder">
        <h1 className="page-title">{t(known ?? texts.notFound)}</h1>
        <p>{t(known ? texts.comingSoon : texts.pageMissing)}</p>
        <a className="btn btn-primary" href="#/">
          {t(texts.backHome)}
        </a>
      </div>
    </div>
  );
}

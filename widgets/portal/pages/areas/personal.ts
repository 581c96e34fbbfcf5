import type { PageMap } from '../registry';

const pages = () => import('../../../personal/pages');

/**
 * Pages of the personal centre. `/my_need` is the needs board's: areas/needs.ts registers it
 * and its page is wrapped in `widgets/personal/PersonalLayout`.
 */
export const PERSONAL_PAGES: PageMap = {
  '/person_center': () => pages().then((m) => ({ default: m.ProfilePage })),
  '/my_company': () => pages().then((m) => ({ default: m.MyCompanyPage })),
  '/my_message': () => pages().then((m) => ({ default: m.MessagesPage })),
  '/my_message_details': () => pages().then((m) => ({ default: m.MessageDetailsPage })),
  '/my_collection': () => pages().then((m) => ({ default: m.FavouritesPage })),
  '/my_rights': () => pages().then((m) => ({ default: m.RightsPage })),
  '/my_activity': () => pages().then((m) => ({ default: m.ActivityPage })),
  '/my_questionnaire': () => pages().then((m) => ({ default: m.QuestionnairePage })),
  '/my_fee': () => pages().then((m) => ({ default: m.MyFeePage })),
  '/privacy': () => pages().then((m) => ({ default: m.PrivacyPage })),
  '/user_agreement': () => pages().then((m) => ({ default: m.AgreementPage })),
};

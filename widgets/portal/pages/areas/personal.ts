import type { PageMap } from '../registry';

/**
 * Pages of the personal centre (one chunk; each loader names it, so the build can preload it
 * per route). `/my_need` is the needs board's: areas/needs.ts registers it and its page is
 * wrapped in `widgets/personal/PersonalLayout`.
 */
export const PERSONAL_PAGES: PageMap = {
  '/person_center': () =>
    import('../../../personal/pages').then((m) => ({ default: m.ProfilePage })),
  '/my_company': () =>
    import('../../../personal/pages').then((m) => ({ default: m.MyCompanyPage })),
  '/my_message': () => import('../../../personal/pages').then((m) => ({ default: m.MessagesPage })),
  '/my_message_details': () =>
    import('../../../personal/pages').then((m) => ({ default: m.MessageDetailsPage })),
  '/my_collection': () =>
    import('../../../personal/pages').then((m) => ({ default: m.FavouritesPage })),
  '/my_rights': () => import('../../../personal/pages').then((m) => ({ default: m.RightsPage })),
  '/my_activity': () =>
    import('../../../personal/pages').then((m) => ({ default: m.ActivityPage })),
  '/my_questionnaire': () =>
    import('../../../personal/pages').then((m) => ({ default: m.QuestionnairePage })),
  '/my_fee': () => import('../../../personal/pages').then((m) => ({ default: m.MyFeePage })),
  '/privacy': () => import('../../../personal/pages').then((m) => ({ default: m.PrivacyPage })),
  '/user_agreement': () =>
    import('../../../personal/pages').then((m) => ({ default: m.AgreementPage })),
};

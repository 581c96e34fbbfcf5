import * as ui from '../ui/messages';
import * as texts from './messages';

/** An entry of the personal area's menu. */
export interface PersonalMenuItem {
  route: string;
  label: string;
  /** Reading it needs a login (privacy and user agreement do not). */
  needsLogin: boolean;
}

/** The personal area's menu, in the spec's order (§2). */
export const PERSONAL_MENU: readonly PersonalMenuItem[] = [
  { route: '/person_center', label: texts.profile, needsLogin: true },
  { route: '/my_company', label: ui.myCompany, needsLogin: true },
  { route: '/my_message', label: ui.myMessages, needsLogin: true },
  { route: '/my_collection', label: ui.myFavourites, needsLogin: true },
  { route: '/my_need', label: ui.myNeeds, needsLogin: true },
  { route: '/my_rights', label: ui.myRights, needsLogin: true },
  { route: '/my_activity', label: ui.myActivities, needsLogin: true },
  { route: '/my_questionnaire', label: ui.myQuestionnaires, needsLogin: true },
  { route: '/my_fee', label: ui.myFees, needsLogin: true },
  { route: '/privacy', label: ui.privacyPolicy, needsLogin: false },
  { route: '/user_agreement', label: ui.userAgreement, needsLogin: false },
];

/** The menu entry of a route (the message details page belongs to my messages). */
export function menuItem(route: string): PersonalMenuItem | undefined {
  const key = route === '/my_message_details' ? '/my_message' : route;
  return PERSONAL_MENU.find((item) => item.route === key);
}

/** An entry of the personal area's menu. */
export interface PersonalMenuItem {
  route: string;
  label: string;
  /** Reading it needs a login (privacy and user agreement do not). */
  needsLogin: boolean;
}

/** The personal area's menu, in the spec's order (§2). */
export const PERSONAL_MENU: readonly PersonalMenuItem[] = [
  { route: '/person_center', label: '個人資料', needsLogin: true },
  { route: '/my_company', label: '我的企業', needsLogin: true },
  { route: '/my_message', label: '我的消息', needsLogin: true },
  { route: '/my_collection', label: '我的收藏', needsLogin: true },
  { route: '/my_need', label: '我的需求', needsLogin: true },
  { route: '/my_rights', label: '我的權益', needsLogin: true },
  { route: '/my_activity', label: '我的活動', needsLogin: true },
  { route: '/my_questionnaire', label: '我的問卷', needsLogin: true },
  { route: '/my_fee', label: '我的繳費', needsLogin: true },
  { route: '/privacy', label: '隱私政策', needsLogin: false },
  { route: '/user_agreement', label: '用戶協議', needsLogin: false },
];

/** The menu entry of a route (the message details page belongs to my messages). */
export function menuItem(route: string): PersonalMenuItem | undefined {
  const key = route === '/my_message_details' ? '/my_message' : route;
  return PERSONAL_MENU.find((item) => item.route === key);
}

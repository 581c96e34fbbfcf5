import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-personal-centre>`: the logged-in user's personal centre. */
export const PERSONAL_CENTRE_CONTRACT: WidgetContract = {
  tag: 'sztx-personal-centre',
  description: '個人中心：個人資料、我的企業、消息、收藏、權益（需登錄）',
  attributes: {
    section: {
      type: 'string',
      description:
        'Initial section: person_center, my_company, my_message, my_collection, my_rights, my_activity, my_questionnaire, my_fee, privacy, user_agreement',
      default: 'person_center',
      values: [
        'person_center',
        'my_company',
        'my_message',
        'my_collection',
        'my_rights',
        'my_activity',
        'my_questionnaire',
        'my_fee',
        'privacy',
        'user_agreement',
      ],
    },
  },
  events: {
    'sztx-section': 'The user switched sections; detail { section }',
    ...COMMON_EVENTS,
  },
  parts: { root: 'The element root' },
};

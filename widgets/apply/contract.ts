import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-apply-form>`: the membership application form (individual or company). */
export const APPLY_FORM_CONTRACT: WidgetContract = {
  tag: 'sztx-apply-form',
  description: '入會申請表（個人或企業）：填寫、上傳、提交，審核通過前可修改',
  attributes: {
    type: {
      type: 'string',
      description: "Which form: 'person' (individual, default) or 'company'",
      default: 'person',
      values: ['person', 'company'],
    },
    'hide-heading': { type: 'boolean', description: 'Hide the heading', default: false },
  },
  events: {
    'sztx-applied':
      "An application was submitted or modified; detail { type, event: 'add' | 'modify' }",
    ...COMMON_EVENTS,
  },
  parts: {
    form: 'The form card',
    submit: 'The footer button (submit, modify or the greyed approved state)',
  },
};

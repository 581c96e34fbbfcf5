// The policy files' and courses' named states for the preview studio and the e2e suite.
import type { WidgetScenarios } from '../../studio/scenario';
import * as common from '../../studio/scenario'; // the states most widgets share
import * as texts from '../messages';

const ITEM = '[part="item"]';

export const POLICY_FILES_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-policy-files',
  scenarios: [
    { name: 'policy', label: texts.scenarioPolicy, shows: ITEM },
    {
      name: 'announcements',
      label: texts.scenarioAnnouncements,
      attrs: { kind: 'announcements' },
      shows: ITEM,
    },
    common.loading('/api/v2/'),
    common.serverError,
    common.simplified(ITEM),
    common.mobile(ITEM),
  ],
};

export const COURSES_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-courses',
  scenarios: [
    { name: 'courses', label: texts.scenarioCourses, shows: ITEM },
    {
      name: 'three',
      label: texts.scenarioThreeCourses,
      attrs: { 'page-size': '3' },
      shows: ITEM,
    },
    common.serverError,
    common.simplified(ITEM),
    common.mobile(ITEM),
  ],
};

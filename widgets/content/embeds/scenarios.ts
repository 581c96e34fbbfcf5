// The policy files' and courses' named states for the preview studio and the e2e suite.
import { SERVER_ERROR, stalled, type WidgetScenarios } from '../../studio/scenario';
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
    {
      name: 'loading',
      label: texts.scenarioLoading,
      faults: [stalled('/api/v2/')],
      shows: '.skeleton',
    },
    {
      name: 'server-error',
      label: texts.scenarioServerError,
      faults: [SERVER_ERROR],
      shows: '[part="error"]',
    },
    { name: 'simplified', label: texts.scenarioSimplified, lang: 's', shows: ITEM },
    { name: 'mobile', label: texts.scenarioMobile, viewport: 375, shows: ITEM },
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
    {
      name: 'server-error',
      label: texts.scenarioServerError,
      faults: [SERVER_ERROR],
      shows: '[part="error"]',
    },
    { name: 'simplified', label: texts.scenarioSimplified, lang: 's', shows: ITEM },
    { name: 'mobile', label: texts.scenarioMobile, viewport: 375, shows: ITEM },
  ],
};

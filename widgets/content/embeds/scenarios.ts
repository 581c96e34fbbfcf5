// The policy files' and courses' named states for the preview studio and the e2e suite.
import * as common from '../../studio/scenario'; // the states most widgets share
import { widgetScenarios, withAttrs } from '../../studio/scenario';
import * as texts from '../messages';

const ITEM = '[part="item"]';

export const POLICY_FILES_SCENARIOS = widgetScenarios('sztx-policy-files', ITEM, [
  { name: 'policy', label: texts.scenarioPolicy, shows: ITEM },
  withAttrs('announcements', texts.scenarioAnnouncements, { kind: 'announcements' }, ITEM),
  common.loading('/api/v2/'),
  common.serverError,
]);

export const COURSES_SCENARIOS = widgetScenarios('sztx-courses', ITEM, [
  { name: 'courses', label: texts.scenarioCourses, shows: ITEM },
  withAttrs('three', texts.scenarioThreeCourses, { 'page-size': '3' }, ITEM),
  common.serverError,
]);

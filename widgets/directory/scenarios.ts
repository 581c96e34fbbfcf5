// The member directory's named states for the preview studio and the e2e suite.
import * as common from '../studio/scenario'; // the states most widgets share
import { widgetScenarios, withAttrs } from '../studio/scenario';
import * as texts from './messages';

const MEMBER = '[part="member"]';

export const DIRECTORY_SCENARIOS = widgetScenarios('sztx-directory', MEMBER, [
  { name: 'members', label: texts.scenarioMembers, shows: MEMBER },
  withAttrs('companies', texts.scenarioCompanies, { tab: '0' }, '[part="company"]'),
  common.loading('/api/v2/'),
  common.serverError,
]);

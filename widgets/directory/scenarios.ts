// The member directory's named states for the preview studio and the e2e suite.
import type { WidgetScenarios } from '../studio/scenario';
import * as common from '../studio/scenario'; // the states most widgets share
import * as texts from './messages';

const MEMBER = '[part="member"]';

export const DIRECTORY_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-directory',
  scenarios: [
    { name: 'members', label: texts.scenarioMembers, shows: MEMBER },
    {
      name: 'companies',
      label: texts.scenarioCompanies,
      attrs: { tab: '0' },
      shows: '[part="company"]',
    },
    common.loading('/api/v2/'),
    common.serverError,
    common.simplified(MEMBER),
    common.mobile(MEMBER),
  ],
};

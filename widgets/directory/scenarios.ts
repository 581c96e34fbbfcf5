// The member directory's named states for the preview studio and the e2e suite.
import { SERVER_ERROR, stalled, type WidgetScenarios } from '../studio/scenario';
import * as texts from './messages';

export const DIRECTORY_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-directory',
  scenarios: [
    { name: 'members', label: texts.scenarioMembers, shows: '[part="member"]' },
    {
      name: 'companies',
      label: texts.scenarioCompanies,
      attrs: { tab: '0' },
      shows: '[part="company"]',
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
    { name: 'simplified', label: texts.scenarioSimplified, lang: 's', shows: '[part="member"]' },
    { name: 'mobile', label: texts.scenarioMobile, viewport: 375, shows: '[part="member"]' },
  ],
};

// The portal's named states for the preview studio and the e2e suite.
import { SERVER_ERROR, type WidgetScenarios } from '../studio/scenario';
import * as texts from './messages';

const HEADER = '[part="header"]';

export const PORTAL_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-portal',
  scenarios: [
    { name: 'home', label: texts.scenarioHome, shows: HEADER },
    { name: 'logged-in', label: texts.scenarioLoggedIn, account: 'association', shows: HEADER },
    { name: 'simplified', label: texts.scenarioSimplified, lang: 's', shows: HEADER },
    { name: 'mobile', label: texts.scenarioMobile, viewport: 375, shows: HEADER },
    {
      name: 'server-error',
      label: texts.scenarioServerError,
      faults: [SERVER_ERROR],
      shows: '[part="error"]',
    },
  ],
};

// The portal's named states for the preview studio and the e2e suite.
import type { WidgetScenarios } from '../studio/scenario';
import * as common from '../studio/scenario'; // the states most widgets share
import * as texts from './messages';

const HEADER = '[part="header"]';

export const PORTAL_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-portal',
  scenarios: [
    { name: 'home', label: texts.scenarioHome, shows: HEADER },
    { name: 'logged-in', label: texts.scenarioLoggedIn, account: 'association', shows: HEADER },
    common.simplified(HEADER),
    common.mobile(HEADER),
    common.serverError,
  ],
};

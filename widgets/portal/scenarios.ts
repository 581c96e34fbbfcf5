// The portal's named states for the preview studio and the e2e suite.
import * as common from '../studio/scenario'; // the states most widgets share
import { widgetScenarios } from '../studio/scenario';
import * as texts from './messages';

const HEADER = '[part="header"]';

export const PORTAL_SCENARIOS = widgetScenarios('sztx-portal', HEADER, [
  { name: 'home', label: texts.scenarioHome, shows: HEADER },
  { name: 'logged-in', label: texts.scenarioLoggedIn, account: 'association', shows: HEADER },
  common.serverError,
]);

// The membership application form's named states for the preview studio and the e2e suite.
import { widgetScenarios } from '../studio/scenario';
import * as texts from './messages';

const FORM = 'form[part="form"]';

export const APPLY_FORM_SCENARIOS = widgetScenarios(
  'sztx-apply-form',
  FORM,
  [
    { name: 'logged-out', label: texts.scenarioLoggedOut, shows: '.apply-login' },
    {
      name: 'person',
      label: texts.scenarioPerson,
      account: 'association',
      attrs: { type: 'person' },
      shows: FORM,
    },
    {
      name: 'company',
      label: texts.scenarioCompany,
      account: 'association',
      attrs: { type: 'company' },
      shows: FORM,
    },
    { name: 'ordinary-member', label: texts.scenarioOrdinary, account: 'ordinary', shows: FORM },
  ],
  { account: 'ordinary' },
);

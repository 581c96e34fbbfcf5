// The personal centre's named states for the preview studio and the e2e suite.
import type { WidgetScenarios } from '../studio/scenario';
import * as texts from './messages';

export const PERSONAL_CENTRE_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-personal-centre',
  scenarios: [
    { name: 'logged-out', label: texts.scenarioLoggedOut, shows: '.pl-login' },
    { name: 'profile', label: texts.scenarioProfile, account: 'association', shows: '.pl-user' },
    {
      name: 'messages',
      label: texts.scenarioMessages,
      account: 'association',
      attrs: { section: 'my_message' },
      shows: '.pc-item',
    },
    {
      name: 'company',
      label: texts.scenarioCompany,
      account: 'association',
      attrs: { section: 'my_company' },
      shows: 'form',
    },
    {
      name: 'rights',
      label: texts.scenarioRights,
      account: 'ordinary',
      attrs: { section: 'my_rights' },
      shows: '.pl-title',
    },
    {
      name: 'mobile',
      label: texts.scenarioMobile,
      account: 'association',
      viewport: 375,
      shows: '.pl-user',
    },
  ],
};

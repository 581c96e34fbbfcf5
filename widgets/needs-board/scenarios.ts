// The needs board's named states for the preview studio and the e2e suite.
import * as common from '../studio/scenario'; // the states most widgets share
import { answers, widgetScenarios, withAttrs } from '../studio/scenario';
import * as texts from './messages';

const CARD = 'a[part="need-card"]';

export const NEEDS_BOARD_SCENARIOS = widgetScenarios('sztx-needs-board', CARD, [
  withAttrs('first-page', texts.scenarioFirstPage, { 'page-size': '5' }, CARD),
  {
    name: 'empty',
    label: texts.scenarioEmpty,
    // demand/list sends its page as JSON text
    faults: [answers('demand/list', JSON.stringify({ data: [], total: 0 }))],
    shows: '[part="empty"]',
  },
  common.loading('demand/list', '.nb-grid[aria-hidden="true"] .skeleton'),
  common.serverError,
  {
    name: 'owner-quotes',
    label: texts.scenarioOwnerQuotes,
    account: 'association',
    steps: [{ click: '.nb-toolbar button' }, { click: 'button[aria-controls^="mn-quotes-"]' }],
    shows: '[part="my-need-quotes"] .nd-quote',
  },
  {
    name: 'publish-errors',
    label: texts.scenarioPublishErrors,
    account: 'association',
    attrs: { 'initial-tab': 'publish' },
    steps: [{ click: 'form[part="form"] button[type="submit"]' }],
    shows: 'form[part="form"] .field-error',
  },
  {
    name: 'need-detail',
    label: texts.scenarioNeedDetail,
    steps: [{ click: CARD }],
    shows: 'article[part="detail"]',
  },
  {
    name: 'login-dialog',
    label: texts.scenarioLoginDialog,
    steps: [{ click: '#nb-tab-publish' }],
    shows: '[role="dialog"]',
  },
]);

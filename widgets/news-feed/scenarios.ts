// The news feed's named states for the preview studio and the e2e suite.
import { MALFORMED, SERVER_ERROR, stalled, type WidgetScenarios } from '../studio/scenario';
import * as texts from './messages';

const ITEM = '[part="item"]';

export const NEWS_FEED_SCENARIOS: WidgetScenarios = {
  tag: 'sztx-news-feed',
  scenarios: [
    {
      name: 'first-page',
      label: texts.scenarioFirstPage,
      attrs: { 'page-size': '3' },
      shows: ITEM,
    },
    { name: 'stories', label: texts.scenarioStories, attrs: { type: 'stories' }, shows: ITEM },
    {
      name: 'no-heading',
      label: texts.scenarioNoHeading,
      attrs: { 'hide-heading': '' },
      shows: ITEM,
    },
    {
      name: 'loading',
      label: texts.scenarioLoading,
      faults: [stalled('article/list')],
      shows: '.skeleton',
    },
    {
      name: 'server-error',
      label: texts.scenarioServerError,
      faults: [SERVER_ERROR],
      shows: '[part="error"]',
    },
    {
      name: 'malformed',
      label: texts.scenarioMalformed,
      faults: [MALFORMED],
      shows: '[part="error"]',
    },
    { name: 'simplified', label: texts.scenarioSimplified, lang: 's', shows: ITEM },
    { name: 'mobile', label: texts.scenarioMobile, viewport: 375, shows: ITEM },
  ],
};

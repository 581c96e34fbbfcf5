// The news feed's named states for the preview studio and the e2e suite.
import type { WidgetScenarios } from '../studio/scenario';
import * as common from '../studio/scenario'; // the states most widgets share
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
    common.loading('article/list'),
    common.serverError,
    common.malformed,
    common.simplified(ITEM),
    common.mobile(ITEM),
  ],
};

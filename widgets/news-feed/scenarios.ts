// The news feed's named states for the preview studio and the e2e suite.
import * as common from '../studio/scenario'; // the states most widgets share
import { widgetScenarios, withAttrs } from '../studio/scenario';
import * as texts from './messages';

const ITEM = '[part="item"]';

export const NEWS_FEED_SCENARIOS = widgetScenarios('sztx-news-feed', ITEM, [
  withAttrs('first-page', texts.scenarioFirstPage, { 'page-size': '3' }, ITEM),
  withAttrs('stories', texts.scenarioStories, { type: 'stories' }, ITEM),
  withAttrs('no-heading', texts.scenarioNoHeading, { 'hide-heading': '' }, ITEM),
  common.loading('article/list'),
  common.serverError,
  common.malformed,
]);

import { defineWidget } from '../define';
import { NEWS_FEED_CONTRACT } from './contract';
import { NEWS_FEED_CSS, NewsFeed } from './NewsFeed';

/** Registers `<sztx-news-feed>`. */
export const NewsFeedElement = defineWidget(NEWS_FEED_CONTRACT, NewsFeed, [NEWS_FEED_CSS]);

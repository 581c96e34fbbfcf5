import { defineWidget } from '../define';
import { NEWS_FEED_CSS } from '../news-feed/NewsFeed';
import { DIALOG_CSS } from '../ui/Dialog';
import { LOGIN_CSS } from '../ui/LoginForms';
import { TABS_CSS } from '../ui/Tabs';
import { PORTAL_CONTRACT } from './contract';
import { loadShownPage, Portal } from './Portal';
import { PORTAL_CSS } from './styles';

/** Registers `<sztx-portal>`. */
export const PortalElement = defineWidget(
  PORTAL_CONTRACT,
  Portal,
  [PORTAL_CSS, NEWS_FEED_CSS, TABS_CSS, LOGIN_CSS, DIALOG_CSS],
  loadShownPage,
);

import type { WidgetContract } from '../define';
import { COMMON_EVENTS } from '../events';

/** `<sztx-portal>`: the whole hash-routed portal. */
export const PORTAL_CONTRACT: WidgetContract = {
  tag: 'sztx-portal',
  description: '完整門戶：頁頭、哈希路由頁面、頁腳',
  attributes: {},
  events: { ...COMMON_EVENTS },
  parts: {
    header: 'The header',
    footer: 'The footer',
    placeholder: 'The page of an unknown route',
  },
};

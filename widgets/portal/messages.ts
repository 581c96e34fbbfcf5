// UI text of the portal frame (header, footer), in Traditional Chinese; `useText().t` converts it.

export const skipToMain = '跳到主要內容';

// footer
export const friendlyLinks = '友情鏈接';
export const contactUs = '聯繫我們';
export const addressLine = (address: string) => `地址：${address}`;
export const phoneLabel = '電話：';
export const emailLabel = '郵箱：';
export const qrCodeAlt = '協會公眾號二維碼';
export const followUs = '關注協會公眾號';
export const businessColumn = '商機合作';
export const needList = '需求列表';

// header
export const newWindow = '（新視窗）';
export const searchPlaceholder = '搜尋資訊、政策';
export const personalCentreOf = (name: string) => `個人中心（${name}）`;
export const account = '帳戶';
export const menu = '選單';
export const associationName = '台商協會';
export const closeMenu = '關閉選單';
export const mainMenu = '主選單';
export const orderInfo = '訂單信息';
export const home = '首頁';
export const notificationsUnread = (unread: number) => `消息通知，${unread} 條未讀`;
export const notifications = '消息通知';
export const switchToSimplified = '切換為簡體中文';
export const switchToTraditional = '切换为繁体中文';
export const simplifiedShort = '简';
export const traditionalShort = '繁';
/** The footer's last line: the copyright, then the author after an ideographic space. */
export const copyrightLine = (copyright: string, author?: string) =>
  `${copyright}${author ? `　${author}` : ''}`;

// not-found page
export const notFound = '找不到頁面';
export const pageMissing = '您訪問的頁面不存在或已移除。';
export const backHome = '返回首頁';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioHome = '首頁';
export const scenarioLoggedIn = '已登錄（協會會員）';

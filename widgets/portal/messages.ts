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

// header
export const newWindow = '（新視窗）';
export const searchPlaceholder = '搜尋資訊、政策';
export const personalCentreOf = (name: string) => `個人中心（${name}）`;
export const account = '帳戶';
export const menu = '選單';
export const associationName = '台商協會';
export const closeMenu = '關閉選單';
export const mainMenu = '主選單';
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

// placeholder and not-found page
export const notFound = '找不到頁面';
export const comingSoon = '此頁面正在建設中，即將上線，敬請期待。';
export const pageMissing = '您訪問的頁面不存在或已移除。';
export const backHome = '返回首頁';
export const titleNews = '資訊動態';
export const titleMagazine = '電子期刊';
export const titlePolicy = '政策與服務';
export const titleCompanyMembers = '企業會員';
export const titleCompany = '企業詳情';
export const titleProduct = '產品詳情';
export const titleMember = '會員詳情';
export const titleArticle = '文章';
export const titleExplanation = '文件解讀';
export const titleFile = '文件';
export const titleCourse = '課程';
export const titleLesson = '課程播放';
export const titleGuide = '辦事指南';
export const titleFees = '繳費標準';
export const titlePurchases = '采購需求';
export const titleOrders = '訂單資訊';
export const titleInvestment = '投資資訊';
export const titleNeed = '需求詳情';
export const titleIntroduction = '協會簡介';
export const titleAssociationNews = '協會資訊';
export const titleCharter = '協會章程';
export const titleOrganisation = '組織架構';
export const titleFraternities = '聯誼會';
export const titleSecretariat = '秘書處';
export const titleCommittee = '委員會';
export const titleMessage = '消息詳情';

// home page
export const heroKicker = '服務台商 · 凝聚台胞';
export const heroTitle = '台商協會門戶網站';
export const heroText = '協會動態、政策文件、課程教室與企業名錄，一站查閱。';

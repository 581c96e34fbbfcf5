// UI text of paid content and payment, in Traditional Chinese; `useText().t` converts it.

// action bar
export const liked = '點讚成功';
export const favourited = '收藏成功';
export const unfavourited = '已取消收藏';
export const actions = '互動';
export const likedLabel = '已點讚';
export const like = '點讚';
export const favouritedLabel = '已收藏';
export const favourite = '收藏';
export const shareTo = '分享到';
export const wechat = '微信';
export const weibo = '微博';
export const shareToWechat = '分享到微信';
export const pageQrCode = '本頁二維碼';
export const wechatScanHint = '打開微信「掃一掃」，分享給好友或朋友圈';

// paywall
export const coursePrice = '課程價格';
export const articlePrice = '單篇價格';
export const filePrice = '文件價格';
export const paidContent = '付費內容';
export const paidPrompt = '以下為付費內容，訂閱後可閱讀全文';
export const orPackage = '，或開通會員權益包暢讀全部付費內容';
export const buyCourse = '購買課程';
export const subscribeNow = '立即訂閱';

// subscribe and payment dialogs
export const course = '課程';
export const article = '文章';
export const file = '文件';
export const singlePurchase = (kind: string) => `單篇購買（${kind}）`;
/** A package choice: its converted name, its duration and the converted unit. */
export const packageChoice = (name: string, duration: number | string, unit: string) =>
  `${name}｜${duration}${unit}`;
export const day = '天';
export const subscribeTitle = '訂閱付費內容';
export const purchaseMethod = '購買方式';
export const readForever = '永久閱讀本內容';
export const watchForever = '永久觀看本課程全部課時';
export const packagesFailed = '權益包載入失敗';
export const pay = '去支付';
export const paid = '支付成功';
export const payFailed = '支付失敗';
export const scanToPay = '掃碼支付';
export const orderFailed = '下單失敗，請重試';
/** U+3000, between the item and its price. */
export const ideographicSpace = '\u3000';
export const paymentQrCode = '支付二維碼';
export const wechatPayHint = '請使用微信掃描二維碼完成支付';
export const timeLeft = '剩餘時間';
export const unlockAfterPay = '支付完成後將自動解鎖全文';
export const openPaymentPage = '在新窗口打開支付頁面';
export const backToChoice = '返回選擇';

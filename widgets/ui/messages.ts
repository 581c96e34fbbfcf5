// UI text of the shared components, and the texts several widget areas use, in Traditional
// Chinese. Components show them through `useText().t`, which converts to Simplified.

// shared by several areas
export const loadFailedShort = '載入失敗';
export const loading = '載入中…';
export const loadMore = '載入更多';
export const noMore = '沒有更多了';
export const noContent = '暫無內容';
export const retry = '重試';
export const recordMissing = '找不到這項內容：它不存在，或已刪除、下架';
export const backToList = '返回列表';
export const backHome = '返回首頁';
export const close = '關閉';
export const cancel = '取消';
export const submitting = '提交中…';
export const saveChanges = '保存修改';
export const required = '（必填）';
export const colon = '：';
export const search = '搜尋';
export const logIn = '登錄';
export const logOut = '退出登錄';
export const logInOrRegister = '登錄 / 註冊';
export const member = '會員';
export const associationMember = '協會會員';
export const memberCompanies = '會員企業';
export const personalCentre = '個人中心';
export const myCompany = '我的企業';
export const myMessages = '我的消息';
export const myFavourites = '我的收藏';
export const myNeeds = '我的需求';
export const myRights = '我的權益';
export const myActivities = '我的活動';
export const myQuestionnaires = '我的問卷';
export const myFees = '我的繳費';
export const privacyPolicy = '隱私政策';
export const userAgreement = '用戶協議';
export const applyToJoin = '申請入會';
export const personApplication = '個人入會申請';
export const companyApplication = '企業入會申請';
export const associationNews = '協會動態';
export const expertTalks = '名家說商';
export const price = '價格';
export const phoneNumber = '手機號';
export const contactPhone = '聯繫電話';
export const contactTelephone = '聯絡電話';
export const wechatId = '微信號';
export const region = '所在地區';
export const industry = '所屬行業';
export const companyDetails = '企業資料';
export const companyAddress = '企業地址';
export const mainBusiness = '主營業務';
export const changeImage = '更換圖片';
export const previousPage = '上一頁';
export const nextPage = '下一頁';
export const pagination = '分頁';
export const ordinal = '第';
export const pageUnit = '頁';
export const total = '共';
export const previousSlide = '上一張';
export const nextSlide = '下一張';

// error boundary of every element
export const renderFailed = '內容暫時無法顯示，請稍後重試';

// login dialog and forms
export const loginTitle = '歡迎來到台商協會';
export const register = '註冊';
export const forgotPassword = '忘記密碼';
export const resetPassword = '重設密碼';
export const loginMethod = '登錄方式';
export const passwordLogin = '密碼登錄';
export const codeLogin = '驗證碼登錄';
export const getCode = '獲取驗證碼';
export const resendIn = (seconds: number) => `${seconds} 秒後重發`;
export const enterPhone = '請輸入手機號';
export const verificationCode = '驗證碼';
export const enterCode = '請輸入驗證碼';
export const password = '密碼';
export const setPassword = '設置密碼';
export const enterPassword = '請輸入密碼';
export const passwordRule = '字母開頭，6~18 位字母、數字或下劃線';
/** The agreement line, in parts: the two documents are links. */
export const agreePrefix = '我已閱讀並同意';
export const agreementDocument = '《用戶協議》';
export const agreeAnd = '和';
export const privacyDocument = '《隱私政策》';
export const opensInNewWindow = '（新視窗）';

// upgrade prompt
export const upgradeTitle = '升級協會會員';
export const upgradeText = '您目前是普通會員，升級協會會員享受更多權益';
export const later = '以後再說';
export const upgradeNow = '立即升級';

// image upload
export const imageUploaded = '圖片已上傳';
export const imageUploadFailed = '圖片上傳失敗，請重試';
export const imageRemoved = '圖片已移除';
export const fileRefused = (name: string, reason: string) => `${name}：${reason}`;
export const listSeparator = '、';
/** Followed by the names of the files left out (joined by listSeparator). */
export const imagesSkipped = (max: number) => `最多上傳 ${max} 張圖片，未加入：`;
export const imageMovedTo = (position: number) => `已移到第 ${position} 張`;
export const imageAlt = (position: number) => `第 ${position} 張圖片`;
export const moveImageEarlier = (position: number) => `第 ${position} 張圖片前移`;
export const moveImageLater = (position: number) => `第 ${position} 張圖片後移`;
export const removeImage = (position: number) => `移除第 ${position} 張圖片`;
export const remove = '移除';
export const removeFile = (name: string) => `移除 ${name}`;
export const uploadProgressOf = (name: string) => `${name} 上傳進度`;
export const chooseImage = '選擇圖片';
export const imageCountHint = (min: number, max: number) =>
  `${min > 0 ? `最少 ${min} 張，` : ''}最多 ${max} 張`;

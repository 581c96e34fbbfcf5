// UI text of the content pages and embeds (news, policy, courses, about, home), in Traditional
// Chinese; `useText().t` converts it.

// home aside, notice bar, banner, map
export const shortcuts = '快捷入口';
export const qrCode = '二維碼';
export const followAccount = '關注公眾號';
export const miniProgram = '協會小程序';
export const telephone = '電話';
export const joinAssociation = '加入協會';
export const backToTop = '回到頂部';
export const purchaseAndInvest = '採購與投資資訊';
export const associationNotices = '協會公告';
export const notice = '公告';
export const carousel = '輪播';
export const focusImages = '焦點圖';
export const slideUnit = '張';
export const pauseCarousel = '暫停輪播';
export const playCarousel = '播放輪播';
export const districtMapHint = '各區會員分佈圖：選擇一個區查看該區企業';
export const districtMap = '各區會員分佈圖';
export const companies = '企業';
/** A district tile's label, from its converted parts. */
export const districtLabel = (
  name: string,
  companiesWord: string,
  companyCount: number,
  membersWord: string,
  memberCount: number,
) => `${name}：${companiesWord} ${companyCount}，${membersWord} ${memberCount}`;

// lists and cards
export const more = '更多';
export const free = '免費';
export const paid = '付費';
export const views = '瀏覽';
export const policyFiles = '政策文件';
export const taiwanCompatriots = '在本市台胞';
export const memberFree = '協會會員權益：免費閱讀';
export const courseRoom = '課程教室';
export const specialServices = '特色服務';

// service types
export const all = '全部';
export const businessManagement = '企業管理';
export const legalServices = '法律服務';
export const healthServices = '健康服務';
export const taxAdvice = '財稅諮詢';
export const brandServices = '品牌服務';
export const epidemicZone = '防疫專區';

// readers
export const videoUnavailable = '該視頻暫時無法播放，請稍後再試';
export const playbackSpeed = '倍速';
export const publishedAt = '發布時間';
export const publishDate = '發布日期';
export const writtenDate = '成文日期';
export const fileType = '文件類型';
export const relatedExplanations = '相關解讀';
export const noExplanations = '暫無解讀';
export const viewOriginal = '查看原文件';
export const lessonList = '課程目錄';
export const openParen = '（';
export const closeParen = '）';
export const lessons = '課時';
export const buyToWatchAll = '購買課程後可觀看全部課時';
export const freeTrial = '免費試看';
export const unlocked = '已解鎖';
export const previousLesson = '上一課時';
export const nextLesson = '下一課時';
export const lessonNavigation = '課時導航';
export const paidLesson = '本課時為付費內容，購買課程後即可觀看';
export const noVideo = '本課時暫無視頻';

// search and policy pages
export const searchKeyword = '搜尋關鍵字';
export const enterKeyword = '輸入關鍵字';
export const searchPrompt = '請輸入關鍵字搜尋資訊、政策';
export const newsResults = '資訊';
export const seeAllPolicyResults = (count: number) => `查看全部 ${count} 份政策文件`;
export const found = '找到';
export const results = '條結果';
export const noMatches = '沒有符合的結果';
export const keyword = '關鍵字';
export const enterKeywordToSearch = '輸入關鍵字搜尋';
export const serviceType = '服務類型';

// magazine, fee, guide, information, about
export const noMagazines = '暫無期刊';
export const opensInNewTab = '（在新分頁開啟）';
export const organisationMember = '單位會員';
export const personMember = '個人會員';
export const perYear = '／年';
export const howToPay = '繳費方式';
export const payByTransfer = '會費以銀行轉帳方式繳納，轉帳時請註明單位或個人名稱及「會費」字樣。';
export const askSecretariat = '如需開立收據或查詢帳戶資訊，請聯絡協會秘書處。';
export const investment = '投資經營';
export const investGuide = '台資企業投資設立指南';
export const taxGuide = '企業稅務辦理指南';
export const employmentGuide = '用工與社保辦理指南';
export const compatriotLife = '台胞生活';
export const lifeGuide = '台胞在本市生活指南';
export const residencePermitGuide = '台胞居住證辦理指南';
export const schoolGuide = '台胞子女就學指南';
export const pdfInNewTab = '（PDF，在新分頁開啟）';
export const newsCategories = '資訊分類';
export const committees = '專業委員會';
export const aboutAssociation = '關於協會';
export const furtherReading = '延伸閱讀';

// home page
export const taxIncentives = '稅收優惠';
export const talent = '人才';
export const financing = '融資';
export const residencePermit = '居住證';
export const employment = '就業創業';
export const transformation = '轉型升級';
export const policyQuery = '政策查詢';
export const searchPolicies = '搜尋政策文件';
export const enterPolicyKeyword = '輸入政策關鍵字';
export const popularTags = '熱門標籤';
export const associationOverview = '協會概況';
export const noNews = '暫無協會動態';
export const ads = '廣告';
export const portalTitle = '台商協會門戶網站';
export const newsTitle = '資訊動態';
export const magazine = '電子期刊';
/** The link to an issue's file on its own page (`/magazine?id=`). */
export const readIssue = '閱讀本期';
export const policyAndServices = '政策與服務';
export const guide = '辦事指南';
export const feeStandard = '繳費標準';
export const introduction = '協會簡介';
export const charter = '協會章程';
export const organisation = '組織架構';
export const fraternities = '聯誼會';
export const secretariat = '秘書處';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioPolicy = '政策文件';
export const scenarioAnnouncements = '公告';
export const scenarioCourses = '課程';
export const scenarioThreeCourses = '三門課程';

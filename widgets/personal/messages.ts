// UI text of the personal centre, in Traditional Chinese; `useText().t` converts it.

// layout and menu
export const centreMenu = '個人中心選單';
export const ordinaryMember = '普通會員';
export const logInToView = '登錄後即可查看個人中心';
export const onlinePayment = '在線繳費';
export const needsInPortal = '我的需求在協會門戶中發布與管理。';
export const underDevelopment = '我們正在加緊建設此功能，上線後將第一時間通知您。';
export const openInNewWindow = '在新視窗中打開';
export const goToPortal = '前往協會門戶';

// profile
export const name = '姓名';
export const email = '郵箱';
export const socialAccount = '社群帳號';
export const province = '省份';
export const city = '城市';
export const district = '區縣';
export const profile = '個人資料';
export const avatar = '頭像';
export const contactPublic = '公開聯繫方式';
export const contactVisible = '其他會員可查看我的手機與郵箱';
export const onlyMe = '僅自己可見';
export const chooseLevel = (level: string) => `請選擇${level}`;
export const address = '詳細地址';
export const signature = '個性簽名';
export const saving = '保存中…';
export const save = '保存';

// company
export const companyName = '企業名稱';
export const companyEmail = '企業郵箱';
export const joinToOpen = '加入協會後即可開通企業，在企業名錄中展示您的企業與產品。';
export const later = '稍後再說';
export const joinNow = '立即加入';
export const membersOnly = '我的企業僅對協會會員開放，請先申請加入協會。';
export const aboutRights = '了解會員權益';
export const noCompanyYet = '您還沒有企業，填寫以下資料即可開通';
export const editCompany = '修改企業資料';
export const companyLogo = '企業 logo';
export const coverImage = '封面圖片';
export const coverHint = '選填；支持 png、jpg、jpeg 格式，小於 6MB';
export const chooseIndustry = '請選擇行業';
export const openCompany = '開通企業';

// image field
export const uploadProgress = '上傳進度';
export const uploadingPercent = (percent: number) => `上傳中 ${percent}%`;
export const uploadImage = '上傳圖片';
export const imageHint = '支持 png、jpg、jpeg 格式，小於 6MB';

// messages
export const messagesFailed = '消息載入失敗';
export const openMessageLink = '前往查看';
export const noMessages = '暫無消息';
export const messageSummary = (total: number, unread: number) =>
  `共 ${total} 條消息，${unread} 條未讀`;
export const messageList = '消息列表';
export const unread = '未讀';
export const read = '已讀';

// favourites
export const noFavourites = '還沒有收藏的文章';
export const favouriteList = '收藏列表';
export const viewCount = (views: number | string) => `瀏覽 ${views}`;

// rights
export const rightFiles = '付費與免費文件';
export const rightFilesText = '查看協會發布的全部政策文件與解讀';
export const rightCourses = '付費與免費課程';
export const rightCoursesText = '觀看課程教室的全部課程';
export const rightCompany = '企業上傳';
export const rightCompanyText = '在企業名錄中展示您的企業與產品';
export const rightEvents = '活動報名';
export const rightEventsText = '報名參加協會舉辦的各類活動';
export const associationPhone = '協會聯繫電話：';
export const yourRights = '您可以享受以下會員權益';
export const joinForRights = '加入協會，享受會員權益';
export const feeStandard = '會費標準';
export const feeText = '元 / 年，機構或個人會員標準相同';
export const stepsTitle = '入會步驟';
export const step1 = '在線提交個人或企業入會申請。';
export const step2 = '協會秘書處審核申請資料。';
export const step3 = '審核通過後，以銀行轉帳方式繳納年度會費 2500 元（轉帳帳戶由秘書處提供）。';
export const step4 = '確認到帳後開通協會會員權益。';
export const applyNow = '立即申請入會';
export const viewFees = '查看繳費標準';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioLoggedOut = '未登錄：請先登錄';
export const scenarioProfile = '個人資料（協會會員）';
export const scenarioMessages = '我的消息';
export const scenarioRights = '我的權益（普通會員）';
export const scenarioCompany = '我的企業';
export const scenarioMobile = '手機 375';

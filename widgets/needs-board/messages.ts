// UI text of the needs board (needs, investments, my needs, the publish form), in Traditional
// Chinese; `useText().t` converts it.

// board
export const businessNeeds = '商機需求';
export const needList = '需求列表';
export const publishPurchase = '+ 發布采購';
export const logInToPublish = '登錄後才能發佈需求';
export const backToList = '← 返回需求列表';
export const purchase = '採購';
export const sellOrTransfer = '出售/轉讓';
export const deadline = '截止';
export const closed = '已截止';
export const closedNotice = '此需求已截止，不再顯示在需求列表，也不再接收報價。';
export const orderInfo = '訂單信息';
export const seeOrders = '查看訂單信息 ›';
export const investInfo = '投資信息';
export const noNeeds = '暫無需求';
export const showMore = '查看更多';
export const noOrders = '暫無訂單信息';

// my needs
export const editNeedOfType = (type: string) => `編輯${type}需求`;
export const editGoesToReview = '保存修改後，需求需要重新審核，審核通過前不會顯示在需求列表。';
export const failedWith = (reason: string) => `失敗：${reason}`;
export const deleteNeed = '刪除需求';
export const confirmDelete = (title: string) => `確定刪除「${title}」嗎？刪除後無法恢復。`;
export const deleteFailed = '刪除失敗，請重試';
export const deleting = '刪除中…';
export const confirmDeleteButton = '確定刪除';
export const checkingLogin = '正在驗證登錄狀態…';
export const logInFirst = '請先登錄';
export const noPublishedNeeds = '還沒有發佈需求';
export const inReview = '審核中';
export const viewNamed = (title: string) => `查看「${title}」`;
export const view = '查看';
export const editNamed = (title: string) => `編輯「${title}」`;
export const edit = '編輯';
export const deleteNamed = (title: string) => `刪除「${title}」`;
export const quotesNamed = (title: string) => `「${title}」收到的報價`;
export const remove = '刪除';

// publish panel
export const needType = '需求類型';
export const purchaseOrder = '采購單';
export const publish = '發佈';

// need detail
export const needImages = '需求圖片';
export const imageOf = (title: string, position: number, count: number) =>
  `${title}（第 ${position}/${count} 張）`;
export const imageNumber = (position: number) => `第 ${position} 張`;
export const quotesReceived = '收到的報價';
export const noQuotes = '暫時還沒有報價';
export const quotedOn = (day: string) => `${day} 報價`;
export const submitFailed = '提交失敗，請重試';
export const contactSeller = '聯繫商家';
export const yourNeed = '您的需求';
export const companyName = '公司名稱';
export const yourName = '您的姓名';
export const contact = '聯繫方式';
export const emailOptional = '郵箱（選填）';
export const submit = '提交';
export const address = '地址';
export const details = '詳情';

// publish form
export const title = '標題';
export const assetName = '資產名稱';
export const titleLength = (max: number, length: number) => `${max} 字以內（${length}/${max}）`;
export const endDate = '截止日期';
export const chooseDate = '請選擇日期（yyyy 年 MM 月 dd 日）';
export const images = '圖片';
export const imagesHint = (min: number, max: number) =>
  `最少 ${min} 張，最多 ${max} 張；jpg、png、jpeg 格式，小於 20MB`;
export const quantity = '採購量';
export const unit = '單位';
export const unitExample = '單位，如：件';
export const purchaseNeed = '採購需求';
export const deliveryNeed = '交貨需求';
export const request = '訴求';
export const negotiable = '價格面議';
export const totalPrice = '總價（元）';
export const unitPrice = '單價（元/平方米）';
export const customPrice = '其他價格';
export const areaSize = '面積（平方米）';
export const propertyType = '類型（如：商鋪、寫字樓）';
export const disputes = '有無商業糾紛';
export const highlights = '亮點';
export const otherOptional = '其他（選填）';
export const samePhoneHint = '建議與帳號手機號一致';
export const uploadingImages = '圖片上傳中…';

// investment detail
export const submitted = '提交成功';
export const interested = '我感興趣';
export const noteOptional = '備註（選填）';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioFirstPage = '第一頁（5 則）';
export const scenarioEmpty = '空看板';
export const scenarioOwnerQuotes = '登錄發佈者：我的需求與報價';
export const scenarioPublishErrors = '發佈表單：空白提交的錯誤';
export const scenarioNeedDetail = '需求詳情';
export const scenarioLoginDialog = '未登錄發佈：登錄對話框';

// UI text of the membership application, in Traditional Chinese; `useText().t` converts it.

export const noticeLabel = '申請須知';
export const trialNotice = '本申請表為試用版本，日後入會方式可能調整，敬請留意協會通知。';
export const feeWaived = '2021 年度會費免收。';
export const downloadTemplate = '下載入會申請書範本';
export const templateEditable = '（可編輯，Word／WPS）';
export const templatePdf = '入會申請書 PDF（手機可直接開啟）';
export const amountInTenThousands = '金額（萬）';
export const amount = '金額';
export const tenThousand = '萬';
export const currency = '幣種';
export const requiredField = '此項為必填';
export const fraternityName = '請填寫加入的聯誼會';
export const fraternityExample = '例如：高新區台商聯誼會';
export const choose = '請選擇';
export const optional = '（選填）';
export const waitForUpload = '圖片上傳中，請稍候再提交';
export const approved = '已審核通過';
export const resubmit = '修改申請';
export const submit = '提交申請';
export const approvedWelcome = '您的申請已審核通過，歡迎加入協會！';
export const submittedEditable = '申請已提交，審核通過前可修改後再次提交。';
export const unsentTitle = '有尚未送出的修改。';
export const unsentDetail = '協會收到的仍是上次提交的申請；送出後才會更新。';
export const discardChanges = '捨棄修改';
export const sendChanges = '送出修改';
export const logInFirst = '請先登錄，再填寫入會申請。';
export const personDescription = '在本市投資或工作的台灣同胞，以個人身份申請加入協會。';
export const companyDescription = '在本市設立的台資企業，以企業名義申請加入協會。';
export const chooseKind = '請選擇申請類型。2021 年度會費免收。';
export const startFilling = '開始填寫 →';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioLoggedOut = '未登錄：請先登錄';
export const scenarioPerson = '個人入會申請';
export const scenarioCompany = '企業入會申請';
export const scenarioOrdinary = '普通會員申請';

// UI text of the company and member directory and its detail pages, in Traditional Chinese;
// `useText().t` converts it.

// directory
export const companyMembers = '企業會員';
export const listed = '上市企業';
export const quoted = '掛牌企業';
export const district = '所在區域';
export const allDistricts = '全部區域';
export const allIndustries = '全部行業';
export const searchCompanyName = '搜尋企業名稱';
export const companiesUnit = '家企業';
export const noMatchingCompanies = '沒有符合條件的企業';
export const memberArea = '會員分區';
export const searchMemberName = '搜尋會員姓名';
export const membersUnit = '位會員';
export const noMatchingMembers = '沒有符合條件的會員';

// member page
export const email = '電子郵箱';
export const contactAddress = '聯絡地址';
export const phoneVerified = '手機已認證';
export const phoneUnverified = '手機未認證';
export const basicInfo = '基本資料';
export const position = '職務';
export const contactHidden = '該會員未公開聯絡方式';
export const memberAreaOf = '所屬分區';
export const noArea = '暫無分區';
export const ownedCompanies = '名下企業';
export const noCompanies = '暫無企業';

// product page
export const viewCompany = '查看企業';

// company page
export const creditCode = '統一社會信用代碼';
export const legalRepresentative = '法定代表人';
export const foundedOn = '成立日期';
export const registeredCapital = '註冊資本';
export const listedOn = '上市日期';
export const issuePrice = '發行價格';
export const noShareholders = '暫無股東信息';
export const shareholder = '股東';
export const shareholderType = '股東類型';
export const identification = '證件';
export const subscribedCapital = '認繳出資';
export const listSeparator = '；';
export const noKeyPeople = '暫無主要人員';
export const noChanges = '暫無變更記錄';
export const before = '變更前';
export const after = '變更後';
export const noProducts = '暫無產品';
export const companyLogo = '企業標誌';
export const personInCharge = '負責人';
export const companyInfo = '企業信息';
export const businessRegistration = '工商信息';
export const keyPeople = '主要人員';
export const shareholders = '股東信息';
export const changes = '變更記錄';
export const collapse = '收起';
export const expandAll = '展開全部';
export const companyProducts = '企業產品';

// studio scenarios (named states shown by the preview studio; not used by the elements)
export const scenarioMembers = '協會會員';
export const scenarioCompanies = '會員企業';

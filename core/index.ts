// Public API of core/: framework-free logic shared by every widget. Named exports only.

export type { InquireData, MemberInfo, Membership } from './api/account/wire';
export { selectApplication } from './api/apply/reads';
export type { ApplyPayload, ApplyRecord } from './api/apply/wire';
export { addApplication, updateApplication } from './api/apply/writes';
export type { ApiClient, Call, ClientOptions, RequestOptions } from './api/client';
export { clientFor, createClient, parseJsonText, path } from './api/client';
export type { ArticleQuery, ArticleSummary } from './api/content/articles';
export { articleImages, listArticles } from './api/content/articles';
export type { ArticleDetail, CourseDetail, FileDetail, Lesson } from './api/content/readers';
export { getArticle, getCourse, getCunpan, getLesson } from './api/content/readers';
export type { CunpanQuery, SiteProfile } from './api/content/reads';
export {
  getAbout,
  getExplain,
  getFavouriteState,
  getLikeState,
  getNavigation,
  getSiteProfile,
  getStatistics,
  listAbout,
  listAds,
  listBanners,
  listCourses,
  listCunpan,
  listDistricts,
  listExplains,
  listMagazines,
  listPolicyTypes,
} from './api/content/reads';
export type {
  AdItem,
  BannerSlide,
  CourseSummary,
  Explain,
  FileSummary,
  MagazineIssue,
  PolicyTypeOption,
} from './api/content/records';
export type {
  AboutPage,
  Ad,
  Article,
  ArticlePage,
  ArticleType,
  AssociationStatistics,
  Banner,
  Course,
  Cunpan,
  CunpanExplain,
  District,
  FooterInfo,
  FooterRow,
  Kpoint,
  Magazine,
  NavigateItem,
  PolicyType,
  ProfileEntry,
} from './api/content/wire';
export { likeArticle, setFavourite } from './api/content/writes';
export {
  type CompanyProfile,
  companyBanners,
  getCompany,
  getDirectoryMember,
  getProduct,
  listProducts,
  type MemberProfile,
  PRODUCT_LIMIT,
  type ProductInfo,
  parseTextList,
} from './api/directory/details';
export {
  COMPANY_PAGE_SIZE,
  listAreas,
  listDirectoryCompanies,
  listDirectoryMembers,
  listIndustries,
  listSubAreas,
  MEMBER_PAGE_SIZE,
  memberInitial,
} from './api/directory/reads';
export { companyTag } from './api/directory/records';
export type {
  AreaItem,
  Company,
  CompanyBusinessItem,
  CompanyChangeRecord,
  CompanyEmployee,
  CompanyListItem,
  CompanyPartner,
  DirectoryMember,
  DirectoryPage,
  Industry,
  MemberDetails,
  Product,
  SubArea,
} from './api/directory/wire';
export {
  ApiError,
  errorMessage,
  isApiError,
  isNetworkError,
  isPaywallLockedError,
  NetworkError,
  PaywallLockedError,
} from './api/errors';
export { getDemandQuotes, type Quote, toQuote } from './api/needs/quotes';
export {
  type DemandQuery,
  getDemand,
  getInvestInfo,
  listDemands,
  listInvestInfo,
} from './api/needs/reads';
export {
  type Demand,
  type DemandParam,
  type InvestInfo,
  type NeedPayload,
  splitImages,
  toDemand,
  toInvestInfo,
  toTimestamp,
} from './api/needs/records';
export type {
  DemandContact,
  DemandPage,
  DemandPayload,
  DemandQuote,
  DemandWire,
  InvestInfoWire,
} from './api/needs/wire';
export {
  addConsult,
  addDemand,
  deleteDemand,
  editDemand,
  type NeedContact,
  submitDemandContact,
  toContactWire,
  type WriteOutcome,
} from './api/needs/writes';
export { listEquityPackages } from './api/payment/reads';
export { type EquityPack, toEquityPack } from './api/payment/records';
export type { EquityPackage, OrderType, PayOrder } from './api/payment/wire';
export { formatPrice, type PayRequest, payByH5 } from './api/payment/writes';
export { getMember, getMemberships, type Member } from './api/personal/member';
export { getUnreadCount } from './api/personal/notice';
export { getMemberCompany, getNotice, listFavourites, listNotices } from './api/personal/reads';
export {
  type CompanyFields,
  type InboxMessage,
  type OwnCompany,
  type ProfileFields,
  toMemberUpdate,
} from './api/personal/records';
export type {
  CompanyForm,
  FavouriteArticle,
  FavouritePage,
  MemberCompany,
  MemberUpdate,
  Notice,
  Region,
} from './api/personal/wire';
export { addCompany, updateCompany, updateMember } from './api/personal/writes';
export type { Envelope, Page } from './api/types';
export { getUploadToken } from './api/upload/qiniu';

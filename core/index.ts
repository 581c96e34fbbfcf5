// Public API of core/: framework-free logic shared by every widget. Named exports only.

export type { InquireData, MemberInfo } from './api/account/wire';
export { selectApplication } from './api/apply/reads';
export type { Application, ApplicationForm } from './api/apply/records';
export { addApplication, updateApplication } from './api/apply/writes';
export type { ApiClient, Call, ClientOptions, RequestOptions } from './api/client';
export { clientFor, createClient, parseJsonText, path } from './api/client';
export type { ArticleQuery, ArticleSummary, ArticleType } from './api/content/articles';
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
export type {
  ApplyPayload,
  ApplyRecord,
  AreaItem,
  Membership,
  OrderType,
  Region,
} from './api/deprecated';
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
export { type Area, companyTag } from './api/directory/records';
export type {
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
export { getInvestInfo } from './api/needs/invest-detail';
export { getDemand, getDemandQuotes, type Quote, toQuote } from './api/needs/quotes';
export { type DemandQuery, listDemands, listInvestInfo } from './api/needs/reads';
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
  toDemandPayload,
  type WriteOutcome,
} from './api/needs/writes';
export { listEquityPackages } from './api/payment/reads';
export { type EquityPack, type OrderKind, toEquityPack } from './api/payment/records';
export type { EquityPackage, PayOrder } from './api/payment/wire';
export { formatPrice, type PayRequest, payByH5 } from './api/payment/writes';
export {
  type AssociationMembership,
  getMember,
  getMemberships,
  type Member,
} from './api/personal/member';
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
} from './api/personal/wire';
export { addCompany, updateCompany, updateMember } from './api/personal/writes';
export type { Envelope, Page } from './api/types';
export { getUploadToken } from './api/upload/qiniu';
export type { ApplyForm, ApplyFormDeps, ApplyFormState, SubmitOutcome } from './apply/form';
export { APPLY_MESSAGES, createApplyForm, draftKey } from './apply/form';
export type { ApplyField, ApplyKind, ApplyValues, Question, QuestionKind } from './apply/questions';
export {
  APPLY_TYPE,
  applyParentAnswer,
  CHILD_ASSOCIATIONS,
  COMPANY_BASE,
  COMPANY_INITIAL,
  CURRENCIES,
  ECON_KINDS,
  INDUSTRIES,
  PARENT_BLOCK,
  PERSON_QUESTIONS,
  questionNumber,
  questionsFor,
  REPRESENTATIVE_BLOCK,
} from './apply/questions';
export type { Capital, ChildChoice, SubmitStatus, ValidationResult } from './apply/rules';
export {
  COMPANY_REQUIRED,
  capitalFromWire,
  capitalToWire,
  deriveSubmitStatus,
  econKindFromWire,
  econKindToWire,
  LEGACY_SOLE_PROPRIETORSHIP,
  PARENT_FIELDS,
  PERSON_REQUIRED,
  pickChild,
  REQUIRED_MESSAGE,
  validateApplication,
} from './apply/rules';
export { initialValues, toPayload, valuesFromRecord } from './apply/values';
export type { SztxConfig } from './config/config';
export {
  ASSOCIATION_ID,
  CITY_AREA_ID,
  configure,
  imageUrl,
  resetConfig,
  resolveConfig,
} from './config/config';
export type { BannerTarget } from './content/banner';
export { bannerTarget } from './content/banner';
export type { DistrictTile } from './content/districts';
export { districtTiles, hexPoints } from './content/districts';
export { safeHtml } from './content/html';
export type { SiteState } from './content/site';
export { loadSite, siteOf } from './content/site';
export type { Countdown, CountdownOptions, CountdownTimers } from './countdown/countdown';
export { createCountdown, RESEND_SECONDS } from './countdown/countdown';
export type { DirectoryFilters, DirectoryTab } from './directory/directory';
export {
  directoryQuery,
  pageCount,
  pageList,
  parseDirectoryQuery,
  resolveDistrict,
  resolveSubArea,
  tabOf,
} from './directory/directory';
export type {
  CompanyFilter,
  Directory,
  DirectoryOptions,
  DirectorySources,
  DirectoryView,
  MemberFilter,
  ReplaceQuery,
} from './directory/store';
export { createDirectory } from './directory/store';
export type { ConvertState, Lang } from './language/language';
export {
  $convert,
  $lang,
  convertDeep,
  setLang,
  toggleLang,
  toTraditional,
} from './language/language';
export { $isPc, isPcWidth, PC_BREAKPOINT } from './layout/layout';
export { createWidthStore } from './layout/width';
export type {
  PagedList,
  PagedListState,
  PageFetcher,
  PageRequest,
  Resource,
  ResourceOptions,
  ResourceState,
} from './load/deprecated';
export { createPagedList, createResource } from './load/deprecated';
export { createPagedQuery, type PagedQuery, type PagedState } from './load/paged';
export { createQuery, type Query, type QueryOptions, type QueryState } from './load/query';
export { invalidate, type Key, type LoadContext, type LoadScope } from './load/run';
export {
  buildParams,
  buildPayload,
  type DemandType,
  emptyFields,
  type FieldErrors,
  fieldOrder,
  fieldsFromDemand,
  IMAGES_MAX,
  IMAGES_MIN,
  isOwner,
  type NeedField,
  type NeedFields,
  PRICE_NEGOTIABLE,
  type PriceMode,
  PURCHASE_PARAM_NAMES,
  priceText,
  SALE_PARAM_NAMES,
  TITLE_MAX,
  validateConsult,
  validateContact,
  validateNeed,
} from './needs/form';
export { formatPickerDay } from './needs/picker-day';
export {
  type Clock,
  createPayment,
  formatCountdown,
  type Payment,
  type PaymentOptions,
  type PaymentState,
  type PaymentStatus,
  POLL_MS,
  realClock,
  TIMEOUT_MS,
} from './payment/payment';
export { type Gated, loadGated, lockedData, visibleBody } from './paywall/paywall';
export { cutHtml, isLonger, PREVIEW_CHARS, textLength } from './paywall/preview';
export type { AddressPicker, AddressState, AddressValue, AreaFetcher } from './personal/address';
export { createAddressPicker } from './personal/address';
export {
  companyFields,
  companyMode,
  MY_COMPANY_REQUIRED,
  missingCompanyFields,
} from './personal/company';
export { IMAGE_RULES, PERSONAL_MESSAGES } from './personal/messages';
export { openNotice } from './personal/notices';
export { profileError, profileFields } from './personal/profile';
export type { Route } from './router/router';
export {
  $route,
  buildPath,
  isPortalActive,
  navigate,
  parseHash,
  portalHref,
  setPortalActive,
} from './router/router';
export type { Resolution, RoutePattern } from './router/routes';
export { matchPattern, PERSONAL_ROUTES, REDIRECTS, ROUTES, resolveRoute } from './router/routes';
export type { ActionResult } from './session/auth';
export {
  AUTH_TEXT,
  codeCountdown,
  logIn,
  logOut,
  registerAccount,
  requestCode,
  resetPassword,
} from './session/auth';
export type { LoginTab, SessionState } from './session/session';
export {
  $isAssociationMember,
  $loggedIn,
  $loginDialog,
  $session,
  $token,
  $unread,
  $upgradePrompt,
  badgeVisible,
  bindSession,
  closeLogin,
  initSession,
  openLogin,
  refreshSession,
  refreshUnread,
  requireLogin,
} from './session/session';
export { parseDay } from './time/parse-day';
export { formatDay, SECONDS_BELOW, toEpochMs } from './time/time';
export type { Toast } from './toast/toast';
export { $toasts, dismissToast, toast } from './toast/toast';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MESSAGES,
  DEFAULT_TYPES,
  randomKey,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  type UploadOptions,
  type UploadResult,
  uploadErrorMessage,
  uploadImage,
  validateImage,
} from './upload/upload';
export {
  PHONE_PATTERN,
  VALIDATION_MESSAGES,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePhone,
} from './validation/validation';

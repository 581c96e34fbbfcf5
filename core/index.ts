// Public API of core/: framework-free logic shared by every widget. Named exports only: a module
// whose exports are all public is re-exported whole, the others name what they make public.

export { addApplication, selectApplication, updateApplication } from './api/apply';
export * from './api/article';
export type { ApiClient, ClientOptions, RequestOptions } from './api/client';
export { api, createClient, parseJsonText, path } from './api/client';
export * from './api/content';
export * from './api/demand';
export * from './api/directory';
export * from './api/engagement';
export * from './api/errors';
export * from './api/favourite';
export * from './api/invest';
export * from './api/member';
export * from './api/notice';
export * from './api/payment';
export * from './api/profile';
export * from './api/qiniu';
export type * from './api/types';
export * from './api/website';
export type { ApplyForm, ApplyFormDeps, ApplyFormState, SubmitOutcome } from './apply/form';
export {
  APPLY_MESSAGES,
  createApplyForm,
  draftKey,
  initialValues,
  toPayload,
  valuesFromRecord,
} from './apply/form';
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
export * from './config/config';
export * from './content/banner';
export * from './content/districts';
export * from './content/html';
export * from './content/site';
export * from './countdown/countdown';
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
export * from './directory/store';
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
} from './load/paged-list';
export { createPagedList } from './load/paged-list';
export * from './load/resource';
export * from './needs/day';
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
export * from './payment/payment';
export * from './paywall/paywall';
export * from './paywall/preview';
export * from './personal/address';
export * from './personal/company';
export * from './personal/messages';
export * from './personal/notices';
export * from './personal/profile';
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
export * from './router/routes';
export * from './session/auth';
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
  closeLogin,
  initSession,
  openLogin,
  refreshSession,
  refreshUnread,
  requireLogin,
} from './session/session';
export * from './toast/toast';
export * from './upload/upload';
export {
  PHONE_PATTERN,
  VALIDATION_MESSAGES,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePhone,
} from './validation/validation';

// Public API of core/: framework-free logic shared by every widget. Named exports only.

export type { ArticleQuery } from './api/article';
export { articleImages, listArticles } from './api/article';
export type { ApiClient, ClientOptions, RequestOptions } from './api/client';
export { api, createClient, parseJsonText, path } from './api/client';
export {
  ApiError,
  errorMessage,
  isApiError,
  isNetworkError,
  isPaywallLockedError,
  NetworkError,
  PaywallLockedError,
} from './api/errors';
export { getMember, getMemberships } from './api/member';
export { getUnreadCount } from './api/notice';
export type {
  Article,
  ArticlePage,
  ArticleType,
  Envelope,
  FooterInfo,
  FooterRow,
  InquireData,
  MemberInfo,
  Membership,
  NavigateItem,
  ProfileEntry,
} from './api/types';
export type { SiteProfile } from './api/website';
export { getNavigation, getSiteProfile } from './api/website';
export type { SztxConfig } from './config/config';
export {
  ASSOCIATION_ID,
  CITY_AREA_ID,
  configure,
  getConfig,
  imageUrl,
  resetConfig,
} from './config/config';
export type { Feed, FeedState, PageFetcher } from './content/feed';
export { createFeed } from './content/feed';
export type { SiteState } from './content/site';
export { $site, loadSite } from './content/site';
export type { Countdown, CountdownOptions, CountdownTimers } from './countdown/countdown';
export { createCountdown, RESEND_SECONDS } from './countdown/countdown';
export type { ConvertState, Lang } from './language/language';
export {
  $convert,
  $lang,
  convertDeep,
  setLang,
  toggleLang,
  toTraditional,
} from './language/language';
export { $isPc, createWidthStore, isPcWidth, PC_BREAKPOINT } from './layout/layout';
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
  closeLogin,
  initSession,
  openLogin,
  refreshSession,
  refreshUnread,
  requireLogin,
} from './session/session';
export type { Toast } from './toast/toast';
export { $toasts, dismissToast, toast } from './toast/toast';
export {
  PHONE_PATTERN,
  VALIDATION_MESSAGES,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePhone,
} from './validation/validation';

// ── business-needs board (issue 3) ──

// ── public content (issue 4) ──

// ── paid content and payment (issue 5) ──

// ── directory (issue 6) ──

// ── membership applications (issue 7) ──
export { addApplication, selectApplication, updateApplication } from './api/apply';
export type { ApplyPayload, ApplyRecord } from './api/types';
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

// ── personal centre (issue 8) ──

// Public API of widgets/: element contracts, components and the registration helper.

import { APPLY_FORM_CONTRACT } from './apply/contract';
import { COURSES_CONTRACT, POLICY_FILES_CONTRACT } from './content/embeds/contract';
import { DIRECTORY_CONTRACT } from './directory/contract';
import { NEEDS_BOARD_CONTRACT } from './needs-board/contract';
import { NEWS_FEED_CONTRACT } from './news-feed/contract';
import { PERSONAL_CENTRE_CONTRACT } from './personal/contract';
import { PORTAL_CONTRACT } from './portal/contract';

export { ApplyChoice } from './apply/ApplyChoice';
export type { ApplyFormProps } from './apply/ApplyForm';
export { ApplyForm } from './apply/ApplyForm';
export type { AttributeSpec, AttributeType } from './attributes';
export { parseAttribute } from './attributes';
export type { CoursesProps, PolicyFilesProps } from './content/embeds/ContentLists';
export { Courses, PolicyFiles } from './content/embeds/ContentLists';
export type { WidgetContract, WidgetHost } from './define';
export { COMMON_ATTRIBUTES, defineWidget, useWidgetHost } from './define';
export type { DirectoryProps } from './directory/Directory';
export { Directory } from './directory/Directory';
export { DirectoryWidget } from './directory/DirectoryWidget';
export type { NeedsBoardProps } from './needs-board/NeedsBoard';
export { NeedsBoard } from './needs-board/NeedsBoard';
export type { NewsFeedProps } from './news-feed/NewsFeed';
export { NewsFeed } from './news-feed/NewsFeed';
export { ActionBar, weiboShareUrl } from './paid/ActionBar';
export { type PaidItem, PurchaseFlow } from './paid/PaymentDialogs';
export { Paywall } from './paid/Paywall';
export { QrImage } from './paid/Qr';
export { type GatedState, useGated } from './paid/useGated';
export type { PersonalCentreProps } from './personal/PersonalCentre';
export { PersonalCentre } from './personal/PersonalCentre';
export type { PersonalLayoutProps } from './personal/PersonalLayout';
export { PersonalLayout } from './personal/PersonalLayout';
export { Portal } from './portal/Portal';
export type { SztxSessionApi, SztxSessionChange } from './session-api';
export type { ImageUploadProps } from './ui/ImageUpload';
export { ImageUpload } from './ui/ImageUpload';
export {
  APPLY_FORM_CONTRACT,
  COURSES_CONTRACT,
  DIRECTORY_CONTRACT,
  NEEDS_BOARD_CONTRACT,
  NEWS_FEED_CONTRACT,
  PERSONAL_CENTRE_CONTRACT,
  POLICY_FILES_CONTRACT,
  PORTAL_CONTRACT,
};

/** Every element's contract (attributes, events, parts): feeds the preview harness and docs. */
export const CONTRACTS = [
  NEWS_FEED_CONTRACT,
  PORTAL_CONTRACT,
  NEEDS_BOARD_CONTRACT,
  POLICY_FILES_CONTRACT,
  COURSES_CONTRACT,
  APPLY_FORM_CONTRACT,
  DIRECTORY_CONTRACT,
  PERSONAL_CENTRE_CONTRACT,
] as const;

import { leaveOut } from './leave-out.ts';

/** What ky's progress streams become in the embed: a call says why it is not there. */
export const KY_PROGRESS_STUB = `const missing = () => {
  throw new Error('[sztx] the embed build leaves out ky\\'s progress streams (onUploadProgress, onDownloadProgress): no widget uses them');
};
export const streamRequest = missing;
export const streamResponse = missing;
`;

/**
 * Build step for the embed: ky reports upload and download progress through streams
 * (`ky/distribution/utils/body.js`, 0.7 KB gzip in the runtime every widget loads), which ky only
 * calls when a request passes `onUploadProgress` or `onDownloadProgress`. No widget does (image
 * uploads go through qiniu-js, with its own progress; a test checks the sources), so the embed
 * gets a stub that throws if one ever did.
 */
export const kyWithoutProgress = () =>
  leaveOut({
    name: 'sztx-ky-progress-streams',
    id: '../utils/body.js',
    importer: /\/ky\/distribution\/core\/Ky\.js$/,
    stub: KY_PROGRESS_STUB,
  });

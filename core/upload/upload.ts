import type { ApiClient } from '../api/client';
import { getUploadToken } from '../api/upload/qiniu';
import { imageUrl, type SztxConfig } from '../config/config';

/** Options of one image upload. */
export interface UploadOptions {
  /** Prefix of the random object key, e.g. `avatar_` for needs. */
  prefix?: string;
  /** Largest accepted size in bytes (default 20 MB; the file must be smaller). */
  maxBytes?: number;
  /** Accepted mime types (default png and jpeg; `.jpg`/`.jpeg`/`.png` names pass too). */
  types?: readonly string[];
  /** Messages for a wrong type and a too-large file. */
  messages?: { type: string; size: string };
  /** Upload progress, 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Where an upload goes: the element's API (for the token) and its upload host and image base. */
export interface UploadTarget {
  api: ApiClient;
  config: Pick<SztxConfig, 'uploadHost' | 'uploadProtocol' | 'imageBase'>;
}

/** A stored object: its key and the URL to show and save (image base + upload path + key). */
export interface UploadResult {
  key: string;
  url: string;
}

/** Where uploaded objects are served, relative to the image base. */
export const UPLOAD_PATH = 'files/uploads/';
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_TYPES = ['image/png', 'image/jpeg'];
export const DEFAULT_MESSAGES = {
  type: '上傳圖片只能是jpg、png、jpeg格式!',
  size: '上傳圖片大小不能超過 20MB!',
} as const;

/** User-facing upload failure messages (Traditional Chinese, converted at render time). */
export const UPLOAD_MESSAGES = {
  token: '獲取失敗',
  expired: '上傳憑證已過期，請重試',
  network: '網絡錯誤，圖片上傳失敗，請重試',
  failed: '圖片上傳失敗，請重試',
  exists: '同名文件已存在，請重試',
} as const;

const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The message for a file that may not be uploaded, or null when it may. */
export function validateImage(
  file: File,
  options: Pick<UploadOptions, 'maxBytes' | 'types' | 'messages'> = {},
): string | null {
  const types = options.types ?? DEFAULT_TYPES;
  const messages = options.messages ?? DEFAULT_MESSAGES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const ext = extensionOf(file.name);
  const typeOk = file.type
    ? types.includes(file.type.toLowerCase())
    : types.some((t) => (EXTENSIONS[t] ?? []).includes(ext));
  if (!typeOk) return messages.type;
  if (file.size >= maxBytes) return messages.size;
  return null;
}

function randomName(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The folder an upload token confines its keys to: the key part of the policy's `scope` when
 * the policy is prefixal (`isPrefixalScope: 1`, Qiniu's per-user folders), else ''.
 */
function tokenKeyPrefix(token: string): string {
  try {
    const encoded = token.split(':')[2] ?? '';
    const policy = JSON.parse(atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))) as {
      scope?: unknown;
      isPrefixalScope?: unknown;
    };
    if (policy.isPrefixalScope !== 1 || typeof policy.scope !== 'string') return '';
    const colon = policy.scope.indexOf(':');
    return colon >= 0 ? policy.scope.slice(colon + 1) : '';
  } catch {
    return '';
  }
}

/** A random object key: `prefix` + time + 16 hex + the file's extension. */
export function randomKey(file: Pick<File, 'name' | 'type'>, prefix = ''): string {
  const ext = extensionOf(file.name) || EXTENSIONS[file.type]?.[0] || 'bin';
  return `${prefix}${randomName()}.${ext.replace(/[^a-z0-9]/g, '')}`;
}

function abortError(): Error {
  const error = new Error('上傳已取消');
  error.name = 'AbortError';
  return error;
}

interface QiniuFailure {
  name?: string;
  code?: number;
  data?: { error?: string };
}

/** Maps a qiniu-js error to a message the user can act on. */
export function uploadErrorMessage(
  error: unknown,
  messages: { type: string; size: string } = DEFAULT_MESSAGES,
): string {
  const e = (error ?? {}) as QiniuFailure;
  if (e.name === 'RequestError' && e.code === 0) return UPLOAD_MESSAGES.network;
  if (e.name === 'RequestError') {
    const detail = e.data?.error ?? '';
    // the reference server's own refusals (a picture too large in pixels, busy) are for people
    if (/\p{Script=Han}/u.test(detail)) return detail;
    if (e.code === 413) return messages.size;
    if (e.code === 401 && /out of date/i.test(detail)) return UPLOAD_MESSAGES.expired;
    if (e.code === 401) return UPLOAD_MESSAGES.token;
    if (e.code === 403 && /mime/i.test(detail)) return messages.type;
    if (e.code === 614) return UPLOAD_MESSAGES.exists;
  }
  return UPLOAD_MESSAGES.failed;
}

/**
 * Uploads an image to the object storage with qiniu-js (loaded on first use) and a token
 * from `qiniu/getUptoken`. Rejects with an `Error` whose message is for the user.
 */
export async function uploadImage(
  { api, config }: UploadTarget,
  file: File,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const messages = options.messages ?? DEFAULT_MESSAGES;
  const invalid = validateImage(file, options);
  if (invalid) throw new Error(invalid);
  const { signal } = options;
  if (signal?.aborted) throw abortError();
  const [token, qiniu] = await Promise.all([
    getUploadToken({ api, signal }),
    import('qiniu-js').catch((cause: unknown) => {
      throw new Error(UPLOAD_MESSAGES.network, { cause });
    }),
  ]);
  if (signal?.aborted) throw abortError();
  const key = tokenKeyPrefix(token) + randomKey(file, options.prefix);
  return new Promise<UploadResult>((resolve, reject) => {
    let settled = false;
    const observable = qiniu.upload(
      file,
      key,
      token,
      { fname: file.name },
      {
        uphost: config.uploadHost,
        upprotocol: config.uploadProtocol,
        useCdnDomain: false,
        disableStatisticsReport: true,
        retryCount: 2,
      },
    );
    const onAbort = () => {
      if (settled) return;
      settled = true;
      subscription.unsubscribe();
      reject(abortError());
    };
    const subscription = observable.subscribe({
      next(progress) {
        options.onProgress?.(Math.min(100, Math.max(0, Math.round(progress.total.percent))));
      },
      error(error) {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(new Error(uploadErrorMessage(error, messages), { cause: error }));
      },
      complete(result: { key?: string }) {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        const stored = typeof result?.key === 'string' && result.key ? result.key : key;
        options.onProgress?.(100);
        resolve({ key: stored, url: imageUrl(`${UPLOAD_PATH}${stored}`, config) });
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** An upload under way (a cancellable write): its result, and `cancel` (it then rejects with an `AbortError`). */
export interface Upload {
  result: Promise<UploadResult>;
  cancel(): void;
}

/** Starts uploading `file` through `send` (default `uploadImage`); see {@link Upload}. */
export function startUpload(
  target: UploadTarget,
  file: File,
  options: Omit<UploadOptions, 'signal'> = {},
  send: typeof uploadImage = uploadImage,
): Upload {
  const controller = new AbortController();
  return {
    result: send(target, file, { ...options, signal: controller.signal }),
    cancel: () => controller.abort(),
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { closeSync, createReadStream, existsSync, openSync, readSync, statSync } from 'node:fs';
import { posix, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { TextUpTo } from './features/schemas.js';
import { IMAGE_FORMATS, type ImageFormat, imageSignature } from './images.js';

/**
 * Everything under `/files/`: seed pictures and media (public), uploads (public, served only
 * as the image their bytes are), paid media and personal documents (only through a signed,
 * expiring URL that the API hands to a caller who may read them).
 *
 * Every answer carries a sandboxing policy: a file opened as a page can run nothing, load
 * nothing and reach no cookie; with `nosniff` a browser never treats it as a script or style.
 */

/** Media of paid articles, files and lessons. */
export const PROTECTED_DIR = 'protected';
/** Uploaded personal documents (application photos): `private/u/<user id>/…`. */
export const PRIVATE_DIR = 'private';
export const UPLOADS_DIR = 'uploads';
/** How long a signed URL lasts: long enough to watch a lesson, short enough not to be shared. */
export const SIGNED_URL_TTL_S = 2 * 3600;

export const FILES_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A segment other than `.` and `..`: the three forms start differently, so no backtracking. */
const SEGMENT = String.raw`(?:[\w-][\w.-]*|\.[\w-][\w.-]*|\.\.[\w.-]+)`;
/** Segments (each may be empty) between slashes; the length is `isSafeKey`'s. */
const SAFE_KEY_SHAPE = new RegExp(`^${SEGMENT}?(?:\\/${SEGMENT}?)*$`);

/**
 * An object key or a file name inside a user's folder: letters, digits, `_.-/`, 1–200
 * characters, no `.` or `..` segment (the upload emulator's keys and the application photos'
 * names follow the same rule).
 */
export function isSafeKey(key: string): boolean {
  return key.length >= 1 && key.length <= 200 && SAFE_KEY_SHAPE.test(key);
}

const EXT_FORMAT: Record<string, ImageFormat> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

function signature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

/** `path` (`/files/protected/…` or `/files/private/…`) with an expiry and signature. */
export function signFileUrl(
  secret: string,
  path: string,
  nowMs: number,
  ttlS = SIGNED_URL_TTL_S,
): string {
  const expires = Math.floor(nowMs / 1000) + ttlS;
  return `${path}?expires=${expires}&signature=${signature(secret, path, expires)}`;
}

/** True when `expires`/`signature` were made by signFileUrl for `path` and are not past. */
function validFileSignature(
  secret: string,
  path: string,
  query: { expires?: string; signature?: string },
  nowMs: number,
): boolean {
  const expires = Number(query.expires);
  const given = typeof query.signature === 'string' ? Buffer.from(query.signature) : null;
  if (!given || !Number.isInteger(expires) || expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, path, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a stored URL points at signed-only storage (so the API must sign it or drop it). */
export function isSignedOnly(url: unknown): url is string {
  return (
    typeof url === 'string' &&
    (url.startsWith(`/files/${PROTECTED_DIR}/`) || url.startsWith(`/files/${PRIVATE_DIR}/`))
  );
}

/** A relative path inside `dir` (no traversal, no empty or dot segments), else null. */
function inside(root: string, rel: string): string | null {
  const clean = posix.normalize(`/${rel}`).slice(1);
  if (!clean || clean.split('/').some((s) => s === '' || s === '.' || s === '..')) return null;
  const full = resolve(root, clean);
  return full.startsWith(root + sep) ? full : null;
}

function readHead(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const n = readSync(fd, head, 0, 16, 0);
    return head.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/** The rest of a `/files/<folder>/*` path. */
const RestParams = Type.Object({ '*': Type.String({ maxLength: 1000 }) });
/** What signFileUrl appends. */
const SignedQuery = Type.Object({
  expires: TextUpTo(20),
  signature: TextUpTo(128),
});

export interface FilesOptions {
  filesDir: string;
  secret: string;
  now: () => number;
}

/** Registers `/files/`: call once, before any other static mount. */
export async function registerFiles(app: FastifyInstance, opts: FilesOptions): Promise<void> {
  const root = resolve(opts.filesDir);

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/files/')) {
      reply.header('content-security-policy', FILES_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      decorateReply: true,
      cacheControl: false,
    });

    // uploads: only as the image the bytes are, whatever the key's extension says
    scope.get(`/files/${UPLOADS_DIR}/*`, { schema: { params: RestParams } }, async (req, reply) => {
      const rel = req.params['*'];
      const full = inside(resolve(root, UPLOADS_DIR), rel);
      if (!full || !existsSync(full) || !statSync(full).isFile()) return notFound(reply);
      const ext = rel.slice(rel.lastIndexOf('.') + 1).toLowerCase();
      const real = imageSignature(readHead(full));
      if (real && EXT_FORMAT[ext] === real) {
        reply.header('cache-control', 'public, max-age=86400');
        return reply.type(IMAGE_FORMATS[real].mime).sendFile(full.slice(root.length + 1));
      }
      // an object that is not the image its name says (only possible in data written before
      // uploads were checked): a download, never a page or a script
      return reply
        .type('application/octet-stream')
        .header('content-disposition', 'attachment')
        .send(createReadStream(full));
    });

    // paid media and personal documents: a signed URL from the API, or nothing
    for (const dir of [PROTECTED_DIR, PRIVATE_DIR]) {
      const schema = { params: RestParams, querystring: SignedQuery };
      scope.get(`/files/${dir}/*`, { schema }, async (req, reply) => {
        const rel = req.params['*'];
        const full = inside(resolve(root, dir), rel);
        const path = `/files/${dir}/${rel}`;
        if (!validFileSignature(opts.secret, path, req.query, opts.now())) {
          return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
        }
        if (!full || !existsSync(full) || !statSync(full).isFile()) return notFound(reply);
        reply.header('cache-control', 'private, no-store');
        return reply.sendFile(full.slice(root.length + 1));
      });
    }
  });

  // everything else under /files/ (seed pictures and public media), read-only
  await app.register(fastifyStatic, {
    root,
    prefix: '/files/',
    decorateReply: false,
    redirect: true,
    // the routes above own these folders, also when a client spells the path differently
    allowedPath: (pathName: string) => {
      const first = posix.normalize(`/${decodeURIComponentSafe(pathName)}`).split('/')[1] ?? '';
      return ![UPLOADS_DIR, PROTECTED_DIR, PRIVATE_DIR].includes(first);
    },
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

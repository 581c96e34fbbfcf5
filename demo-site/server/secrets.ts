import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's secrets. None is in the repository: each comes from the environment or, when
 * the environment names none, from `secrets.json` in the data directory, generated with
 * random bytes the first time a server opens that directory (mode 0600) and reused after, so
 * upload tokens and signed file URLs stay valid across restarts.
 */
export interface Secrets {
  /** Qiniu access key: the first part of an upload token (`QINIU_AK`). */
  qiniuAccessKey: string;
  /** Qiniu secret key: signs upload tokens (`QINIU_SK`). */
  qiniuSecretKey: string;
  /** Signs expiring URLs of paid media and private uploads (`FILE_URL_SECRET`). */
  fileUrlSecret: string;
}

const FILE = 'secrets.json';
const MIN_LENGTH = 16;

type Env = Record<string, string | undefined>;

function generated(dataDir: string): Secrets {
  const path = join(dataDir, FILE);
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<Secrets>;
    if (
      typeof stored.qiniuAccessKey === 'string' &&
      typeof stored.qiniuSecretKey === 'string' &&
      typeof stored.fileUrlSecret === 'string'
    ) {
      return stored as Secrets;
    }
  }
  const made: Secrets = {
    qiniuAccessKey: `sztx-${randomBytes(6).toString('hex')}`,
    qiniuSecretKey: randomBytes(32).toString('base64url'),
    fileUrlSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(path, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return made;
}

/**
 * Secrets for a server on `dataDir`: the environment's where set, else the data directory's
 * own. A secret given in the environment must be at least 16 characters (a short one is a
 * mistake that would make tokens guessable): the server refuses to start with it.
 */
export function loadSecrets(dataDir: string, env: Env = process.env): Secrets {
  for (const name of ['QINIU_SK', 'FILE_URL_SECRET'] as const) {
    const value = env[name];
    if (value !== undefined && value.length < MIN_LENGTH) {
      throw new Error(`${name} must be at least ${MIN_LENGTH} characters long`);
    }
  }
  if (env.QINIU_SK !== undefined && !env.QINIU_AK) {
    throw new Error('QINIU_SK is set without QINIU_AK: set both, or neither');
  }
  const own = generated(dataDir);
  return {
    qiniuAccessKey: env.QINIU_SK !== undefined ? (env.QINIU_AK ?? '') : own.qiniuAccessKey,
    qiniuSecretKey: env.QINIU_SK ?? own.qiniuSecretKey,
    fileUrlSecret: env.FILE_URL_SECRET ?? own.fileUrlSecret,
  };
}

import type { DB } from '../../db.js';
import { perDatabase } from '../feature.js';

/** A registered phone's account. */
export interface UserRow {
  user_id: number;
  password_salt: string | null;
  password_hash: string | null;
}

/** The last SMS code sent to a phone. */
interface SmsRow {
  code: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  used: number;
}

function prepare(db: DB) {
  const user = db.prepare(
    'SELECT user_id, password_salt, password_hash FROM users WHERE phone = ?',
  );
  const insertUser = db.prepare(
    'INSERT INTO users (phone, password_salt, password_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO members (member_id, really_name, member_phone) VALUES (?, ?, ?)',
  );
  const setPassword = db.prepare(
    'UPDATE users SET password_salt = ?, password_hash = ? WHERE user_id = ?',
  );
  const insertSession = db.prepare(
    'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const session = db.prepare('SELECT user_id, expires_at FROM sessions WHERE token = ?');
  const extendSession = db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?');
  const deleteSession = db.prepare('DELETE FROM sessions WHERE token = ?');
  const sessionsOf = db.prepare('SELECT token FROM sessions WHERE user_id = ? AND expires_at > ?');
  const deleteSessions = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const sms = db.prepare(
    'SELECT code, sent_at, expires_at, attempts, used FROM sms_codes WHERE phone = ?',
  );
  const saveSms = db.prepare(
    `INSERT INTO sms_codes (phone, code, sent_at, expires_at, attempts, used)
     VALUES (?, ?, ?, ?, 0, 0)
     ON CONFLICT(phone) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, attempts = 0, used = 0`,
  );
  const smsAttempt = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE phone = ?');
  const smsUsed = db.prepare('UPDATE sms_codes SET used = 1 WHERE phone = ?');
  const recordSend = db.prepare('INSERT INTO sms_sends (phone, sent_at) VALUES (?, ?)');
  const sendsSince = db.prepare(
    'SELECT COUNT(*) AS n FROM sms_sends WHERE phone = ? AND sent_at > ?',
  );
  const pruneSends = db.prepare('DELETE FROM sms_sends WHERE sent_at <= ?');

  return {
    user: (phone: string) => user.get(phone) as UserRow | undefined,

    /** A new account and its member record (named `用戶` and the phone's last 4 digits); its id. */
    register(phone: string, salt: string, hash: string, now: number): number {
      const userId = Number(insertUser.run(phone, salt, hash, now).lastInsertRowid);
      insertMember.run(userId, `用戶${phone.slice(-4)}`, phone);
      return userId;
    },

    /** A new password; every session of the user ends. */
    setPassword(userId: number, salt: string, hash: string): void {
      setPassword.run(salt, hash, userId);
      deleteSessions.run(userId);
    },

    insertSession(token: string, userId: number, now: number, expiresAt: number): void {
      insertSession.run(token, userId, now, expiresAt);
    },
    session: (token: string) =>
      session.get(token) as { user_id: number; expires_at: number } | undefined,
    extendSession(token: string, expiresAt: number): void {
      extendSession.run(expiresAt, token);
    },
    /** The tokens of the user's sessions that have not expired at `now`. */
    liveTokens: (userId: number, now: number) =>
      (sessionsOf.all(userId, now) as { token: string }[]).map((r) => r.token),
    deleteSession(token: string): void {
      deleteSession.run(token);
    },

    sms: (phone: string) => sms.get(phone) as SmsRow | undefined,
    /** Replaces the phone's code (attempts and use start again) and counts the send. */
    saveSms: db.transaction((phone: string, code: string, now: number, expiresAt: number) => {
      saveSms.run(phone, code, now, expiresAt);
      recordSend.run(phone, now);
    }),
    /** Codes sent to the phone after `since` (ms). */
    smsSendsSince: (phone: string, since: number) =>
      (sendsSince.get(phone, since) as { n: number }).n,
    /** Forgets the sends at or before `before` (ms). */
    pruneSmsSends(before: number): void {
      pruneSends.run(before);
    },
    smsAttempt(phone: string): void {
      smsAttempt.run(phone);
    },
    smsUsed(phone: string): void {
      smsUsed.run(phone);
    },
  };
}

/**
 * The accounts' SQL (users, sessions, SMS codes), prepared once per database: the routes and
 * the caller checks of every feature (auth.ts) share it.
 */
export const accountRepository = perDatabase(prepare);

import type { FastifyPluginAsync } from 'fastify';
import type { Fault, ServerContext } from '../context.js';
import { ApiFailure, fail, ok } from '../envelope.js';
import { seed } from '../seed.js';
import { isPhone } from '../validation.js';

/**
 * Development-only simulators (registered only when the server runs with `dev: true`).
 * Later issues add payment (`/dev/pay`, `/dev/orders`) and moderation (`/dev/review`) here.
 */
export const devRoutes: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  let nextFaultId = 1;

  // Last SMS code sent to a phone.
  app.get('/sms/:phone', async (req, reply) => {
    const { phone } = req.params as { phone: string };
    if (!isPhone(phone)) throw new ApiFailure('400', '請輸入正確的手機號');
    const row = db.prepare('SELECT code FROM sms_codes WHERE phone = ?').get(phone) as
      | { code: string }
      | undefined;
    if (!row) return reply.code(404).send(fail('404', '該手機號沒有發送過驗證碼'));
    return ok(row.code, '獲取成功');
  });

  // Restore the seed data; also clears sessions, SMS codes, rate limits and faults.
  app.post('/reset', async () => {
    await seed(db, ctx.filesDir);
    ctx.resetVolatile();
    return ok(null, '已恢復初始數據');
  });

  app.get('/faults', async () =>
    ok(
      ctx.faults.map(({ re: _re, ...f }) => f),
      '獲取成功',
    ),
  );

  // Fault injection for /api/v2 requests (see the onRequest hook in routes/api.ts).
  app.post('/faults', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new ApiFailure('400', '請求格式錯誤');
    const { path, status, delayMs, body: text, times } = body;
    if (typeof path !== 'string' || path === '')
      throw new ApiFailure('400', 'path 必須是正則表達式字符串');
    let re: RegExp;
    try {
      re = new RegExp(path);
    } catch {
      throw new ApiFailure('400', 'path 不是有效的正則表達式');
    }
    const isInt = (v: unknown, min: number, max: number) =>
      typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
    if (status !== undefined && !isInt(status, 100, 599))
      throw new ApiFailure('400', 'status 必須是 100–599 的整數');
    if (delayMs !== undefined && !isInt(delayMs, 0, 120_000))
      throw new ApiFailure('400', 'delayMs 必須是 0–120000 的整數');
    if (text !== undefined && typeof text !== 'string')
      throw new ApiFailure('400', 'body 必須是字符串');
    if (times !== undefined && !isInt(times, 1, 1_000_000))
      throw new ApiFailure('400', 'times 必須是正整數');
    const fault: Fault = { id: nextFaultId++, re, path };
    if (status !== undefined) fault.status = status as number;
    if (delayMs !== undefined) fault.delayMs = delayMs as number;
    if (text !== undefined) fault.body = text as string;
    if (times !== undefined) fault.times = times as number;
    ctx.faults.push(fault);
    return ok({ id: fault.id }, '已添加');
  });

  app.delete('/faults', async () => {
    ctx.faults.length = 0;
    return ok(null, '已清除');
  });
};

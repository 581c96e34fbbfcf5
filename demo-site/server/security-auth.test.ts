// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sweepLimits } from './context.js';
import { SEED_ACCOUNTS } from './seed.js';
import { serverForEachTest, smsCode, startTestServer, type TestServer } from './test-helpers.js';

/** Every scrypt call the server makes is counted here (calls, in flight, peak, per salt). */
const scryptStats = vi.hoisted(() => ({
  calls: 0,
  inFlight: 0,
  peak: 0,
  reset() {
    this.calls = 0;
    this.inFlight = 0;
    this.peak = 0;
  },
}));

vi.mock('node:crypto', async (importOriginal) => {
  const orig = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    const cb = args.at(-1) as (err: Error | null, key: Buffer) => void;
    scryptStats.calls++;
    scryptStats.inFlight++;
    scryptStats.peak = Math.max(scryptStats.peak, scryptStats.inFlight);
    (orig.scrypt as (...a: unknown[]) => void)(
      ...args.slice(0, -1),
      (err: Error | null, key: Buffer) => {
        scryptStats.inFlight--;
        cb(err, key);
      },
    );
  };
  return { ...orig, default: { ...orig, scrypt }, scrypt };
});

// real sockets, scrypt bursts and server start-ups: slow on a busy machine
vi.setConfig({ testTimeout: 30_000 });

const { demo, guest } = SEED_ACCOUNTS;
const NEW_PHONE = '13612345678';
const loginUrl = (phone: string, password: string, mode = 1) =>
  `/api/v2/account/pcLogin/${phone}/${mode}?password=${encodeURIComponent(password)}`;

const s = serverForEachTest();
beforeEach(async () => {
  scryptStats.reset();
});

describe('1. login limits hold under concurrency', () => {
  it('59 wrong passwords and the right one at once: at most 5 scrypt checks, the right one refused', async () => {
    const urls = Array.from({ length: 59 }, (_, i) => loginUrl(demo.phone, `wrong${i}x`));
    urls.push(loginUrl(demo.phone, demo.password));
    // from 60 addresses (a botnet): only the per-phone limit stands in the way
    const results = await Promise.all(
      urls.map((url, i) => s.call('POST', url, { remoteAddress: `10.5.0.${i + 1}` })),
    );
    const codes = results.map((r) => r.body.code);
    expect(scryptStats.calls).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== '429').length).toBeLessThanOrEqual(5);
    // the right password came after the limit was reached: refused, no token
    expect(results.at(-1)?.body).toMatchObject({ code: '429', sucess: false, data: null });
    expect(results.at(-1)?.body.msg).toMatch(/密碼錯誤次數過多/);
    expect(codes).not.toContain('200');
    // the phone is locked afterwards as with sequential guesses
    const after = await s.call('POST', loginUrl(demo.phone, demo.password));
    expect(after.body.code).toBe('429');
    expect(scryptStats.calls).toBeLessThanOrEqual(5);
  });

  it('the same burst from one address: at most 5 checks, the right one refused', async () => {
    const urls = Array.from({ length: 59 }, (_, i) => loginUrl(demo.phone, `wrong${i}x`));
    urls.push(loginUrl(demo.phone, demo.password));
    const results = await Promise.all(urls.map((url) => s.call('POST', url)));
    expect(scryptStats.calls).toBeLessThanOrEqual(5);
    expect(results.at(-1)?.body).toMatchObject({ code: '429', sucess: false, data: null });
    expect(results.map((r) => r.body.code)).not.toContain('200');
  });

  it('a right password among a few concurrent wrong ones within the limit still logs in', async () => {
    const [wrong, right] = await Promise.all([
      s.call('POST', loginUrl(demo.phone, 'wrong1x')),
      s.call('POST', loginUrl(demo.phone, demo.password)),
    ]);
    expect(wrong.body.code).toBe('400');
    expect(right.body).toMatchObject({ code: '200', sucess: true });
  });
});

describe('2. password hashing cannot starve the server', () => {
  it('200 concurrent wrong logins: hashing stays bounded and a static file is served meanwhile', async () => {
    const t = await startTestServer({ trustProxy: true });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const staticUrl = `${base}/files/seed/logo.svg`;
      const warm = await fetch(staticUrl);
      expect(warm.status).toBe(200);
      await warm.arrayBuffer();
      scryptStats.reset();

      const phones = Array.from({ length: 200 }, (_, i) =>
        i % 4 === 0
          ? demo.phone
          : i % 4 === 1
            ? guest.phone
            : `1350000${String(i).padStart(4, '0')}`,
      );
      let burstDone = 0;
      const burst = Promise.all(
        phones.map(async (phone, i) => {
          const res = await fetch(`${base}${loginUrl(phone, `wrong${i}x`)}`, {
            method: 'POST',
            // many clients (a trusted proxy in front) so only the global bound applies
            headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
          });
          const body = (await res.json()) as { code: string; msg: string };
          return body;
        }),
      ).then((r) => {
        burstDone = performance.now();
        return r;
      });
      // wait (bounded) until hashing has started, then ask for the static file
      for (let i = 0; i < 200 && scryptStats.calls === 0; i++) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const file = await fetch(staticUrl);
      expect(file.status).toBe(200);
      await file.arrayBuffer();
      const fileDone = performance.now();
      const answers = await burst;

      expect(scryptStats.peak).toBeLessThanOrEqual(2);
      expect(fileDone).toBeLessThan(burstDone);
      const busy = answers.filter((a) => a.code === '429');
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.some((a) => a.msg === '服務繁忙，請稍後再試')).toBe(true);
      expect(answers.every((a) => a.code === '400' || a.code === '429')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('registration hashes through the same gate as a login burst', async () => {
    // saturate the gate with concurrent wrong logins from many addresses, then register
    const code = await smsCode(s, NEW_PHONE);
    scryptStats.reset();
    const logins = Array.from({ length: 40 }, (_, i) =>
      s.call('POST', loginUrl(i % 2 ? demo.phone : guest.phone, `wrong${i}x`), {
        remoteAddress: `10.2.0.${i + 1}`,
      }),
    );
    const reg = s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}?password=abc123`, {
      remoteAddress: '10.3.0.1',
    });
    const results = await Promise.all([...logins, reg]);
    expect(scryptStats.peak).toBeLessThanOrEqual(2);
    const regBody = results.at(-1)?.body;
    // either registered or told the server is busy; a busy answer must not burn the code
    if (regBody?.code === '429') {
      expect(regBody.msg).toBe('服務繁忙，請稍後再試');
      const again = await s.call(
        'POST',
        `/api/v2/account/init/${NEW_PHONE}/${code}?password=abc123`,
      );
      expect(again.body.code).toBe('200');
    } else {
      expect(regBody?.code).toBe('200');
    }
  });

  it('a busy gate refuses registration and password reset without using up the code', async () => {
    const t = await startTestServer({ hashGate: { concurrency: 1, queue: 0, perAddress: 1 } });
    try {
      const regCode = await smsCode(t, NEW_PHONE);
      const resetCode = await smsCode(t, guest.phone);
      scryptStats.reset();
      // wrong logins from other addresses hold the only place while the two calls arrive
      const hold = () =>
        [1, 2, 3].map((i) =>
          t.call('POST', loginUrl(demo.phone, `wrong${i}x`), { remoteAddress: `10.7.0.${i}` }),
        );
      const [reg, reset] = (
        await Promise.all([
          ...hold(),
          t.call('POST', `/api/v2/account/init/${NEW_PHONE}/${regCode}?password=abc123`),
          t.call('POST', `/api/v2/account/updatePwd/${guest.phone}/${resetCode}?password=new_pw1`),
        ])
      ).slice(-2);
      for (const res of [reg, reset]) {
        expect(res?.body).toEqual({
          code: '429',
          sucess: false,
          msg: '服務繁忙，請稍後再試',
          data: null,
        });
      }
      expect(scryptStats.peak).toBe(1);
      // the codes are still good once the gate is free
      const reg2 = await t.call(
        'POST',
        `/api/v2/account/init/${NEW_PHONE}/${regCode}?password=abc123`,
      );
      expect(reg2.body.code).toBe('200');
      const reset2 = await t.call(
        'POST',
        `/api/v2/account/updatePwd/${guest.phone}/${resetCode}?password=new_pw1`,
      );
      expect(reset2.body.code).toBe('200');
    } finally {
      await t.close();
    }
  });

  it('one address cannot queue many hashes', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.call('POST', loginUrl(`1350000${String(i).padStart(4, '0')}`, `wrong${i}x`)),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === '429').length).toBeGreaterThan(0);
    expect(results.find((r) => r.body.code === '429')?.body.msg).toBe('服務繁忙，請稍後再試');
    expect(scryptStats.calls).toBeLessThan(10);
  });
});

describe('3. registered-phone lookups are rate limited per address', () => {
  it('initVariable: 30 lookups per 10 minutes per address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await s.call(
        'POST',
        `/api/v2/account/initVariable/1369876${String(i).padStart(4, '0')}`,
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('200'));
    const refused = await s.call('POST', `/api/v2/account/initVariable/${demo.phone}`);
    expect(refused.body).toEqual({
      code: '429',
      sucess: false,
      msg: '此網絡查詢過於頻繁，請稍後再試',
      data: null,
    });
    // another address is not affected; the window passes
    const other = await s.call('POST', `/api/v2/account/initVariable/${demo.phone}`, {
      remoteAddress: '10.0.0.9',
    });
    expect(other.body.code).toBe('403');
    s.clock.now += 10 * 60_000;
    expect((await s.call('POST', `/api/v2/account/initVariable/${demo.phone}`)).body.code).toBe(
      '403',
    );
  });

  it('updatePwd shares the lookup limit (its 404 tells registered phones apart)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await s.call(
        'POST',
        `/api/v2/account/updatePwd/1369876${String(i).padStart(4, '0')}/123456?password=abc123`,
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('404'));
    expect(codes[30]).toBe('429');
    const res = await s.call('POST', `/api/v2/account/initVariable/${NEW_PHONE}`);
    expect(res.body).toMatchObject({ code: '429', sucess: false });
  });
});

describe('4. TRUST_PROXY', () => {
  const routeIp = (t: TestServer) =>
    t.app.get('/__who', async (req) => ({ ip: req.ip, protocol: req.protocol }));
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it('behind a trusted proxy: Secure cookie over https and the forwarded client address', async () => {
    const t = await startTestServer({ trustProxy: true });
    try {
      routeIp(t);
      const res = await t.call('POST', loginUrl(demo.phone, demo.password), { headers: forwarded });
      expect(res.body.code).toBe('200');
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
      const who = await t.app.inject({ method: 'GET', url: '/__who', headers: forwarded });
      expect(who.json()).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    } finally {
      await t.close();
    }
  });

  it('without it the forwarded headers are ignored', async () => {
    routeIp(s);
    const res = await s.call('POST', loginUrl(demo.phone, demo.password), { headers: forwarded });
    expect(res.body.code).toBe('200');
    expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    const who = await s.app.inject({ method: 'GET', url: '/__who', headers: forwarded });
    expect(who.json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('TRUST_PROXY values', async () => {
    const { trustProxyFromEnv } = await import('./app.js');
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(() => trustProxyFromEnv('1')).toThrow(/TRUST_PROXY/);
    expect(trustProxyFromEnv('loopback')).toEqual(['loopback']);
    expect(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe('5. slow requests time out', () => {
  const SHORT_TIMEOUTS = { request: 1000, headers: 800, checkInterval: 100 };

  /** Opens a socket, sends `head`, then trickles `trickle` one byte every 100 ms. */
  async function trickle(port: number, head: string, trickleBytes: string) {
    const sock = connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    sock.on('data', (d) => {
      received += d.toString('latin1');
    });
    sock.on('error', () => {});
    sock.on('close', () => {
      closed = true;
    });
    await new Promise<void>((r) => sock.once('connect', () => r()));
    sock.write(head);
    // bounded: at most 50 bytes × 100 ms = 5 s
    for (let i = 0; i < trickleBytes.length && i < 50 && !closed; i++) {
      await new Promise((r) => setTimeout(r, 100));
      if (!closed && sock.writable) sock.write(trickleBytes[i]!);
    }
    const wasClosed = closed;
    sock.destroy();
    return { closed: wasClosed, received };
  }

  it('a body that trickles in is answered 408 and closed', async () => {
    const t = await startTestServer({ listen: true, timeouts: SHORT_TIMEOUTS });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const r = await trickle(
        port,
        `POST /api/v2/account/initVariable/${NEW_PHONE} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 50\r\n\r\n',
        'x'.repeat(50),
      );
      expect(r.closed).toBe(true);
      expect(r.received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });

  it('headers that trickle in are closed too', async () => {
    const t = await startTestServer({ listen: true, timeouts: SHORT_TIMEOUTS });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const r = await trickle(port, 'GET / HTTP/1.1\r\n', 'X-Slow: a'.padEnd(50, 'a'));
      expect(r.closed).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('6. SMS codes stay out of production logs', () => {
  async function sendAndCapture(dev: boolean) {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    const t = await startTestServer({ dev, logger: true });
    try {
      const res = await t.call('GET', `/api/v2/account/${NEW_PHONE}`);
      expect(res.body.code).toBe('200');
      const db = new Database(join(t.dataDir, 'sztx.db'), { readonly: true });
      const { code } = db.prepare('SELECT code FROM sms_codes WHERE phone = ?').get(NEW_PHONE) as {
        code: string;
      };
      db.close();
      return { log: lines.join(''), code };
    } finally {
      spy.mockRestore();
      await t.close();
    }
  }

  it('dev:false logs neither the code nor the dev-sms line', async () => {
    const { log, code } = await sendAndCapture(false);
    expect(log).not.toContain('[dev-sms]');
    expect(log).not.toContain(code);
  });

  it('dev:true still logs it for the simulator (control: the capture works)', async () => {
    const { log, code } = await sendAndCapture(true);
    expect(log).toContain(`[dev-sms] ${NEW_PHONE} ${code}`);
  });
});

describe('7. a password lockout does not block SMS-code login', () => {
  it('5 wrong passwords, then mode 2 still logs in', async () => {
    for (let i = 0; i < 5; i++) {
      await s.call('POST', loginUrl(guest.phone, `wrong${i}x`));
    }
    expect((await s.call('POST', loginUrl(guest.phone, guest.password))).body.code).toBe('429');
    const code = await smsCode(s, guest.phone);
    const ok = await s.call('POST', loginUrl(guest.phone, code, 2));
    expect(ok.body).toMatchObject({ code: '200', sucess: true, msg: '登錄成功' });
  });

  it('an address locked out of password guessing can still use SMS-code login', async () => {
    for (let i = 0; i < 30; i++) {
      await s.call('POST', loginUrl(`1369876${String(i).padStart(4, '0')}`, `wrong${i}x`));
    }
    expect((await s.call('POST', loginUrl(guest.phone, guest.password))).body.code).toBe('429');
    const code = await smsCode(s, guest.phone);
    const ok = await s.call('POST', loginUrl(guest.phone, code, 2));
    expect(ok.body.code).toBe('200');
  });
});

describe('rate-limit memory', () => {
  it('entries of addresses and phones seen once are dropped after their window', async () => {
    const t = await startTestServer();
    try {
      for (let i = 0; i < 50; i++) {
        await t.call('POST', `/api/v2/account/initVariable/1390000${String(i).padStart(4, '0')}`, {
          remoteAddress: `10.0.${i}.1`,
        });
        await t.call(
          'POST',
          `/api/v2/account/pcLogin/1370000${String(i).padStart(4, '0')}/1?password=wrong${i}`,
          {
            remoteAddress: `10.1.${i}.1`,
          },
        );
      }
      const ctx = t.app.sztxContext;
      expect(ctx.ipEvents.size).toBeGreaterThanOrEqual(100);
      expect(ctx.loginFailures.size).toBe(50);
      t.clock.now += 11 * 60 * 1000;
      sweepLimits(ctx);
      expect(ctx.ipEvents.size).toBe(0);
      expect(ctx.loginFailures.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});

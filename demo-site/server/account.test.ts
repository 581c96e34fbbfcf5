// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from './seed.js';
import { bearer, login, serverForEachTest, smsCode } from './test-helpers.js';

const NEW_PHONE = '13612345678';
const { demo, guest } = SEED_ACCOUNTS;

const s = serverForEachTest();

describe('initVariable', () => {
  it('tells registered from free phones, with the sucess flag', async () => {
    const taken = await s.call('POST', `/api/v2/account/initVariable/${demo.phone}`);
    expect(taken.body).toMatchObject({
      code: '403',
      sucess: false,
      msg: '該手機號已經註冊過，請更換手機號或直擊登錄',
    });
    const free = await s.call('POST', `/api/v2/account/initVariable/${NEW_PHONE}`);
    expect(free.body).toMatchObject({ code: '200', sucess: true, msg: '可以註冊' });
  });

  it('rejects a malformed phone with 400', async () => {
    for (const phone of ['12345678901', '1541234567', '15412345678', 'abc']) {
      const res = await s.call('POST', `/api/v2/account/initVariable/${phone}`);
      expect(res.body.code, phone).toBe('400');
      expect(res.body.msg).toBe('請輸入正確的手機號');
    }
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code readable at /dev/sms', async () => {
    const res = await s.call('GET', `/api/v2/account/${NEW_PHONE}`);
    expect(res.body).toMatchObject({ code: '200', sucess: true, msg: '獲取成功' });
    const read = await s.call('GET', `/dev/sms/${NEW_PHONE}`);
    expect(read.body.code).toBe('200');
    expect(read.body.data).toMatch(/^\d{6}$/);
  });

  it('allows one code per phone per 60 s', async () => {
    await smsCode(s, NEW_PHONE);
    s.clock.now += 20_000;
    const again = await s.call('GET', `/api/v2/account/${NEW_PHONE}`);
    expect(again.body).toMatchObject({
      code: '429',
      sucess: false,
      msg: '發送太頻繁，請 40 秒後再試',
    });
    // Another phone is not affected.
    expect((await s.call('GET', `/api/v2/account/${demo.phone}`)).body.code).toBe('200');
    s.clock.now += 40_000;
    expect((await s.call('GET', `/api/v2/account/${NEW_PHONE}`)).body.code).toBe('200');
  });

  it('dev/sms answers 404 when nothing was sent', async () => {
    const res = await s.call('GET', `/dev/sms/${NEW_PHONE}`);
    expect(res.body.code).toBe('404');
  });
});

describe('register', () => {
  it('registers with a valid code, then logs in with the password', async () => {
    const code = await smsCode(s, NEW_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${wrong}?password=abc123`);
    expect(bad.body).toMatchObject({ code: '400', sucess: false, msg: '驗證碼錯誤或已過期' });

    const ok = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}?password=abc123`);
    expect(ok.body).toMatchObject({ code: '200', sucess: true, msg: '註冊成功' });
    const token = ok.body.data as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const who = await s.call('POST', `/api/v2/account/inquire/${token}`);
    const userId = (who.body.data as { user_id: number }).user_id;
    const member = await s.call('GET', `/api/v2/member/${userId}`, { headers: bearer(token) });
    expect(member.body.data).toMatchObject({
      user_id: userId,
      member_id: userId,
      member_phone: NEW_PHONE,
    });

    // The code was single use.
    const reuse = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}?password=abc123`);
    expect(reuse.body.code).toBe('403');
    expect(await login(s, NEW_PHONE, 'abc123')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a registered phone with 403 and the spec message', async () => {
    const code = await smsCode(s, demo.phone);
    const res = await s.call('POST', `/api/v2/account/init/${demo.phone}/${code}?password=abc123`);
    expect(res.body).toMatchObject({
      code: '403',
      sucess: false,
      msg: '該手機號已經註冊過，請更換手機號或直擊登錄',
    });
  });

  it('checks the password rule', async () => {
    const code = await smsCode(s, NEW_PHONE);
    for (const pw of ['12345a', 'ab', 'abc-123', 'a'.repeat(19)]) {
      const res = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}?password=${pw}`);
      expect(res.body.code, pw).toBe('400');
      expect(res.body.msg).toBe('密碼以字母開頭，長度6~18，只包含字母、數字和下劃線');
    }
  });

  it('codes expire after 5 minutes', async () => {
    const code = await smsCode(s, NEW_PHONE);
    s.clock.now += 5 * 60_000 + 1;
    const res = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}?password=abc123`);
    expect(res.body).toMatchObject({ code: '400', msg: '驗證碼錯誤或已過期' });
  });

  it('accepts the password as a form field too', async () => {
    const code = await smsCode(s, NEW_PHONE);
    const res = await s.call('POST', `/api/v2/account/init/${NEW_PHONE}/${code}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=abc123',
    });
    expect(res.body.code).toBe('200');
  });
});

describe('login', () => {
  it('mode 1: password; sets an HttpOnly cookie usable for private reads', async () => {
    const res = await s.call(
      'POST',
      `/api/v2/account/pcLogin/${demo.phone}/1?password=${demo.password}`,
    );
    expect(res.body).toMatchObject({ code: '200', sucess: true, msg: '登錄成功' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sztx_token=[0-9a-f]{64}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const member = await s.call('GET', `/api/v2/member/${demo.userId}`, {
      headers: { cookie: `sztx_token=${res.body.data}` },
    });
    expect(member.body.code).toBe('200');
  });

  it('mode 1: wrong password or unknown phone', async () => {
    const wrong = await s.call('POST', `/api/v2/account/pcLogin/${demo.phone}/1?password=nope1234`);
    expect(wrong.body).toMatchObject({ code: '400', sucess: false, msg: '手機號或密碼錯誤' });
    const unknown = await s.call(
      'POST',
      `/api/v2/account/pcLogin/${NEW_PHONE}/1?password=nope1234`,
    );
    expect(unknown.body).toMatchObject({ code: '400', sucess: false, msg: '手機號或密碼錯誤' });
  });

  it('mode 1: 5 wrong passwords within 10 minutes lock the phone', async () => {
    for (let i = 0; i < 5; i++) {
      await s.call('POST', `/api/v2/account/pcLogin/${demo.phone}/1?password=wrong${i}x`);
    }
    const locked = await s.call(
      'POST',
      `/api/v2/account/pcLogin/${demo.phone}/1?password=${demo.password}`,
    );
    expect(locked.body.code).toBe('429');
    s.clock.now += 10 * 60_000;
    expect(await login(s, demo.phone, demo.password)).toBeTruthy();
  });

  it('mode 2: SMS code', async () => {
    const code = await smsCode(s, guest.phone);
    const bad = await s.call(
      'POST',
      `/api/v2/account/pcLogin/${guest.phone}/2?password=${code === '123456' ? '654321' : '123456'}`,
    );
    expect(bad.body).toMatchObject({ code: '400', sucess: false, msg: '驗證碼錯誤或已過期' });
    const ok = await s.call('POST', `/api/v2/account/pcLogin/${guest.phone}/2?password=${code}`);
    expect(ok.body).toMatchObject({ code: '200', sucess: true, msg: '登錄成功' });
    const who = await s.call('POST', `/api/v2/account/inquire/${ok.body.data}`);
    expect(who.body.data).toEqual({ user_id: guest.userId });
  });

  it('unknown mode is a 400', async () => {
    const res = await s.call('POST', `/api/v2/account/pcLogin/${demo.phone}/3?password=x`);
    expect(res.body.code).toBe('400');
  });
});

describe('tokens', () => {
  it('inquire: valid, invalid, after outLogin', async () => {
    const token = await login(s, demo.phone, demo.password);
    const valid = await s.call('POST', `/api/v2/account/inquire/${token}`);
    expect(valid.body).toEqual({
      code: '200',
      sucess: true,
      msg: expect.any(String),
      data: { user_id: demo.userId },
    });

    const invalid = await s.call('POST', `/api/v2/account/inquire/${'0'.repeat(64)}`);
    expect(invalid.body).toEqual({
      code: '401',
      sucess: false,
      msg: '登錄已失效，請重新登錄',
      data: null,
    });
    expect((await s.call('POST', '/api/v2/account/inquire/garbage')).body.code).toBe('401');

    const out = await s.call('POST', `/api/v2/account/outLogin/${token}`);
    expect(out.body).toMatchObject({ code: '200', sucess: true });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('401');
    // Idempotent.
    expect((await s.call('POST', `/api/v2/account/outLogin/${token}`)).body.code).toBe('200');
  });

  it('tokens expire after 7 days without use (sliding)', async () => {
    const token = await login(s, demo.phone, demo.password);
    s.clock.now += 6 * 86_400_000;
    expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('200');
    s.clock.now += 6 * 86_400_000;
    expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('200');
    s.clock.now += 7 * 86_400_000 + 1;
    expect((await s.call('POST', `/api/v2/account/inquire/${token}`)).body.code).toBe('401');
  });
});

describe('updatePwd', () => {
  it('resets the password and ends existing sessions', async () => {
    const oldToken = await login(s, demo.phone, demo.password);
    const code = await smsCode(s, demo.phone);
    const res = await s.call(
      'POST',
      `/api/v2/account/updatePwd/${demo.phone}/${code}?password=newpass_1`,
    );
    expect(res.body).toMatchObject({ code: '200', sucess: true });
    expect((await s.call('POST', `/api/v2/account/inquire/${oldToken}`)).body.code).toBe('401');
    const old = await s.call(
      'POST',
      `/api/v2/account/pcLogin/${demo.phone}/1?password=${demo.password}`,
    );
    expect(old.body.code).toBe('400');
    expect(await login(s, demo.phone, 'newpass_1')).toBeTruthy();
  });

  it('unregistered phone → 404, wrong code → 400', async () => {
    const code = await smsCode(s, NEW_PHONE);
    const unknown = await s.call(
      'POST',
      `/api/v2/account/updatePwd/${NEW_PHONE}/${code}?password=abc123`,
    );
    expect(unknown.body).toMatchObject({ code: '404', sucess: false, msg: '該手機號尚未註冊' });
    await smsCode(s, demo.phone);
    const wrong = await s.call(
      'POST',
      `/api/v2/account/updatePwd/${demo.phone}/abcdef?password=abc123`,
    );
    expect(wrong.body).toMatchObject({ code: '400', msg: '驗證碼錯誤或已過期' });
  });
});

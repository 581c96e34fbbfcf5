// Application drafts hold personal data (permit number, photos, names): they belong to the
// logged-in user, are never readable by the next person at the same browser, and are gone at
// logout and when another user logs in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor } from '../api/client';
import { configure, resetConfig } from '../config/config';
import { setPortalActive } from '../router/router';
import { acceptToken, endSession } from '../session/actions';
import { $session, $token } from '../session/session';
import { fakeFetch, ok } from '../testing/fake-fetch';
import { createApplyForm } from './form';

const API = 'http://api.test/api/v2/';
const PERMIT = 'H1234567890';

/** Every value held in local and session storage, with its key. */
function stored(): string[] {
  const out: string[] = [];
  for (const area of [localStorage, sessionStorage]) {
    for (let i = 0; i < area.length; i++) {
      const key = area.key(i)!;
      out.push(`${key}=${area.getItem(key)}`);
    }
  }
  return out;
}

/** Tokens `one` (user 1) and `two` (user 2); neither has an application yet. */
function server() {
  const users: Record<string, number> = { one: 1, two: 2 };
  const fake = fakeFetch({
    'POST account/inquire/.*': (call) => {
      const id = users[decodeURIComponent(call.url.pathname.split('/').pop()!)];
      return id
        ? { code: '200', sucess: true, msg: '登錄有效', data: { user_id: id } }
        : { code: '401', sucess: false, msg: '登錄已失效，請重新登錄', data: null };
    },
    'GET member/\\d+': (call) =>
      ok({ user_id: Number(call.url.pathname.split('/').pop()), really_name: '會員' }),
    'GET member/\\d+/association': () => ok([]),
    'GET notice/count/\\d+': () => ok([{ noticeCount: 0 }]),
    'POST account/outLogin/.*': () => ({ code: '200', sucess: true, msg: '退出成功', data: null }),
    'POST association/coustomJoin': () => ({ code: '200', sucess: true, msg: '', data: [] }),
  });
  vi.stubGlobal('fetch', fake.fetch);
}

/** Logs in as `token`, opens the person form of that user and types a permit number. */
async function draftAs(token: string, userId: string) {
  await acceptToken(token);
  expect($session.get().userId).toBe(userId);
  const form = createApplyForm('person', userId, clientFor({ apiBase: API }));
  await form.load();
  form.setValue('taibao_id', PERMIT);
  form.setValue('member_name', '王小明');
  return form;
}

async function formOf(userId: string) {
  const form = createApplyForm('person', userId, clientFor({ apiBase: API }));
  await form.load();
  return form.$state.get().values;
}

beforeEach(() => {
  configure({ apiBase: API });
  setPortalActive(false);
  localStorage.clear();
  sessionStorage.clear();
  server();
});

afterEach(() => {
  $token.set(null);
  $session.set({ status: 'anonymous', userId: null, user: null, memberships: [] });
  vi.unstubAllGlobals();
  resetConfig();
  localStorage.clear();
  sessionStorage.clear();
});

describe('application drafts', () => {
  it('are kept for their user across a reload of the form, never in local storage', async () => {
    await draftAs('one', '1');
    expect(await formOf('1')).toMatchObject({ taibao_id: PERMIT, member_name: '王小明' });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('written as user 1 are gone after logout; user 2 logging in next sees an empty form', async () => {
    await draftAs('one', '1');
    expect(stored().join('\n')).toContain(PERMIT);

    await endSession();
    expect(stored().join('\n')).not.toContain(PERMIT);

    await acceptToken('two');
    expect((await formOf('2')).taibao_id).toBeUndefined();
    expect(stored().join('\n')).not.toContain(PERMIT);
  });

  it('of user 1 are removed when user 2 logs in without a logout (an expired session)', async () => {
    await draftAs('one', '1');
    await acceptToken('two');
    expect(stored().join('\n')).not.toContain(PERMIT);
    expect((await formOf('2')).taibao_id).toBeUndefined();
    // and user 1, back later, finds nothing either
    await acceptToken('one');
    expect((await formOf('1')).taibao_id).toBeUndefined();
  });

  it('of the same user survive a new session check of that user', async () => {
    await draftAs('one', '1');
    await acceptToken('one');
    expect((await formOf('1')).taibao_id).toBe(PERMIT);
  });

  it('left in local storage by an earlier version are removed at logout', async () => {
    localStorage.setItem(
      'sztx-apply-draft-person-1',
      JSON.stringify({ values: { taibao_id: PERMIT }, child: { choice: '', value: '' } }),
    );
    await acceptToken('one');
    await endSession();
    expect(stored().join('\n')).not.toContain(PERMIT);
  });
});

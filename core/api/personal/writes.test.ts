import { describe, expect, it, vi } from 'vitest';
import { createPagedQuery } from '../../load/paged';
import { createQuery } from '../../load/query';
import type { ApiClient } from '../client';
import { getNotice } from './reads';
import { addCompany, updateMember } from './writes';

/** A client whose every call answers `data`. */
function client(data: unknown = null): ApiClient {
  const answer = vi.fn(async () => data);
  return { base: 'http://api.test/', envelope: vi.fn(), get: answer, post: answer } as ApiClient;
}

describe('personal writes reload what they changed', () => {
  it('a profile save loads a shown profile again', async () => {
    const api = client();
    const fetch = vi.fn(async () => ({ name: 'a' }));
    const profile = createQuery(fetch, { api });
    await profile.load(['personal', 'member', '1']);
    await updateMember({ api }, { member_id: '1' } as never);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    profile.cancel();
  });

  it("a company save loads the own company and the directory's lists again", async () => {
    const api = client();
    const own = vi.fn(async () => null);
    const company = createQuery(own, { api });
    const rows = vi.fn(async () => ({ items: [], total: 0 }));
    const directory = createPagedQuery('directory', rows, 12, { api });
    await company.load(['personal', 'company', '1']);
    await directory.load(undefined);
    await addCompany({ api }, { member_id: '1' } as never);
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(rows).toHaveBeenCalledTimes(2));
    company.cancel();
    directory.cancel();
  });

  it('opening a message loads the inbox again (its read marks)', async () => {
    const api = client({ id: 1, title: 't', isread: 1 });
    const list = vi.fn(async () => []);
    const inbox = createQuery(list, { api });
    await inbox.load(['inbox', '1']);
    await getNotice({ api }, 1, '1');
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    inbox.cancel();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createDirectory, type DirectorySources } from './store';

const OPTIONS = {
  districts: [
    { id: 2341, name: '姑蘇區' },
    { id: 2346, name: '工業園區' },
  ],
  industries: [{ id: 3, name: '製造業' }],
  subAreas: [
    { id: 1, name: '一區' },
    { id: 2, name: '二區' },
  ],
};
const MAP: Record<string, string> = { 苏: '蘇', 区: '區', 园: '園', 业: '業' };

function sources(overrides: Partial<DirectorySources> = {}) {
  const companies = vi.fn(async () => ({ items: [], total: 0 }));
  const members = vi.fn(async () => ({ items: [], total: 0 }));
  const all: DirectorySources = {
    loadOptions: async () => OPTIONS,
    companies,
    members,
    toTraditional: async (s) => Array.from(s, (c) => MAP[c] ?? c).join(''),
    ...overrides,
  };
  return { all, companies, members };
}

const filterOf = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map((c) => [c[1], c[0].start]);

describe('createDirectory', () => {
  it('matches a Simplified district name and loads the asked page with its id', async () => {
    const { all, companies } = sources();
    const dir = createDirectory(all, { api: {} as ApiClient });
    const replace = vi.fn();
    await dir.show('companies', { area: '姑苏区', field: '3', name: '宏', page: '2' }, replace);
    expect(filterOf(companies)).toEqual([[{ districtId: 2341, industryId: 3, name: '宏' }, 12]]);
    expect(dir.$view.get()).toMatchObject({
      district: { id: 2341 },
      industry: { id: 3 },
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('clears an area that names no district (replacing the URL) without loading', async () => {
    const { all, companies } = sources();
    const dir = createDirectory(all, { api: {} as ApiClient });
    const replace = vi.fn();
    await dir.show('companies', { area: '火星', name: 'x' }, replace);
    expect(replace).toHaveBeenCalledWith({ name: 'x' });
    expect(companies).not.toHaveBeenCalled();
  });

  it('selects the first sub-area by default and does not reload an unchanged query', async () => {
    const { all, members } = sources();
    const dir = createDirectory(all, { api: {} as ApiClient });
    await dir.show('members', {}, vi.fn());
    await dir.show('members', {}, vi.fn());
    expect(filterOf(members)).toEqual([[{ subAreaId: 1 }, 0]]);
    await dir.show('members', { ass_area: '2' }, vi.fn());
    expect(filterOf(members).at(-1)).toEqual([{ subAreaId: 2 }, 0]);
    // back on a tab, its page loads again
    await dir.show('companies', {}, vi.fn());
    await dir.show('members', { ass_area: '2' }, vi.fn());
    expect(members).toHaveBeenCalledTimes(3);
  });

  it('shows an options error, and retrying loads them and the shown tab', async () => {
    let fail = true;
    const { all, members } = sources({
      loadOptions: async () => {
        if (fail) throw new ApiError('500', '伺服器忙', 'GET', 'u');
        return OPTIONS;
      },
    });
    const dir = createDirectory(all, { api: {} as ApiClient });
    await dir.show('members', { ass_area: '2' }, vi.fn());
    expect(dir.$options.get()).toMatchObject({ status: 'error', error: '伺服器忙' });
    expect(members).not.toHaveBeenCalled();
    fail = false;
    dir.retryOptions();
    await vi.waitFor(() => expect(filterOf(members)).toEqual([[{ subAreaId: 2 }, 0]]));
  });
});

import { describe, expect, it } from 'vitest';
import type { Area } from '../api/directory/records';
import { createAddressPicker } from './address';

const AREAS: Record<string, Area[]> = {
  '0': [
    { id: 16, name: '江蘇省' },
    { id: 11, name: '廣東省' },
  ],
  '16': [
    { id: 234, name: '蘇州市' },
    { id: 220, name: '南京市' },
  ],
  '11': [{ id: 200, name: '廣州市' }],
  '234': [
    { id: 2341, name: '姑蘇區' },
    { id: 2345, name: '工業園區' },
  ],
  '220': [{ id: 2201, name: '玄武區' }],
};

function fetcher() {
  const calls: string[] = [];
  const pending = new Map<string, () => void>();
  let hold = false;
  const fetchAreas = async (parent: string | number) => {
    calls.push(String(parent));
    if (hold) await new Promise<void>((resolve) => pending.set(String(parent), resolve));
    return AREAS[String(parent)] ?? [];
  };
  return {
    calls,
    fetchAreas,
    hold: (on: boolean) => {
      hold = on;
    },
    release: (parent: string) => pending.get(parent)?.(),
  };
}

describe('address picker', () => {
  it('loads provinces, then the cities and districts of the saved choice', async () => {
    const f = fetcher();
    const picker = createAddressPicker(f.fetchAreas);
    await picker.init({ provinceId: 16, cityId: 234, areaId: 2345 });
    const s = picker.$state.get();
    expect(f.calls).toEqual(['0', '16', '234']);
    expect(s.provinces.map((p) => p.name)).toEqual(['江蘇省', '廣東省']);
    expect(s.cities.map((c) => c.name)).toEqual(['蘇州市', '南京市']);
    expect(s.districts.map((d) => d.name)).toEqual(['姑蘇區', '工業園區']);
    expect([s.provinceId, s.cityId, s.areaId]).toEqual(['16', '234', '2345']);
    expect(picker.label()).toBe('江蘇省 蘇州市 工業園區');
  });

  it('a new province clears the city and district and loads its cities; a new city clears the district', async () => {
    const f = fetcher();
    const picker = createAddressPicker(f.fetchAreas);
    await picker.init({ provinceId: 16, cityId: 234, areaId: 2345 });
    await picker.selectCity('220');
    expect(picker.$state.get()).toMatchObject({ cityId: '220', areaId: '' });
    expect(picker.$state.get().districts.map((d) => d.name)).toEqual(['玄武區']);
    await picker.selectProvince('11');
    const s = picker.$state.get();
    expect([s.provinceId, s.cityId, s.areaId]).toEqual(['11', '', '']);
    expect(s.cities.map((c) => c.name)).toEqual(['廣州市']);
    expect(s.districts).toEqual([]);
    expect(picker.label()).toBe('廣東省');
  });

  it('starts empty without a saved province (0 or null) and ignores a city without a province', async () => {
    const f = fetcher();
    const picker = createAddressPicker(f.fetchAreas);
    await picker.init({ provinceId: 0, cityId: 234, areaId: null });
    expect(f.calls).toEqual(['0']);
    expect(picker.$state.get()).toMatchObject({ provinceId: '', cityId: '', areaId: '' });
  });

  it('drops a late answer for a province that is no longer chosen', async () => {
    const f = fetcher();
    const picker = createAddressPicker(f.fetchAreas);
    await picker.init();
    f.hold(true);
    const first = picker.selectProvince('16');
    const second = picker.selectProvince('11');
    f.release('11');
    await second;
    f.release('16');
    await first;
    expect(picker.$state.get().cities.map((c) => c.name)).toEqual(['廣州市']);
  });

  it('reports a failed level load with the server msg', async () => {
    const picker = createAddressPicker(async () => {
      throw Object.assign(new Error('x'), { name: 'ApiError', code: '500', msg: '地區服務不可用' });
    });
    await picker.init();
    expect(picker.$state.get()).toMatchObject({ error: '地區服務不可用', loading: null });
  });
});

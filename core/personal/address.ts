import { atom, type ReadableAtom } from 'nanostores';
import type { Area } from '../api/directory/records';
import { errorMessage } from '../api/errors';

/** Ids as the picker keeps them: strings, '' when nothing is chosen. */
export interface AddressValue {
  provinceId: string;
  cityId: string;
  areaId: string;
}

/** The province / city / district picker: options of each level and the choice. */
export interface AddressState extends AddressValue {
  provinces: Area[];
  cities: Area[];
  districts: Area[];
  /** The level whose options are loading, if any. */
  loading: 'provinces' | 'cities' | 'districts' | null;
  error: string | null;
}

/** Loads the areas under a parent (0 for provinces). */
export type AreaFetcher = (parentId: string | number) => Promise<Area[]>;

/** A cascading address picker store. */
export interface AddressPicker {
  $state: ReadableAtom<AddressState>;
  /** Loads the provinces, then the cities and districts of an initial choice. */
  init(initial?: Partial<Record<'provinceId' | 'cityId' | 'areaId', unknown>>): Promise<void>;
  /** Picks a province: clears the city and district, loads its cities. */
  selectProvince(id: string): Promise<void>;
  /** Picks a city: clears the district, loads its districts. */
  selectCity(id: string): Promise<void>;
  selectDistrict(id: string): void;
  /** "Province City District" of the current choice. */
  label(): string;
}

const idOf = (value: unknown): string =>
  value === null || value === undefined || value === 0 || value === '0' ? '' : String(value);

/** Creates an address picker over an area fetcher; late answers of an older choice are dropped. */
export function createAddressPicker(fetchAreas: AreaFetcher): AddressPicker {
  const $state = atom<AddressState>({
    provinceId: '',
    cityId: '',
    areaId: '',
    provinces: [],
    cities: [],
    districts: [],
    loading: null,
    error: null,
  });
  let cityRequest = 0;
  let districtRequest = 0;

  async function load(
    level: 'provinces' | 'cities' | 'districts',
    parent: string | number,
  ): Promise<Area[] | null> {
    $state.set({ ...$state.get(), loading: level, error: null });
    try {
      return await fetchAreas(parent);
    } catch (error) {
      $state.set({ ...$state.get(), loading: null, error: errorMessage(error, '地區載入失敗') });
      return null;
    }
  }

  async function loadCities(provinceId: string): Promise<void> {
    const ticket = ++cityRequest;
    districtRequest++;
    if (!provinceId) {
      $state.set({ ...$state.get(), cities: [], districts: [], loading: null });
      return;
    }
    const cities = await load('cities', provinceId);
    if (ticket !== cityRequest || cities === null) return;
    $state.set({ ...$state.get(), cities, loading: null });
  }

  async function loadDistricts(cityId: string): Promise<void> {
    const ticket = ++districtRequest;
    if (!cityId) {
      $state.set({ ...$state.get(), districts: [], loading: null });
      return;
    }
    const districts = await load('districts', cityId);
    if (ticket !== districtRequest || districts === null) return;
    $state.set({ ...$state.get(), districts, loading: null });
  }

  const nameIn = (list: Area[], id: string) =>
    list.find((item) => String(item.id) === id)?.name ?? '';

  return {
    $state,
    async init(initial = {}) {
      const provinceId = idOf(initial.provinceId);
      const cityId = provinceId ? idOf(initial.cityId) : '';
      const areaId = cityId ? idOf(initial.areaId) : '';
      $state.set({ ...$state.get(), provinceId, cityId, areaId });
      const provinces = await load('provinces', 0);
      if (provinces === null) return;
      $state.set({ ...$state.get(), provinces, loading: null });
      await loadCities(provinceId);
      await loadDistricts(cityId);
    },
    async selectProvince(id) {
      $state.set({
        ...$state.get(),
        provinceId: id,
        cityId: '',
        areaId: '',
        cities: [],
        districts: [],
      });
      await loadCities(id);
    },
    async selectCity(id) {
      $state.set({ ...$state.get(), cityId: id, areaId: '', districts: [] });
      await loadDistricts(id);
    },
    selectDistrict(id) {
      $state.set({ ...$state.get(), areaId: id });
    },
    label() {
      const s = $state.get();
      return [
        nameIn(s.provinces, s.provinceId),
        nameIn(s.cities, s.cityId),
        nameIn(s.districts, s.areaId),
      ]
        .filter(Boolean)
        .join(' ');
    },
  };
}

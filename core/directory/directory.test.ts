import { describe, expect, it } from 'vitest';
import { companyBanners, parseTextList } from '../api/directory/details';
import { memberInitial } from '../api/directory/reads';
import { companyTag } from '../api/directory/records';
import {
  directoryQuery,
  pageList,
  parseDirectoryQuery,
  resolveDistrict,
  resolveSubArea,
  tabOf,
} from './directory';

const DISTRICTS = [
  { id: 2341, name: '姑蘇區' },
  { id: 2346, name: '工業園區' },
  { id: 2348, name: '張家港市' },
];
// a tiny stand-in for the Simplified → Traditional conversion
const MAP: Record<string, string> = { 苏: '蘇', 区: '區', 张: '張', 园: '園', 业: '業' };
const toTraditional = async (s: string) => Array.from(s, (c) => MAP[c] ?? c).join('');

describe('directory query', () => {
  it('maps the active segment to a tab', () => {
    expect(tabOf('0')).toBe('companies');
    expect(tabOf('1')).toBe('members');
    expect(tabOf('7')).toBe('members');
  });

  it('reads and writes filters, dropping malformed values', () => {
    expect(
      parseDirectoryQuery('companies', { area: '姑蘇區', field: '3', name: ' 宏 ', page: '2' }),
    ).toEqual({
      area: '姑蘇區',
      field: 3,
      name: '宏',
      page: 2,
    });
    expect(parseDirectoryQuery('companies', { field: 'x', page: '-1' })).toEqual({
      area: undefined,
      field: undefined,
      name: undefined,
      page: 1,
    });
    expect(parseDirectoryQuery('members', { ass_area: '4', area: 'x' })).toEqual({
      assArea: '4',
      name: undefined,
      page: 1,
    });
    expect(directoryQuery('companies', { area: '姑蘇區', field: 3, page: 1 })).toEqual({
      area: '姑蘇區',
      field: '3',
    });
    expect(directoryQuery('members', { assArea: '2', name: '陳', page: 3, area: 'x' })).toEqual({
      ass_area: '2',
      name: '陳',
      page: '3',
    });
  });
});

describe('resolveDistrict', () => {
  it('matches original, Simplified and Traditional names; no match clears', async () => {
    expect(await resolveDistrict('姑蘇區', DISTRICTS, toTraditional)).toEqual(DISTRICTS[0]);
    expect(await resolveDistrict('姑苏区', DISTRICTS, toTraditional)).toEqual(DISTRICTS[0]);
    expect(await resolveDistrict('张家港市', DISTRICTS, toTraditional)).toEqual(DISTRICTS[2]);
    expect(await resolveDistrict('工业园区', DISTRICTS, toTraditional)).toEqual(DISTRICTS[1]);
    expect(await resolveDistrict('火星區', DISTRICTS, toTraditional)).toBeNull();
    expect(await resolveDistrict('', DISTRICTS, toTraditional)).toBeNull();
  });
});

describe('resolveSubArea', () => {
  const subs = [
    { id: 1, name: '姑蘇片區' },
    { id: 5, name: '吳江片區' },
  ];
  it('selects by id or name, else the first', () => {
    expect(resolveSubArea('5', subs)?.id).toBe(5);
    expect(resolveSubArea('吳江片區', subs)?.id).toBe(5);
    expect(resolveSubArea('99', subs)?.id).toBe(1);
    expect(resolveSubArea(undefined, subs)?.id).toBe(1);
    expect(resolveSubArea('1', [])).toBeNull();
  });
});

describe('pageList', () => {
  it('shows neighbours with gaps', () => {
    expect(pageList(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageList(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pageList(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
  });
});

describe('wire helpers', () => {
  it('parses text lists safely', () => {
    expect(parseTextList('[{"name":"甲"}]')).toEqual([{ name: '甲' }]);
    expect(parseTextList([{ name: '乙' }, 'x', null])).toEqual([{ name: '乙' }]);
    expect(parseTextList('{not json')).toEqual([]);
    expect(parseTextList('{"a":1}')).toEqual([]);
    expect(parseTextList(null)).toEqual([]);
  });

  it('reads banners, tags and initials', () => {
    expect(companyBanners('/a.svg')).toEqual(['/a.svg']);
    expect(companyBanners('["/a.svg","/b.svg"]')).toEqual(['/a.svg', '/b.svg']);
    expect(companyBanners('/a.svg, /b.svg')).toEqual(['/a.svg', '/b.svg']);
    expect(companyBanners('[broken')).toEqual([]);
    expect(companyTag(1)).toBe('C');
    expect(companyTag('2')).toBe('T');
    expect(companyTag(0)).toBeNull();
    expect(memberInitial('（台商二代）林志豪')).toBe('林');
    expect(memberInitial('(Jr.) 王小明')).toBe('王');
    expect(memberInitial('陳建宏')).toBe('陳');
    expect(memberInitial('')).toBe('');
  });
});

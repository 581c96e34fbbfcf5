import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  PHONE_PATTERN,
  validateAgreement,
  validateCode,
  validatePassword,
  validatePhone,
} from './validation';

const WRONG_PHONE = '請輸入正確的手機號';

describe('validatePhone', () => {
  it('requires a value', () => {
    expect(validatePhone('')).toBe('請輸入手機號');
  });

  const accepted = [
    ...['130', '131', '132', '133', '134', '135', '136', '137', '138', '139'],
    '145',
    '147',
    ...['150', '151', '152', '153', '155', '156', '157', '158', '159'],
    ...['170', '173', '175', '176', '177', '178'],
    ...['180', '181', '182', '183', '184', '185', '186', '187', '188', '189'],
    '166',
    '198',
    '199',
  ];
  it.each(accepted)('accepts prefix %s', (prefix) => {
    expect(validatePhone(`${prefix}12345678`)).toBeNull();
  });

  const rejectedPrefixes = [
    ...['100', '110', '120'],
    ...['140', '141', '142', '143', '144', '146', '148', '149'],
    '154',
    ...['171', '172', '174', '179'],
    ...['160', '161', '162', '163', '164', '165', '167', '168', '169'],
    ...['190', '191', '192', '193', '194', '195', '196', '197'],
    '200',
  ];
  it.each(rejectedPrefixes)('rejects prefix %s', (prefix) => {
    expect(validatePhone(`${prefix}12345678`)).toBe(WRONG_PHONE);
  });

  it.each([
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a letter', '1381234567a'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['a dash', '138-1234-5678'],
    ['a leading space', ' 13812345678'],
    ['a trailing space', '13812345678 '],
    ['a country code', '+8613812345678'],
    ['a trailing newline', '13812345678\n'],
  ])('rejects %s', (_label, value) => {
    expect(validatePhone(value)).toBe(WRONG_PHONE);
  });

  it('exports the pattern it uses', () => {
    expect(PHONE_PATTERN.test('13800138000')).toBe(true);
    expect(PHONE_PATTERN.test('15412345678')).toBe(false);
  });
});

describe('validateCode', () => {
  it.each([
    ['', '請輸入驗證碼'],
    ['12345', '驗證碼錯誤'],
    ['1234567', '驗證碼錯誤'],
    ['123456', null],
    ['a1b2c3', null],
  ])('%j → %s', (value, message) => {
    expect(validateCode(value)).toBe(message);
  });

  it('uses a code length of 6', () => {
    expect(CODE_LENGTH).toBe(6);
  });
});

describe('validatePassword', () => {
  const FORMAT = '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線';
  it.each([
    ['', '請輸入密碼'],
    ['abc12', '長度在 6 到 18 位'],
    ['a'.repeat(19), '長度在 6 到 18 位'],
    ['abcdef', null],
    ['demo1234', null],
    ['A_b_1', '長度在 6 到 18 位'],
    ['A_b_12', null],
    [`a${'1'.repeat(17)}`, null],
    ['1abcdef', FORMAT],
    ['_abcdef', FORMAT],
    ['abc def', FORMAT],
    ['abc-def', FORMAT],
    ['abc密碼def', FORMAT],
    ['密碼abcdef', FORMAT],
  ])('%j → %s', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });
});

describe('validateAgreement', () => {
  it('requires the box to be ticked', () => {
    expect(validateAgreement(false)).toBe('請先閱讀協議並勾選');
    expect(validateAgreement(true)).toBeNull();
  });
});

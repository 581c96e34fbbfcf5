import { describe, expect, it } from 'vitest';
import { toApplication } from '../api/apply/records';
import { formatDay } from '../time/time';
import {
  applyParentAnswer,
  COMPANY_BASE,
  COMPANY_INITIAL,
  INSERT_AT,
  PARENT_BLOCK,
  PERSON_QUESTIONS,
  questionNumber,
  questionsFor,
  REPRESENTATIVE_BLOCK,
} from './questions';
import {
  COMPANY_REQUIRED,
  capitalFromWire,
  capitalToWire,
  childFromValue,
  dateToWire,
  deriveSubmitStatus,
  econKindFromWire,
  econKindToWire,
  PERSON_REQUIRED,
  pickChild,
  REQUIRED_MESSAGE,
  typeFraternity,
  validateApplication,
} from './rules';

const fill = (fields: readonly string[], value = 'x') =>
  Object.fromEntries(fields.map((field) => [field, value]));

describe('questions', () => {
  it('the company base list has 18 questions, the parent answer last', () => {
    expect(COMPANY_BASE).toHaveLength(18);
    expect(INSERT_AT).toBe(18);
    expect(COMPANY_BASE[17]?.field).toBe('isHasPreCompany');
  });

  it.each([
    ['1', [...PARENT_BLOCK, ...REPRESENTATIVE_BLOCK]],
    ['0', [...REPRESENTATIVE_BLOCK]],
  ])('answer %s inserts its block after question 18', (answer, block) => {
    const list = applyParentAnswer(COMPANY_INITIAL, answer);
    expect(list.slice(0, 18)).toEqual(COMPANY_BASE);
    expect(list.slice(18, 18 + block.length)).toEqual(block);
    expect(list.at(-1)?.field).toBe('join_child_association');
    expect(list).toHaveLength(18 + block.length + 1);
  });

  it('changing the answer removes what the earlier answer inserted', () => {
    const yes = applyParentAnswer(COMPANY_INITIAL, '1');
    const no = applyParentAnswer(yes, '0');
    expect(no.filter((q) => q.block === 'parent')).toHaveLength(0);
    expect(no.filter((q) => q.block === 'representative')).toHaveLength(
      REPRESENTATIVE_BLOCK.length,
    );
    const yesAgain = applyParentAnswer(no, '1');
    expect(yesAgain).toEqual(yes);
    expect(applyParentAnswer(applyParentAnswer(yes, '1'), '1')).toEqual(yes);
  });

  it('numbers questions with two digits', () => {
    expect([0, 8, 9, 24].map(questionNumber)).toEqual(['01', '09', '10', '25']);
  });

  it('titles the emergency contact and its phone under their own fields', () => {
    const titles = Object.fromEntries(PERSON_QUESTIONS.map((q) => [q.field, q.title]));
    expect(titles.ice_people).toBe('緊急聯絡人');
    expect(titles.ice_phone).toBe('緊急聯絡人電話');
  });

  it('every required field of a form is one of its questions', () => {
    const person = new Set(questionsFor('person', {}).map((q) => q.field));
    for (const field of PERSON_REQUIRED) expect(person).toContain(field);
    const company = new Set(questionsFor('company', { isHasPreCompany: '1' }).map((q) => q.field));
    for (const field of COMPANY_REQUIRED) expect(company).toContain(field);
  });
});

describe('validateApplication', () => {
  const person = fill(PERSON_REQUIRED);
  const company = { ...fill(COMPANY_REQUIRED), isHasPreCompany: '0' };
  const parent = fill(['p_company_name', 'p_company_phone', 'p_company_add', 'p_company_contacts']);

  it.each([
    ['person complete', 'person', person, []],
    ['person without qq_number', 'person', { ...person, qq_number: '' }, []],
    ['person missing wx_number', 'person', { ...person, wx_number: '' }, ['wx_number']],
    ['person isnewmember "null"', 'person', { ...person, isnewmember: 'null' }, ['isnewmember']],
    ['person spaces only', 'person', { ...person, member_name: '   ' }, ['member_name']],
    [
      'person missing two, in form order',
      'person',
      { ...person, ice_phone: '', application_cert: '' },
      ['application_cert', 'ice_phone'],
    ],
    ['company complete, no parent', 'company', company, []],
    [
      'company optional fields empty',
      'company',
      { ...company, company_name_en: '', company_fax: '', company_url: '' },
      [],
    ],
    ['company missing cer_one', 'company', { ...company, cer_one: '' }, ['cer_one']],
    [
      'company missing member_address',
      'company',
      { ...company, member_address: '' },
      ['member_address'],
    ],
    [
      'company with parent, parent fields empty',
      'company',
      { ...company, isHasPreCompany: '1' },
      ['p_company_name', 'p_company_phone', 'p_company_add', 'p_company_contacts'],
    ],
    [
      'company with parent, complete',
      'company',
      { ...company, ...parent, isHasPreCompany: '1' },
      [],
    ],
    ['company empty parent fields on no', 'company', { ...company, isHasPreCompany: '0' }, []],
  ] as const)('%s', (_name, kind, values, missing) => {
    const result = validateApplication(kind, values);
    expect(result.missing).toEqual(missing);
    expect(result.ok).toBe(missing.length === 0);
    expect(result.message).toBe(missing.length ? REQUIRED_MESSAGE : null);
  });

  it('the message has no stray typo', () => {
    expect(REQUIRED_MESSAGE).toBe('請填完必填項再提交！');
  });

  it('company: the first missing field is the first in form order', () => {
    const result = validateApplication('company', { isHasPreCompany: '1' });
    expect(result.missing[0]).toBe('application_cert');
    expect(result.missing.at(-1)).toBe('join_child_association');
    expect(result.missing).toContain('p_company_name');
  });
});

describe('child association', () => {
  const v = (choice: string, value: string) => ({ choice, value });
  it.each([
    ['pick 婦女會', v('', ''), '婦女會', v('婦女會', '婦女會')],
    ['pick 聯誼會 from nothing', v('', ''), '聯誼會', v('聯誼會', '')],
    ['switch 青年會 → 聯誼會 clears', v('青年會', '青年會'), '聯誼會', v('聯誼會', '')],
    [
      '聯誼會 again keeps the typed name',
      v('聯誼會', '高雄聯誼會'),
      '聯誼會',
      v('聯誼會', '高雄聯誼會'),
    ],
    [
      '聯誼會 → 慢壘聯盟 stores the choice',
      v('聯誼會', '高雄聯誼會'),
      '慢壘聯盟',
      v('慢壘聯盟', '慢壘聯盟'),
    ],
  ])('%s', (_name, previous, choice, expected) => {
    expect(pickChild(previous, choice)).toEqual(expected);
  });

  it('typing stores the typed value only under 聯誼會', () => {
    expect(typeFraternity({ choice: '聯誼會', value: '' }, '台中聯誼會')).toEqual({
      choice: '聯誼會',
      value: '台中聯誼會',
    });
    expect(typeFraternity({ choice: '婦女會', value: '婦女會' }, 'x')).toEqual({
      choice: '婦女會',
      value: '婦女會',
    });
  });

  it.each([
    ['', { choice: '', value: '' }],
    ['青年會', { choice: '青年會', value: '青年會' }],
    ['台南聯誼會', { choice: '聯誼會', value: '台南聯誼會' }],
  ])('reads %j back', (value, expected) => {
    expect(childFromValue(value, ['聯誼會', '婦女會', '青年會', '慢壘聯盟'])).toEqual(expected);
  });
});

describe('deriveSubmitStatus', () => {
  it.each([
    ['no record', null, 0],
    ['record, isreview 0', { isreview: 0, application_cert: 'http://i/a.png' }, 1],
    ['record, isreview "0"', { isreview: '0', application_cert: 'http://i/a.png' }, 1],
    ['record, no isreview', { application_cert: 'http://i/a.png' }, 1],
    ['approved (1)', { isreview: 1, application_cert: 'http://i/a.png' }, 2],
    ['approved ("1")', { isreview: '1', application_cert: 'http://i/a.png' }, 2],
    ['no cert (empty)', { isreview: 1, application_cert: '' }, 0],
    ['no cert ("null")', { isreview: 0, application_cert: 'null' }, 0],
    ['no cert (missing)', { isreview: 0 }, 0],
  ])('%s → %i', (_name, record, status) => {
    expect(
      deriveSubmitStatus(record && toApplication({ apply_type: 0, member_id: 7, ...record })),
    ).toBe(status);
  });
});

describe('legacy and composite values', () => {
  it.each([
    ['獨資', '工獨資業'],
    ['合資合作', '合資合作'],
    ['來料加工', '來料加工'],
    ['其他', '其他'],
  ])('econ_kind %s is sent as %s', (label, wire) => {
    expect(econKindToWire(label)).toBe(wire);
    expect(econKindFromWire(wire)).toBe(label);
  });

  it('either stored value of 獨資 reads back as 獨資', () => {
    expect(econKindFromWire('工獨資業')).toBe('獨資');
    expect(econKindFromWire('獨資')).toBe('獨資');
    expect(econKindFromWire(undefined)).toBe('');
  });

  it.each([
    [{ amount: '500', currency: '美元' }, '500萬美元'],
    [{ amount: ' 12.5 ', currency: '人民幣' }, '12.5萬人民幣'],
    [{ amount: '', currency: '港幣' }, ''],
  ])('registered capital %j ↔ %s', (capital, wire) => {
    expect(capitalToWire(capital)).toBe(wire);
    if (wire)
      expect(capitalFromWire(wire, ['人民幣', '美元', '新台幣', '港幣'])).toEqual({
        amount: capital.amount.trim(),
        currency: capital.currency,
      });
  });
});

describe('dates (shown with formatDay, core/time)', () => {
  it.each(['1975-03-14', '2008-09-01', '2000-02-29'])('%s survives a round trip', (day) => {
    const wire = dateToWire(day);
    expect(wire).toMatch(/^-?\d+$/);
    expect(formatDay(wire)).toBe(day);
  });

  it('reads seconds, date text and rubbish', () => {
    expect(formatDay(String(new Date(2020, 0, 2).getTime() / 1000))).toBe('2020-01-02');
    expect(formatDay('2020-05-06 00:00:00')).toBe('2020-05-06');
    expect(formatDay('null')).toBe('');
    expect(dateToWire('')).toBe('');
  });
});

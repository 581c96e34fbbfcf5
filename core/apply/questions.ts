// The questions of the two application forms (spec 001 §2, §3, §4): pure data and functions.

/** How a question is answered. */
export type QuestionKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'image'
  | 'radio'
  | 'select'
  | 'textarea'
  | 'capital'
  | 'child';

/** One question of an application form; `field` is the wire name it fills. */
export interface Question {
  field: ApplyField;
  title: string;
  kind: QuestionKind;
  required: boolean;
  /** Options of `radio` and `select` questions: the label shown and the value kept. */
  options?: ReadonlyArray<{ label: string; value: string }>;
  /** Hint under the title. */
  hint?: string;
  /** Set on questions inserted by the parent-company answer. */
  block?: 'parent' | 'representative';
}

/**
 * Every wire field of an application the forms fill (in the order of the reference server's
 * table columns).
 */
export const APPLY_FIELDS = [
  'application_cert',
  'isnewmember',
  'join_child_association',
  'company_name',
  'company_job',
  'company_add',
  'ice_people',
  'ice_phone',
  'member_name',
  'personal_photo',
  'taibao_id',
  'taibao_frontview',
  'taibao_reverse',
  'birthday',
  'member_phone',
  'member_email',
  'member_address',
  'wx_number',
  'qq_number',
  'company_name_en',
  'cer_one',
  'setup_date',
  'field',
  'econ_kind',
  'main_businee',
  'company_phone',
  'company_fax',
  'company_url',
  'company_email',
  'registered_capital',
  'isHasPreCompany',
  'p_company_name',
  'p_company_phone',
  'p_company_add',
  'p_company_contacts',
] as const;

export type ApplyField = (typeof APPLY_FIELDS)[number];

/** Form values by wire field (all text, as they are sent). */
export type ApplyValues = Partial<Record<ApplyField, string>>;

/** apply_type: 0 individual, 1 company. */
export type ApplyKind = 'person' | 'company';

export const APPLY_TYPE: Record<ApplyKind, 0 | 1> = { person: 0, company: 1 };

const opts = (...labels: string[]) => labels.map((label) => ({ label, value: label }));

/** Child associations (one required); 聯誼會 asks which fraternity in a text box. */
export const CHILD_ASSOCIATIONS = ['聯誼會', '婦女會', '青年會', '慢壘聯盟'] as const;
export const FRATERNITY = '聯誼會';

/** Industry (`field`). */
export const INDUSTRIES = ['工業', '農業', '金融證券', '服務業', '其他'] as const;
/** Enterprise nature (`econ_kind`), as shown; see `econKindToWire` for 獨資. */
export const ECON_KINDS = ['獨資', '合資合作', '來料加工', '其他'] as const;
/** Currencies of the registered capital. */
export const CURRENCIES = ['人民幣', '美元', '新台幣', '港幣'] as const;

const NEW_MEMBER_OPTIONS = [
  { label: '是', value: '0' },
  { label: '否', value: '1' },
] as const;

const q = (
  field: ApplyField,
  title: string,
  kind: QuestionKind,
  extra: Partial<Omit<Question, 'field' | 'title' | 'kind'>> = {},
): Question => ({ field, title, kind, required: true, ...extra });

const CERT = q('application_cert', '入會申請書（簽名蓋章後拍照上傳）', 'image', {
  hint: '請先下載入會申請書範本，填寫並簽名後拍照上傳',
});
const NEW_MEMBER = q('isnewmember', '是否為新會員', 'radio', { options: NEW_MEMBER_OPTIONS });
// The original titled ice_phone 'emergency contact' and ice_people 'emergency contact phone';
// here each field is under its own title (the wire names stay the same).
const ICE_PEOPLE = q('ice_people', '緊急聯絡人', 'text');
const ICE_PHONE = q('ice_phone', '緊急聯絡人電話', 'tel');
const CHILD = q('join_child_association', '加入子會（擇一）', 'child', {
  options: opts(...CHILD_ASSOCIATIONS),
});

/** The individual form, in order. */
export const PERSON_QUESTIONS: readonly Question[] = [
  CERT,
  NEW_MEMBER,
  q('member_name', '姓名', 'text'),
  q('personal_photo', '個人照片', 'image'),
  q('taibao_id', '台胞證號碼', 'text'),
  q('taibao_frontview', '台胞證正面照片', 'image'),
  q('taibao_reverse', '台胞證反面照片', 'image'),
  q('birthday', '出生日期', 'date'),
  q('company_name', '公司名稱', 'text'),
  q('company_job', '公司職務', 'text'),
  q('company_add', '公司地址', 'text'),
  q('member_phone', '手機號碼', 'tel'),
  q('member_email', '電子郵箱', 'email'),
  q('wx_number', '微信號', 'text'),
  q('qq_number', 'QQ號', 'text', { required: false }),
  ICE_PEOPLE,
  ICE_PHONE,
  CHILD,
];

/** The company form before the parent-company answer inserts anything (18 questions). */
export const COMPANY_BASE: readonly Question[] = [
  CERT,
  NEW_MEMBER,
  q('company_name', '公司名稱', 'text'),
  q('company_name_en', '公司英文名稱', 'text', { required: false }),
  q('cer_one', '營業執照照片', 'image'),
  q('setup_date', '成立日期', 'date'),
  q('field', '所屬行業', 'select', { options: opts(...INDUSTRIES) }),
  q('econ_kind', '企業性質', 'select', { options: opts(...ECON_KINDS) }),
  q('main_businee', '經營範圍', 'textarea'),
  q('company_add', '公司地址', 'text'),
  q('company_phone', '公司電話', 'tel'),
  q('company_fax', '公司傳真', 'tel', { required: false }),
  q('company_url', '公司網址', 'text', { required: false }),
  q('company_email', '公司郵箱', 'email'),
  q('registered_capital', '投資規模（註冊資本）', 'capital'),
  ICE_PEOPLE,
  ICE_PHONE,
  q('isHasPreCompany', '是否有台灣母公司', 'radio', {
    options: [
      { label: '是', value: '1' },
      { label: '否', value: '0' },
    ],
  }),
];

/** Where the parent-company answer inserts its block (after question 18). */
export const INSERT_AT = 18;

/** The four parent-company questions (answer yes). */
export const PARENT_BLOCK: readonly Question[] = [
  q('p_company_name', '台灣母公司名稱', 'text', { block: 'parent' }),
  q('p_company_phone', '台灣母公司電話', 'tel', { block: 'parent' }),
  q('p_company_add', '台灣母公司地址', 'text', { block: 'parent' }),
  q('p_company_contacts', '台灣母公司聯絡人', 'text', { block: 'parent' }),
];

/** The company representative's questions (inserted on either answer). */
export const REPRESENTATIVE_BLOCK: readonly Question[] = [
  q('member_name', '企業代表姓名', 'text', { block: 'representative' }),
  q('personal_photo', '企業代表照片', 'image', { block: 'representative' }),
  q('company_job', '企業代表職務', 'text', { block: 'representative' }),
  q('member_phone', '企業代表手機號碼', 'tel', { block: 'representative' }),
  q('member_address', '企業代表聯絡地址', 'text', { block: 'representative' }),
  q('taibao_frontview', '企業代表台胞證正面照片', 'image', { block: 'representative' }),
  q('taibao_reverse', '企業代表台胞證反面照片', 'image', { block: 'representative' }),
];

/** The company form's questions after the base list and its inserted blocks. */
const COMPANY_TAIL: readonly Question[] = [CHILD];

/** The company form with nothing inserted yet. */
export const COMPANY_INITIAL: readonly Question[] = [...COMPANY_BASE, ...COMPANY_TAIL];

/** Parent-company answer: '1' yes; anything else (the default '0') no. */
export function hasParentCompany(value: string | undefined): boolean {
  return value === '1';
}

/**
 * The company list after the parent-company answer changes (spec §4): removes what an earlier
 * answer inserted, then inserts the parent block and the representative block (yes) or only
 * the representative block (no, the default) at position 18.
 */
export function applyParentAnswer(
  list: readonly Question[],
  answer: string | undefined,
): Question[] {
  const kept = list.filter((question) => !question.block);
  const inserted = hasParentCompany(answer)
    ? [...PARENT_BLOCK, ...REPRESENTATIVE_BLOCK]
    : [...REPRESENTATIVE_BLOCK];
  return [...kept.slice(0, INSERT_AT), ...inserted, ...kept.slice(INSERT_AT)];
}

/** The questions of a form for its current values. */
export function questionsFor(kind: ApplyKind, values: ApplyValues): Question[] {
  if (kind === 'person') return [...PERSON_QUESTIONS];
  return applyParentAnswer(COMPANY_INITIAL, values.isHasPreCompany);
}

/** Two-digit question numbers: 1 → '01'. */
export function questionNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

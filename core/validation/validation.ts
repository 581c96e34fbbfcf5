// Login and registration form rules (spec 000 §5). Each validator returns the message to
// show, or null when the value is acceptable.

/** Mainland mobile: 13x, 145/147, 15x except 154, 170/173/175–178, 18x, 166, 198, 199, then 8 digits. */
export const PHONE_PATTERN = /^(?:13\d|14[57]|15[0-35-9]|17[035-8]|18\d|166|19[89])\d{8}$/;

/** Length of an SMS verification code. */
export const CODE_LENGTH = 6;
/** Shortest allowed password. */
const PASSWORD_MIN_LENGTH = 6;
/** Longest allowed password. */
const PASSWORD_MAX_LENGTH = 18;

const PASSWORD_PATTERN = /^[A-Za-z]\w*$/;

/** Longest e-mail address taken (the server's column holds 100 characters). */
export const EMAIL_MAX_LENGTH = 100;

/**
 * `name@host.tld`: no space or `@` anywhere, a dot-separated host without empty labels. Each
 * part's characters exclude the separator after it, so matching is linear in the length (the
 * older `[^\s@]+\.[^\s@]+` let a dot be taken by either side: quadratic on `a@....`).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An e-mail address of a sane length and shape; the length is checked before the pattern. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Messages shown by the validators, as the spec words them. */
export const VALIDATION_MESSAGES = {
  phoneRequired: '請輸入手機號',
  phoneInvalid: '請輸入正確的手機號',
  codeRequired: '請輸入驗證碼',
  codeInvalid: '驗證碼錯誤',
  passwordRequired: '請輸入密碼',
  passwordLength: '長度在 6 到 18 位',
  passwordFormat: '密碼以字母開頭，長度6~18，只包含字母、數字和下劃線',
  agreementRequired: '請先閱讀協議並勾選',
} as const;

/** Checks a mobile number. */
export function validatePhone(value: string): string | null {
  if (value === '') return VALIDATION_MESSAGES.phoneRequired;
  return PHONE_PATTERN.test(value) ? null : VALIDATION_MESSAGES.phoneInvalid;
}

/** Checks an SMS verification code. */
export function validateCode(value: string): string | null {
  if (value === '') return VALIDATION_MESSAGES.codeRequired;
  return [...value].length === CODE_LENGTH ? null : VALIDATION_MESSAGES.codeInvalid;
}

/** Checks a password. */
export function validatePassword(value: string): string | null {
  if (value === '') return VALIDATION_MESSAGES.passwordRequired;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return VALIDATION_MESSAGES.passwordLength;
  }
  return PASSWORD_PATTERN.test(value) ? null : VALIDATION_MESSAGES.passwordFormat;
}

/** Checks the terms-of-use checkbox. */
export function validateAgreement(checked: boolean): string | null {
  return checked ? null : VALIDATION_MESSAGES.agreementRequired;
}

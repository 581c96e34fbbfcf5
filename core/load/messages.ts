/** The message of a failed load when the error carries none. */
export const LOAD_FAILED = '載入失敗，請重試';

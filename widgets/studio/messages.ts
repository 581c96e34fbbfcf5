// Text of the studio's simulated server answers (faults a scenario or the studio injects).

/** The body of the simulated server error, shown by the widgets as the server's message. */
export const serverErrorBody = '{"code":"500","msg":"伺服器內部錯誤（模擬）","data":null}';

// the labels of the states most widgets share (widgets/studio/scenario.ts: loading, serverError,
// simplified, mobile)
export const scenarioLoading = '載入中';
export const scenarioServerError = '伺服器錯誤';
export const scenarioMalformed = '格式錯誤的回應';
export const scenarioSimplified = '簡體';
export const scenarioMobile = '手機 375';

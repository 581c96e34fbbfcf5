// Text of the studio's simulated server answers (faults a scenario or the studio injects).

/** The body of the simulated server error, shown by the widgets as the server's message. */
export const serverErrorBody = '{"code":"500","msg":"伺服器內部錯誤（模擬）","data":null}';

// Text of the studio's panels (a developer and partner tool, Traditional Chinese only).

export const panels = '工作室面板';
export const attributesTab = '屬性';
export const themeTab = '主題';
export const snippetTab = '程式碼';
export const a11yTab = '無障礙';
export const docsTab = '文件';

export const themeIntro =
  '設定文件列出的 --sztx-* 主題屬性，即時套用到組件與它開啟的對話框（登錄、詳情）。';
export const pickColour = (token: string) => `${token} 顏色選擇`;
export const defaultIs = (value: string) => `預設 ${value}`;
export const resetTheme = '還原預設主題';
export const contrastChecking = '正在檢查對比度…';
export const contrastOk = '對比度檢查通過（axe color-contrast）。';
export const contrastFails = (count: number) =>
  `對比度不足：${count} 處文字與背景對比不夠（axe color-contrast），請換一個顏色。`;
export const contrastError = (reason: string) => `無法檢查對比度：${reason}`;
export const invalidValue = '不接受此值（不可含 ; { } < > 或換行）';

export const snippetIntro = '畫面上組件的程式碼：屬性、語言與主題都已寫入。';
export const snippetKinds = '程式碼類型';
export const htmlKind = 'HTML';
export const reactKind = 'React 19（TSX）';
export const vueKind = 'Vue 3（SFC）';
export const snippetCode = (kind: string) => `${kind} 程式碼`;
export const copy = '複製';
export const copied = '已複製到剪貼簿。';
export const copyFailed = '無法使用剪貼簿：程式碼已全選，請按 Ctrl+C（⌘C）複製。';
export const loadingIntegrity = '正在讀取此版本的 integrity，讀到後才能複製。';
export const noIntegrity = '找不到此版本的 sri.json：程式碼沒有 integrity。';

export const a11yIntro = '預覽中組件（含對話框）的 axe 檢查結果，變更後自動重新檢查。';
export const a11yRerun = '重新檢查';
export const a11yChecking = '正在檢查…';
export const a11yClean = '沒有發現無障礙問題。';
export const a11yCount = (count: number) => `發現 ${count} 項無障礙問題：`;
export const a11yError = (reason: string) => `無法執行 axe：${reason}`;
export const a11yNodes = (count: number) => `${count} 個元素`;

export const docsAttributes = '屬性';
export const docsEvents = '事件';
export const docsParts = '部件（::part）';
export const docsTokens = '主題屬性';
export const docsDetail = 'detail 類型';
export const docsDefault = '預設';
export const noneDeclared = '（無）';

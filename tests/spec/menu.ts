/**
 * The portal header's 13 entries in the order spec 000 gives them (website/navigate,
 * type INDEX). Shared by the server, contract and end-to-end tests, which each check a
 * different layer against the same expectation.
 */
export const SPEC_MENU: readonly string[] = [
  '首頁',
  '實習報名',
  '資訊動態',
  '電子期刊',
  '企業會員',
  '協會公告',
  '課程教室',
  '特色服務',
  '采購需求',
  '政策文件',
  '關於協會',
  '辦事指南',
  '繳費',
];

/** The same entries as the header shows them: 采購需求's Simplified 采 reads 採 (docs/compat.md). */
export const DISPLAYED_MENU: readonly string[] = SPEC_MENU.map((name) =>
  name === '采購需求' ? '採購需求' : name,
);

/**
 * Where the entries lead, in the same order, as the demo seed has them: in-site paths, but for
 * 實習報名 (SPEC_MENU[1]), an external `https://` link (null here). Shared by the server's test of
 * website/navigate and core/router's menu-section test (the entries a page can belong to).
 */
export const SPEC_MENU_PATHS: readonly (string | null)[] = [
  '/',
  null,
  '/information/0',
  '/magazine',
  '/member',
  '/policy/0',
  '/policy/1',
  '/policy/2',
  '/Invest',
  '/policy/3',
  '/introduce',
  '/guide',
  '/fee',
];

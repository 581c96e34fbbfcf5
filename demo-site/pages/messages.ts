// The public pages' own texts (Traditional; Simplified pages convert them with core/language),
// beside the portal's, whose components render the pages themselves.
export { associationName, home } from '../../widgets/portal/messages';

/** The menu sections of the breadcrumbs. */
export const information = '資訊動態';
export const policy = '政策文件';
export const courses = '課程教室';
export const business = '商機合作';
export const directory = '企業會員';
export const magazine = '電子期刊';

/** The description of the site's own pages (the portal's, harness/index.html). */
export const siteDescription = '台商協會門戶網站：協會動態、政策文件、課程教室、企業名錄與采購需求';
/** The 404 page's title. */
export const notFoundTitle = '找不到頁面';
/** When the API cannot be read: the page of a failure. */
export const unavailable = '暫時無法顯示此頁，請稍後再試。';

import type { PageMap } from '../registry';

/** Pages of the directory: companies, members, products. */
export const DIRECTORY_PAGES: PageMap = {
  '/company_member_list/:active': () => import('../../../directory/DirectoryPage'),
  '/company/:id': () => import('../../../directory/CompanyPage'),
  '/product_details/:id': () => import('../../../directory/ProductPage'),
  '/member_details/:member_id': () => import('../../../directory/MemberPage'),
};

// Wire types of the directory: regions, companies, products, members. Field names are kept exactly as the server spells them.

/** A region of `areaData/list` (province, city or district). */
export interface AreaItem {
  id: number | string;
  name: string;
}

/** An industry of `company/industry`. */
export interface Industry {
  industry_id: number;
  industry_name: string;
}

/** A row of `company/pc/list` (only the id is guaranteed by the spec). */
export interface CompanyListItem {
  company_id: number;
  company_name?: string;
  company_logo?: string;
  industry_id?: number | null;
  industry_name?: string | null;
  islisting?: number;
  main_businee?: string;
  area_id?: number | null;
  area_name?: string | null;
  address?: string;
}

/** `company/{id}`. `partners`, `employees`, `changerecords` and `tshBusinessCompanyJson` are JSON text lists. */
export interface Company extends CompanyListItem {
  company_code?: string;
  phone?: string;
  email?: string;
  setup_date?: string;
  listing_data?: string;
  issue_price?: string;
  total_share_capital?: string;
  deputy?: string;
  deputies?: string;
  position?: string;
  slideshow_img?: string | string[];
  member_id?: number | null;
  member_name?: string | null;
  member_photo?: string | null;
  association_id?: string;
  tshBusinessCompanyJson?: string | CompanyBusinessItem[];
  partners?: string | CompanyPartner[];
  employees?: string | CompanyEmployee[];
  changerecords?: string | CompanyChangeRecord[];
}

/** One business-information entry (wire spelling `contenxt`). */
export interface CompanyBusinessItem {
  title: string;
  contenxt: string;
}

/** A shareholder. */
export interface CompanyPartner {
  name: string;
  stock_type?: string;
  identify_type?: string;
  identify_no?: string;
  capital?: { amount?: string; percent?: string; date?: string }[];
}

/** Main staff. */
export interface CompanyEmployee {
  name: string;
  job_title?: string;
}

/** A change record. */
export interface CompanyChangeRecord {
  item: string;
  date?: string;
  before?: string;
  after?: string;
}

/** A product (`product/list`, `product/{id}`). */
export interface Product {
  product_id: number;
  product_name: string;
  product_image: string;
  company_id: number;
  product_desc?: string;
  company_name?: string;
  company_logo?: string;
}

/** A member sub-area (`association/SZTX/SubArea`). */
export interface SubArea {
  ass_area_id: number;
  area: string;
}

/** A member of the directory; contact fields are absent unless `isopen` is 0. */
export interface DirectoryMember {
  member_id: number;
  really_name: string;
  position?: string;
  member_photo?: string;
  member_phone?: string;
  member_email?: string;
  member_address?: string;
  wechat_id?: string;
  facebook?: string;
  person_intro?: string;
  isopen?: number;
  province_id?: number | null;
  city_id?: number | null;
  area_id?: number | null;
  company_name?: string | null;
  tshMemberSubAssoList?: SubArea[];
}

/** `association/SZTX/persons/{memberId}`. */
export interface MemberDetails extends DirectoryMember {
  province_name?: string | null;
  city_name?: string | null;
  area_name?: string | null;
  phone_verified?: number;
  companyList?: CompanyListItem[];
}

/** The `{ data, pagenum }` object of the directory lists (pagenum: number of matches). */
export interface DirectoryPage<T> {
  data: T[];
  pagenum: number;
}

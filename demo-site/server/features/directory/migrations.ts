import type { Migration } from '../feature.js';

/**
 * Directory: regions, industries, companies, products, association sub-areas. Migration ids
 * 600–699.
 *
 * Column names are the wire fields of the spec; other features may write to `companies`
 * (the personal centre's my-company create/update):
 *
 * - `area_data (id, parent_id, name)` — region tree: provinces at parent_id 0, cities under
 *   a province, districts under a city. 江蘇省 16 → 蘇州市 234 → districts 2341–2349.
 * - `industries (industry_id, industry_name, sort)`.
 * - `companies`:
 *   `company_id` INTEGER PK · `company_name` · `company_logo` (path or URL) · `company_code`
 *   (unified social credit code) · `phone` · `email` · `industry_id` (→ industries; the
 *   `field` of company/pc/list) · `islisting` (0 not listed, 1 listed → tag C, 2 → tag T) ·
 *   `main_businee` (main business, wire spelling) · `area_id` (district, the
 *   `xt_districtID` filter; → area_data) · `address` · `setup_date` ('YYYY-MM-DD') ·
 *   `listing_data` · `issue_price` · `total_share_capital` · `deputy` (legal representative) ·
 *   `position` (the representative's title) · `slideshow_img` (banner: one path, or a JSON
 *   list / comma list of paths) · `member_id` (owner, → members, NULL when none) ·
 *   `association_id` ('SZTX') · `tshBusinessCompanyJson` (JSON text `[{title, contenxt}]`) ·
 *   `partners` (JSON text `[{name, stock_type, identify_type, identify_no, capital:
 *   [{amount, percent, date}]}]`) · `employees` (JSON text `[{name, job_title}]`) ·
 *   `changerecords` (JSON text `[{item, date, before, after}]`) · `sort` (higher first) ·
 *   `create_time` (ms).
 *   The three list columns and tshBusinessCompanyJson are text; write '[]' when empty.
 * - `products (product_id, company_id → companies, product_name, product_image,
 *   product_desc, sort)`.
 * - `association_sub_areas (ass_area_id, association_id, area, sort)` and
 *   `member_sub_areas (member_id → members, ass_area_id → association_sub_areas)`.
 */
export const DIRECTORY_MIGRATIONS: Migration[] = [
  {
    id: 600,
    name: 'directory: regions, industries, companies, products, sub-areas',
    sql: `
        CREATE TABLE area_data (
          id INTEGER PRIMARY KEY,
          parent_id INTEGER NOT NULL,
          name TEXT NOT NULL
        );
        CREATE INDEX area_data_parent ON area_data(parent_id, id);
        CREATE TABLE industries (
          industry_id INTEGER PRIMARY KEY,
          industry_name TEXT NOT NULL,
          sort INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE companies (
          company_id INTEGER PRIMARY KEY,
          company_name TEXT NOT NULL,
          company_logo TEXT NOT NULL DEFAULT '',
          company_code TEXT NOT NULL DEFAULT '',
          phone TEXT NOT NULL DEFAULT '',
          email TEXT NOT NULL DEFAULT '',
          industry_id INTEGER,
          islisting INTEGER NOT NULL DEFAULT 0,
          main_businee TEXT NOT NULL DEFAULT '',
          area_id INTEGER,
          address TEXT NOT NULL DEFAULT '',
          setup_date TEXT NOT NULL DEFAULT '',
          listing_data TEXT NOT NULL DEFAULT '',
          issue_price TEXT NOT NULL DEFAULT '',
          total_share_capital TEXT NOT NULL DEFAULT '',
          deputy TEXT NOT NULL DEFAULT '',
          position TEXT NOT NULL DEFAULT '',
          slideshow_img TEXT NOT NULL DEFAULT '',
          member_id INTEGER REFERENCES members(member_id) ON DELETE SET NULL,
          association_id TEXT NOT NULL DEFAULT 'SZTX',
          tshBusinessCompanyJson TEXT NOT NULL DEFAULT '[]',
          partners TEXT NOT NULL DEFAULT '[]',
          employees TEXT NOT NULL DEFAULT '[]',
          changerecords TEXT NOT NULL DEFAULT '[]',
          sort INTEGER NOT NULL DEFAULT 0,
          create_time INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX companies_list ON companies(association_id, sort DESC, company_id);
        CREATE INDEX companies_area ON companies(association_id, area_id, sort DESC, company_id);
        CREATE INDEX companies_industry ON companies(association_id, industry_id, sort DESC, company_id);
        CREATE INDEX companies_owner ON companies(member_id);
        CREATE TABLE products (
          product_id INTEGER PRIMARY KEY,
          company_id INTEGER NOT NULL REFERENCES companies(company_id) ON DELETE CASCADE,
          product_name TEXT NOT NULL,
          product_image TEXT NOT NULL DEFAULT '',
          product_desc TEXT NOT NULL DEFAULT '',
          sort INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX products_company ON products(company_id, sort DESC, product_id);
        CREATE TABLE association_sub_areas (
          ass_area_id INTEGER PRIMARY KEY,
          association_id TEXT NOT NULL,
          area TEXT NOT NULL,
          sort INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE member_sub_areas (
          member_id INTEGER NOT NULL REFERENCES members(member_id) ON DELETE CASCADE,
          ass_area_id INTEGER NOT NULL REFERENCES association_sub_areas(ass_area_id) ON DELETE CASCADE,
          PRIMARY KEY (ass_area_id, member_id)
        );
        CREATE INDEX member_sub_areas_member ON member_sub_areas(member_id);
        CREATE INDEX member_associations_assoc ON member_associations(association_id, member_id);
        CREATE INDEX members_area ON members(area_id);
      `,
  },
  {
    id: 601,
    name: 'directory: company list order index carrying the name, industry and district',
    // company/pc/list with a name: the name searched and the matches counted in the index,
    // without reading the rows (their JSON columns make them several pages long)
    sql: `CREATE INDEX companies_names ON companies(association_id, sort DESC, company_id,
        company_name, industry_id, area_id);`,
  },
];

/** Tables the directory seeds, children first (cleared in this order on reset). */
export const DIRECTORY_TABLES = [
  'products',
  'companies',
  'member_sub_areas',
  'association_sub_areas',
  'industries',
  'area_data',
];

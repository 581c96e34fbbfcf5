// The directory's detail pages: a company, its products, a product, a member. Calls and the
// records they answer (only the portal's pages load them, so the directory embed does not).
import { ASSOCIATION_ID } from '../../config/config';
import { type Call, getList, getRecord, path } from '../client';
import {
  type CompanySummary,
  type FilterOption,
  toCompanySummary,
  toSubAreaOption,
} from './records';
import type {
  Company,
  CompanyBusinessItem,
  CompanyChangeRecord,
  CompanyEmployee,
  CompanyPartner,
  MemberDetails,
  Product,
} from './wire';

/** Products shown on a company page. */
export const PRODUCT_LIMIT = 100;

/** A title and its text: a business-registration entry. */
interface InfoItem {
  title: string;
  content: string;
}

/** A shareholder. */
export interface Shareholder {
  name: string;
  type: string;
  idType: string;
  idNumber: string;
  capital: Array<{ amount: string; percent: string; date: string }>;
}

/** A change of the company's registration. */
export interface CompanyChange {
  item: string;
  date: string;
  before: string;
  after: string;
}

/** `company/{id}`: the company page. */
export interface CompanyProfile extends CompanySummary {
  phone: string;
  email: string;
  address: string;
  /** The first banner image, or ''. */
  banner: string;
  /** The member in charge, when the company names one. */
  owner: { id: number | string; name: string } | null;
  /** Registration facts ('' when not given): credit code, legal representative, founding
   * date, registered capital, listing date, issue price. */
  code: string;
  representative: string;
  founded: string;
  registeredCapital: string;
  listed: string;
  issuePrice: string;
  /** Further business-registration entries (those with a title). */
  businessInfo: InfoItem[];
  shareholders: Shareholder[];
  /** Main staff. */
  people: Array<{ name: string; title: string }>;
  changes: CompanyChange[];
}

/** A product (`product/list`, `product/{id}`). */
export interface ProductInfo {
  id: number | string;
  name: string;
  image: string;
  description: string;
  /** The company it belongs to; `name` null when the product does not say. */
  company: { id: number | string; name: string | null; logo: string } | null;
}

/** `association/SZTX/persons/{memberId}`: the member page; contact fields are '' unless public. */
export interface MemberProfile {
  name: string;
  /** The member lets the public see their page and contacts (the wire's `isopen` 0). */
  isPublic: boolean;
  position: string;
  photo: string;
  intro: string;
  phoneVerified: boolean;
  /** "Province City District", or ''. */
  region: string;
  phone: string;
  email: string;
  address: string;
  wechat: string;
  facebook: string;
  subAreas: FilterOption[];
  companies: CompanySummary[];
}

/**
 * A text list of the wire (`partners`, `employees`, `changerecords`,
 * `tshBusinessCompanyJson`): JSON text or an array; anything malformed gives [].
 */
export function parseTextList<T extends object>(value: unknown): T[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      list = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is T => typeof item === 'object' && item !== null);
}

/** The banner images of a company: one path, a JSON list, or a comma list. */
export function companyBanners(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && !!v);
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed)
        ? parsed.filter((v): v is string => typeof v === 'string' && !!v)
        : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Text of a wire value: '' when absent or null. */
const text = (value: unknown): string => String(value ?? '');

export function toCompanyProfile(c: Company): CompanyProfile {
  return {
    ...toCompanySummary(c),
    phone: text(c.phone),
    email: text(c.email),
    address: text(c.address),
    banner: companyBanners(c.slideshow_img)[0] ?? '',
    owner: c.member_name && c.member_id ? { id: c.member_id, name: c.member_name } : null,
    code: text(c.company_code),
    representative: text(c.deputy || c.deputies),
    founded: text(c.setup_date),
    registeredCapital: text(c.total_share_capital),
    listed: text(c.listing_data),
    issuePrice: text(c.issue_price),
    businessInfo: parseTextList<CompanyBusinessItem>(c.tshBusinessCompanyJson)
      .filter((i) => i.title)
      .map((i) => ({ title: i.title, content: text(i.contenxt) })),
    shareholders: parseTextList<CompanyPartner>(c.partners).map((p) => ({
      name: text(p.name),
      type: text(p.stock_type),
      idType: text(p.identify_type),
      idNumber: text(p.identify_no),
      capital: (Array.isArray(p.capital) ? p.capital : []).map((k) => ({
        amount: text(k.amount),
        percent: text(k.percent),
        date: text(k.date),
      })),
    })),
    people: parseTextList<CompanyEmployee>(c.employees).map((e) => ({
      name: text(e.name),
      title: text(e.job_title),
    })),
    changes: parseTextList<CompanyChangeRecord>(c.changerecords).map((r) => ({
      item: text(r.item),
      date: text(r.date),
      before: text(r.before),
      after: text(r.after),
    })),
  };
}

export function toProductInfo(p: Product): ProductInfo {
  return {
    id: p.product_id,
    name: text(p.product_name),
    image: text(p.product_image),
    description: text(p.product_desc),
    company: p.company_id
      ? { id: p.company_id, name: p.company_name ?? null, logo: text(p.company_logo) }
      : null,
  };
}

export function toMemberProfile(m: MemberDetails): MemberProfile {
  return {
    name: text(m.really_name),
    isPublic: Number(m.isopen) === 0,
    position: text(m.position),
    photo: text(m.member_photo),
    intro: text(m.person_intro),
    phoneVerified: Number(m.phone_verified) === 1,
    region: [m.province_name, m.city_name, m.area_name].filter(Boolean).join(' '),
    phone: text(m.member_phone),
    email: text(m.member_email),
    address: text(m.member_address),
    wechat: text(m.wechat_id),
    facebook: text(m.facebook),
    subAreas: Array.isArray(m.tshMemberSubAssoList)
      ? m.tshMemberSubAssoList.map(toSubAreaOption)
      : [],
    companies: Array.isArray(m.companyList) ? m.companyList.map(toCompanySummary) : [],
  };
}

/** `company/{id}`. */
export async function getCompany(call: Call, id: string | number): Promise<CompanyProfile> {
  return toCompanyProfile(await getRecord<Company>(call, path`company/${id}`, {}, 'company'));
}

/** `product/list` of a company (start 0, limit 100). */
export async function listProducts(call: Call, companyId: string | number): Promise<ProductInfo[]> {
  const list = await getList<Product>(
    call,
    'product/list',
    {
      query: { start: 0, limit: PRODUCT_LIMIT },
      searchJson: { company_id: companyId },
    },
    ['product_id'],
  );
  return list.map(toProductInfo);
}

/** `product/{id}`. */
export async function getProduct(call: Call, id: string | number): Promise<ProductInfo> {
  return toProductInfo(await getRecord<Product>(call, path`product/${id}`, {}, 'product'));
}

/** `association/SZTX/persons/{memberId}`. */
export async function getDirectoryMember(
  call: Call,
  memberId: string | number,
): Promise<MemberProfile> {
  return toMemberProfile(
    await getRecord<MemberDetails>(
      call,
      path`association/${ASSOCIATION_ID}/persons/${memberId}`,
      {},
      'persons',
    ),
  );
}

// Wire types of the /api/v2/ contract, one file per resource in wire/. Field names are kept exactly as the server spells them.

/** Every answer: success is the string `'200'`; some calls add the flag spelled `sucess`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  sucess?: boolean;
}

/** A `{ data, total }` page of a list call. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

export type { InquireData, MemberInfo, Membership, NoticeCount } from './wire/account';
export type { ApplyPayload, ApplyRecord } from './wire/apply';
export type {
  AboutPage,
  Ad,
  Article,
  ArticlePage,
  ArticleType,
  AssociationStatistics,
  Banner,
  Course,
  Cunpan,
  CunpanExplain,
  District,
  FooterInfo,
  FooterRow,
  Kpoint,
  Magazine,
  NavigateItem,
  PolicyType,
  ProfileEntry,
} from './wire/content';
export type {
  AreaItem,
  Company,
  CompanyBusinessItem,
  CompanyChangeRecord,
  CompanyEmployee,
  CompanyListItem,
  CompanyPartner,
  DirectoryMember,
  DirectoryPage,
  Industry,
  MemberDetails,
  Product,
  SubArea,
} from './wire/directory';
export type {
  DemandContact,
  DemandPage,
  DemandParam,
  DemandPayload,
  DemandQuote,
  DemandWire,
  InvestInfoWire,
} from './wire/needs';
export type { EquityPackage, OrderType, PayOrder } from './wire/payment';
export type {
  CompanyForm,
  FavouriteArticle,
  FavouritePage,
  MemberCompany,
  MemberUpdate,
  Notice,
  Region,
} from './wire/personal';

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DB } from '../../db.js';
import { avatarSvg, escapeXml } from '../../svg.js';
import { allRegions, DIVISIONS, type Region } from './regions.js';

/**
 * Seed of the directory (schema: migrations.ts): a deterministic 3 000 companies (ids
 * 1–3011; the demo member 1 owns company 1, the guest 2 owns none) and 3 004 generated SZTX
 * members (users/members ids 100–3103, phones 1360000xxxx, no password) spread over the
 * districts, industries and sub-areas: with the seeded accounts, 3 015 members, the figure the
 * original home page showed (spec 000 §2), so members and companies do not read the same.
 */

export const CITY_ID = 234;

const REGIONS: readonly Region[] = [
  { id: 9, parent_id: 0, name: '上海市' },
  { id: 16, parent_id: 0, name: '江蘇省' },
  { id: 17, parent_id: 0, name: '浙江省' },
  { id: 20, parent_id: 0, name: '廣東省' },
  { id: 91, parent_id: 9, name: '上海市' },
  { id: 233, parent_id: 16, name: '南京市' },
  { id: 234, parent_id: 16, name: '蘇州市' },
  { id: 235, parent_id: 16, name: '無錫市' },
  { id: 250, parent_id: 17, name: '杭州市' },
  { id: 251, parent_id: 17, name: '寧波市' },
  { id: 280, parent_id: 20, name: '廣州市' },
  { id: 281, parent_id: 20, name: '深圳市' },
  { id: 2341, parent_id: 234, name: '姑蘇區' },
  { id: 2342, parent_id: 234, name: '虎丘區' },
  { id: 2343, parent_id: 234, name: '吳中區' },
  { id: 2344, parent_id: 234, name: '相城區' },
  { id: 2345, parent_id: 234, name: '吳江區' },
  { id: 2346, parent_id: 234, name: '工業園區' },
  { id: 2347, parent_id: 234, name: '常熟市' },
  { id: 2348, parent_id: 234, name: '張家港市' },
  { id: 2349, parent_id: 234, name: '太倉市' },
  { id: 911, parent_id: 91, name: '黃浦區' },
  { id: 912, parent_id: 91, name: '浦東新區' },
  { id: 913, parent_id: 91, name: '閔行區' },
  { id: 2331, parent_id: 233, name: '玄武區' },
  { id: 2332, parent_id: 233, name: '秦淮區' },
  { id: 2333, parent_id: 233, name: '鼓樓區' },
  { id: 2351, parent_id: 235, name: '梁溪區' },
  { id: 2352, parent_id: 235, name: '濱湖區' },
  { id: 2353, parent_id: 235, name: '新吳區' },
  { id: 2501, parent_id: 250, name: '上城區' },
  { id: 2502, parent_id: 250, name: '西湖區' },
  { id: 2503, parent_id: 250, name: '濱江區' },
  { id: 2511, parent_id: 251, name: '海曙區' },
  { id: 2512, parent_id: 251, name: '鄞州區' },
  { id: 2801, parent_id: 280, name: '天河區' },
  { id: 2802, parent_id: 280, name: '越秀區' },
  { id: 2811, parent_id: 281, name: '福田區' },
  { id: 2812, parent_id: 281, name: '南山區' },
];

const DISTRICT_IDS = [2341, 2342, 2343, 2344, 2345, 2346, 2347, 2348, 2349] as const;

/** Industries with their product words (for generated products). */
const INDUSTRIES: readonly { id: number; name: string; noun: string; products: string[] }[] = [
  {
    id: 1,
    name: '電子資訊',
    noun: '電子科技',
    products: ['工業控制主機板', '車用感測模組', 'LED 驅動電源', '智慧電錶', '藍牙通訊模組'],
  },
  {
    id: 2,
    name: '精密機械',
    noun: '精密機械',
    products: ['五軸加工中心', '精密沖壓模具', '自動化組裝線', '滾珠螺桿', '伺服送料機'],
  },
  {
    id: 3,
    name: '塑膠化工',
    noun: '塑膠工業',
    products: ['環保包裝膜', '工程塑膠粒', '醫療級導管', '水性塗料', '射出成型件'],
  },
  {
    id: 4,
    name: '食品加工',
    noun: '食品',
    products: ['鳳梨酥禮盒', '手工牛軋糖', '冷凍水餃', '台式香腸', '烏龍茶飲'],
  },
  {
    id: 5,
    name: '紡織服飾',
    noun: '紡織',
    products: ['機能運動布料', '羊毛針織衫', '防水外套', '工作制服', '環保再生紗'],
  },
  {
    id: 6,
    name: '生物醫藥',
    noun: '生技醫藥',
    products: ['保健膠囊', '醫用敷料', '體外診斷試劑', '益生菌粉', '復健器材'],
  },
  {
    id: 7,
    name: '金融服務',
    noun: '投資顧問',
    products: ['企業財稅顧問', '跨境融資方案', '投資併購諮詢', '保險規劃服務', '記帳代理服務'],
  },
  {
    id: 8,
    name: '文創設計',
    noun: '文化創意',
    products: ['品牌識別設計', '文創茶具組', '展覽空間設計', '手工皮件', '插畫授權'],
  },
  {
    id: 9,
    name: '餐飲零售',
    noun: '餐飲管理',
    products: ['珍珠奶茶', '台式便當', '牛肉麵', '滷肉飯套餐', '手搖飲加盟'],
  },
  {
    id: 10,
    name: '物流運輸',
    noun: '物流',
    products: ['冷鏈配送', '倉儲管理服務', '跨境快遞', '供應鏈整合', '報關代理'],
  },
  {
    id: 11,
    name: '建築建材',
    noun: '建材',
    products: ['節能玻璃', '系統櫥櫃', '防火石膏板', '室內裝修工程', '磁磚'],
  },
  {
    id: 12,
    name: '汽車零配件',
    noun: '汽車配件',
    products: ['剎車來令片', '車燈總成', '輪轂', '雨刷組件', '車用線束'],
  },
];

const SUB_AREAS: readonly { id: number; area: string }[] = [
  { id: 1, area: '姑蘇片區' },
  { id: 2, area: '高新片區' },
  { id: 3, area: '吳中片區' },
  { id: 4, area: '相城片區' },
  { id: 5, area: '吳江片區' },
  { id: 6, area: '園區片區' },
  { id: 7, area: '常熟片區' },
  { id: 8, area: '張家港片區' },
  { id: 9, area: '太倉片區' },
  { id: 10, area: '青年會' },
  { id: 11, area: '婦女會' },
];

const SURNAMES = Array.from(
  '陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高潘簡朱鍾彭游詹胡施沈余趙盧梁顏柯翁魏孫戴',
);
const GIVEN_A = Array.from('志建俊家冠宗承彥柏育明文淑雅怡佩美欣宜婷');
const GIVEN_B = Array.from('宏豪傑銘翰廷瑋誠勳德芬君珊惠玲萍如瑜蓁涵');
const POSITIONS = [
  '董事長',
  '總經理',
  '副總經理',
  '財務長',
  '廠長',
  '營運總監',
  '業務經理',
  '行銷經理',
  '執行董事',
  '技術總監',
];
const BRAND_A = Array.from(
  '宏鴻興昌泰富華聯永大晶台信達新盛茂順裕隆正光國嘉豐源鼎祥益和豪景崇亞寶昇凱',
);
const BRAND_B = [
  ...new Set(
    '達昌泰盛豐源華隆發興榮利成勝揚輝通德祥益億康旺新美欣安佳寶鑫強峰勤廣元全鼎晟欣悅群合協恆品冠力瑞福吉創傑聖弘晉展科恩翔禾穎政欣銘運雄茂旭碩鋒',
  ),
];
const SUFFIXES = ['（蘇州）有限公司', '有限公司', '股份有限公司', '實業有限公司'];
const STREETS = [
  '星湖街',
  '金雞湖大道',
  '干將路',
  '人民路',
  '獅山路',
  '東環路',
  '蘇州大道',
  '長江路',
  '觀前街',
  '旺山路',
];

/** 2025-06-28 09:30 +08:00 */
const BASE = Date.UTC(2025, 5, 28, 1, 30);
const DAY = 86_400_000;

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const pick = <T>(list: readonly T[], r: number): T =>
  list[Math.floor(r * list.length) % list.length]!;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function industryLogoSvg(industry: number, hue: number, initial: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="logo">
<rect width="200" height="200" rx="36" fill="hsl(${hue},60%,45%)"/>
<circle cx="100" cy="100" r="62" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>
<text x="100" y="126" text-anchor="middle" font-family="'Noto Sans CJK TC','Noto Sans TC',sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(initial)}</text>
<text x="100" y="180" text-anchor="middle" font-family="Arial,sans-serif" font-size="14" fill="#fff" fill-opacity=".8">${pad(industry, 2)}</text>
</svg>
`;
}

function productSvg(name: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,88%)"/><stop offset="1" stop-color="hsl(${hue},55%,62%)"/></linearGradient></defs>
<rect width="480" height="360" fill="url(#p)"/>
<rect x="150" y="90" width="180" height="140" rx="18" fill="#fff" fill-opacity=".85"/>
<circle cx="240" cy="160" r="38" fill="hsl(${hue},55%,45%)"/>
<text x="240" y="300" text-anchor="middle" font-family="'Noto Sans CJK TC','Noto Sans TC',sans-serif" font-size="30" font-weight="700" fill="#1f2937">${escapeXml(name)}</text>
</svg>
`;
}

function bannerSvg(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},60%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,52%)"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#b)"/>
<g fill="#fff" fill-opacity=".08"><circle cx="1050" cy="60" r="160"/><circle cx="880" cy="300" r="120"/><rect x="60" y="200" width="300" height="200" rx="40"/></g>
</svg>
`;
}

const LOGO_HUES = [210, 0, 140, 30, 270, 190, 330, 90];
const logoPath = (industry: number, v: number) =>
  `/files/seed/dir/logo-${pad(industry, 2)}-${v}.svg`;
const productPath = (industry: number, p: number) =>
  `/files/seed/dir/product-${pad(industry, 2)}-${p}.svg`;
const bannerPath = (v: number) => `/files/seed/dir/banner-${v}.svg`;
const memberAvatar = (v: number) => `/files/seed/dir/avatar-${pad(v, 2)}.svg`;

/** Puts the seed images back when a data directory's files/ was wiped (its rows are kept). */
export function ensureDirectoryImages(filesDir: string): void {
  if (!existsSync(join(filesDir, 'seed', 'dir', 'banner-0.svg'))) writeDirectoryImages(filesDir);
}

function writeDirectoryImages(filesDir: string): void {
  const dir = join(filesDir, 'seed', 'dir');
  mkdirSync(dir, { recursive: true });
  const put = (path: string, svg: string) =>
    writeFileSync(join(dir, path.slice('/files/seed/dir/'.length)), svg);
  for (const ind of INDUSTRIES) {
    for (const [v, hue] of LOGO_HUES.entries()) {
      put(logoPath(ind.id, v), industryLogoSvg(ind.id, (hue + ind.id * 13) % 360, ind.noun[0]!));
    }
    for (const [p, name] of ind.products.entries()) {
      put(productPath(ind.id, p), productSvg(name, (ind.id * 29 + p * 17) % 360));
    }
  }
  for (let v = 0; v < 6; v++)
    put(bannerPath(v), bannerSvg('誠信經營・兩岸共榮', (200 + v * 50) % 360));
  for (let v = 0; v < 24; v++) put(memberAvatar(v), avatarSvg(SURNAMES[v]!, (v * 37) % 360));
}

interface GenCompany {
  id: number;
  name: string;
  industry: (typeof INDUSTRIES)[number];
  district: number;
  owner: number | null;
}

function businessJson(c: GenCompany, r: () => number): string {
  return JSON.stringify([
    { title: '企業類型', contenxt: '有限責任公司（台港澳法人獨資）' },
    { title: '登記機關', contenxt: '蘇州市市場監督管理局' },
    { title: '營業期限', contenxt: `${2000 + Math.floor(r() * 20)}-01-01 至 無固定期限` },
    {
      title: '經營範圍',
      contenxt: `${c.industry.name}相關產品的研發、生產與銷售；技術諮詢與售後服務。`,
    },
    { title: '員工規模', contenxt: `${50 + Math.floor(r() * 900)} 人` },
  ]);
}

function partnersJson(c: GenCompany, r: () => number, owner: string): string {
  const second = `${pick(SURNAMES, r())}${pick(GIVEN_A, r())}${pick(GIVEN_B, r())}`;
  const share = 50 + Math.floor(r() * 40);
  return JSON.stringify([
    {
      name: owner,
      stock_type: '自然人股東',
      identify_type: '台灣居民來往大陸通行證',
      identify_no: `0${pad((c.id * 7919) % 10_000_000, 7)}`,
      capital: [{ amount: `${share * 10} 萬美元`, percent: `${share}%`, date: '2010-06-30' }],
    },
    {
      name: second,
      stock_type: '自然人股東',
      identify_type: '台灣居民來往大陸通行證',
      identify_no: `1${pad((c.id * 104_729) % 10_000_000, 7)}`,
      capital: [
        { amount: `${(100 - share) * 10} 萬美元`, percent: `${100 - share}%`, date: '2012-03-15' },
      ],
    },
  ]);
}

function employeesJson(owner: string, r: () => number): string {
  const people = [{ name: owner, job_title: '董事長' }];
  for (let i = 0; i < 3; i++) {
    people.push({
      name: `${pick(SURNAMES, r())}${pick(GIVEN_A, r())}${pick(GIVEN_B, r())}`,
      job_title: ['總經理', '監事', '財務負責人'][i]!,
    });
  }
  return JSON.stringify(people);
}

function changesJson(c: GenCompany, r: () => number): string {
  const year = 2015 + Math.floor(r() * 9);
  return JSON.stringify([
    { item: '註冊資本變更', date: `${year}-04-12`, before: '500 萬美元', after: '1000 萬美元' },
    {
      item: '經營範圍變更',
      date: `${year + 1}-09-03`,
      before: `${c.industry.name}產品的生產`,
      after: `${c.industry.name}產品的研發、生產與銷售`,
    },
    {
      item: '地址變更',
      date: `${year + 2}-01-20`,
      before: '蘇州市工業園區星湖街100號',
      after: '蘇州市高新區珠江路88號',
    },
  ]);
}

const COMPANY_COUNT = 3000;
const GEN_MEMBER_FIRST = 100;
const GEN_MEMBER_COUNT = 3004;

export function seedDirectory(db: DB, filesDir: string): void {
  writeDirectoryImages(filesDir);
  const r = rng(6_060_606);

  const insArea = db.prepare('INSERT INTO area_data (id, parent_id, name) VALUES (?, ?, ?)');
  // the whole mainland; the seeded rows keep their ids (the data's 蘇州工業園區 is our 工業園區)
  for (const a of allRegions(DIVISIONS, REGIONS, { 蘇州工業園區: '工業園區' }))
    insArea.run(a.id, a.parent_id, a.name);
  const insInd = db.prepare(
    'INSERT INTO industries (industry_id, industry_name, sort) VALUES (?, ?, ?)',
  );
  for (const ind of INDUSTRIES) insInd.run(ind.id, ind.name, ind.id);
  const insSub = db.prepare(
    "INSERT INTO association_sub_areas (ass_area_id, association_id, area, sort) VALUES (?, 'SZTX', ?, ?)",
  );
  for (const s of SUB_AREAS) insSub.run(s.id, s.area, s.id);

  // generated members (ids 100–3103), all SZTX
  const insUser = db.prepare('INSERT INTO users (user_id, phone, created_at) VALUES (?, ?, ?)');
  const insMember = db.prepare(
    `INSERT INTO members (member_id, really_name, member_photo, member_phone, member_email,
       member_address, wechat_id, facebook, person_intro, position, isopen, province_id, city_id, area_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 16, 234, ?)`,
  );
  const insMembership = db.prepare(
    "INSERT INTO member_associations (member_id, association_id, join_time) VALUES (?, 'SZTX', ?)",
  );
  const insMemberSub = db.prepare(
    'INSERT INTO member_sub_areas (member_id, ass_area_id) VALUES (?, ?)',
  );
  const names = new Map<number, string>();
  const inSztx = db.prepare(
    "SELECT 1 FROM member_associations WHERE member_id = ? AND association_id = 'SZTX'",
  );
  for (const row of db.prepare('SELECT member_id, really_name, area_id FROM members').all() as {
    member_id: number;
    really_name: string;
    area_id: number | null;
  }[]) {
    names.set(row.member_id, row.really_name);
    const isSztx = inSztx.get(row.member_id);
    if (!isSztx || row.area_id === null) continue;
    const idx = DISTRICT_IDS.indexOf(row.area_id as (typeof DISTRICT_IDS)[number]);
    if (idx >= 0) insMemberSub.run(row.member_id, idx + 1);
    if (row.member_id === 1 || row.member_id % 4 === 0) insMemberSub.run(row.member_id, 10);
  }
  for (let k = 0; k < GEN_MEMBER_COUNT; k++) {
    const id = GEN_MEMBER_FIRST + k;
    const name = `${SURNAMES[k % SURNAMES.length]}${GIVEN_A[Math.floor(k / SURNAMES.length) % GIVEN_A.length]}${GIVEN_B[(k * 7) % GIVEN_B.length]}`;
    // every 23rd name carries a bracketed note, exercising the initial rule
    const shown = k % 23 === 5 ? `（台商二代）${name}` : name;
    names.set(id, shown);
    const districtIdx = (k * 5 + Math.floor(k / 9)) % DISTRICT_IDS.length;
    const isopen = r() < 0.4 ? 0 : 1;
    const phone = `1360${pad(id, 7)}`;
    insUser.run(id, phone, BASE - (k % 2000) * DAY);
    insMember.run(
      id,
      shown,
      memberAvatar(k % 24),
      phone,
      `member${id}@example.com`,
      `蘇州市${REGIONS.find((a) => a.id === DISTRICT_IDS[districtIdx])!.name}${pick(STREETS, r())}${1 + Math.floor(r() * 300)}號`,
      k % 3 === 0 ? `wx_${id}` : '',
      k % 5 === 0 ? `fb.${id}` : '',
      `從事${INDUSTRIES[k % INDUSTRIES.length]!.name}行業，協會會員。`,
      pick(POSITIONS, r()),
      isopen,
      DISTRICT_IDS[districtIdx],
    );
    insMembership.run(id, BASE - (k % 1500) * DAY);
    insMemberSub.run(id, districtIdx + 1);
    if (k % 10 === 3) insMemberSub.run(id, 10);
    if (k % 17 === 4) insMemberSub.run(id, 11);
  }

  // companies: 1 owned by the demo member, 2–11 by base members 3–12, then generated owners
  const insCompany = db.prepare(
    `INSERT INTO companies (company_id, company_name, company_logo, company_code, phone, email,
       industry_id, islisting, main_businee, area_id, address, setup_date, listing_data, issue_price,
       total_share_capital, deputy, position, slideshow_img, member_id, association_id,
       tshBusinessCompanyJson, partners, employees, changerecords, sort, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SZTX', ?, ?, ?, ?, ?, ?)`,
  );
  const insProduct = db.prepare(
    `INSERT INTO products (product_id, company_id, product_name, product_image, product_desc, sort)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  let productId = 1;
  for (let i = 0; i < COMPANY_COUNT + 11; i++) {
    const id = i + 1;
    const industry = INDUSTRIES[(i * 7 + Math.floor(i / 12)) % INDUSTRIES.length]!;
    const district =
      id === 1 ? 2342 : DISTRICT_IDS[(i * 4 + Math.floor(i / 9)) % DISTRICT_IDS.length]!;
    const owner = id === 1 ? 1 : id <= 11 ? id + 1 : GEN_MEMBER_FIRST + ((i - 11) % 2400);
    const first = BRAND_A[i % BRAND_A.length]!;
    const second = BRAND_B[Math.floor(i / BRAND_A.length) % BRAND_B.length]!;
    const brand = id === 1 ? '宏達' : `${first}${second === first ? '興' : second}`;
    const name = `${brand}${industry.noun}${SUFFIXES[i % SUFFIXES.length]}`;
    const c: GenCompany = { id, name, industry, district, owner };
    const ownerName = names.get(owner)?.replace(/（[^（）]*）/g, '') ?? '陳建宏';
    const setup = BASE - (400 + Math.floor(r() * 9000)) * DAY;
    const listing = id % 11 === 0 ? 1 : id % 13 === 0 ? 2 : 0;
    const street = pick(STREETS, r());
    insCompany.run(
      id,
      name,
      logoPath(industry.id, i % LOGO_HUES.length),
      `91320500${pad((id * 48_271) % 100_000_000, 8)}X${id % 10}`,
      `0512-${pad(6000_0000 + ((id * 7_919) % 3000_0000), 8).replace(/(\d{4})(\d{4})/, '$1 $2')}`,
      `service${id}@example.com`,
      industry.id,
      listing,
      `${industry.products.slice(0, 3).join('、')}等${industry.name}產品的研發、生產與銷售。`,
      district,
      `蘇州市${REGIONS.find((a) => a.id === district)!.name}${street}${1 + Math.floor(r() * 400)}號`,
      ymd(setup),
      listing ? ymd(setup + 3000 * DAY) : '',
      listing ? `${(10 + r() * 40).toFixed(2)} 元` : '',
      `${(1 + Math.floor(r() * 50)) * 100} 萬美元`,
      ownerName,
      '董事長',
      id % 3 === 0 ? '' : bannerPath(id % 6),
      owner,
      businessJson(c, r),
      partnersJson(c, r, ownerName),
      employeesJson(ownerName, r),
      id % 4 === 2 ? '[]' : changesJson(c, r),
      id === 1 ? 100 : 0,
      setup,
    );
    const productCount = id === 1 ? 5 : i % 5;
    for (let p = 0; p < productCount; p++) {
      const pName = industry.products[(p + i) % industry.products.length]!;
      insProduct.run(
        productId++,
        id,
        pName,
        productPath(industry.id, (p + i) % industry.products.length),
        `<p>${name}出品的${pName}，品質穩定、交期準時，歡迎會員企業洽詢合作。</p><ul><li>通過 ISO 9001 品質管理體系認證</li><li>提供客製化服務與技術支援</li></ul>`,
        productCount - p,
      );
    }
  }
}

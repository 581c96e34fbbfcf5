import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from './auth.js';
import type { DB } from './db.js';
import { DATA_TABLES, FEATURES } from './features/index.js';
import { seedBulk } from './seed-bulk.js';
import { avatarSvg, coverSvg, fakeQrSvg, logoSvg } from './svg.js';

/** Seed data in Traditional Chinese. Times are fixed so tests and screenshots are stable. */

export const SEED_ACCOUNTS = {
  demo: { userId: 1, phone: '13800138000', password: 'demo1234' },
  guest: { userId: 2, phone: '13900139000', password: 'guest1234' },
} as const;

const ASSOCIATIONS = [
  { id: 'SZTX', name: '本市台商投資企業協會' },
  { id: 'KSTX', name: '鄰市台商投資企業協會' },
];

/** 2025-06-28 09:30 +08:00 */
const BASE = Date.UTC(2025, 5, 28, 1, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const NEWS = [
  '協會召開2025年度會員大會暨理監事會議',
  '市台辦領導蒞臨協會調研指導工作',
  '協會舉辦台資企業數位轉型研討會',
  '台胞青年實習就業座談會圓滿舉行',
  '協會組團參訪本市高新技術產業園區',
  '中秋聯誼晚會：兩岸同胞共度佳節',
  '協會與本市商務局簽署合作備忘錄',
  '台資企業稅務新政說明會順利召開',
  '協會慢壘聯盟友誼賽熱鬧開打',
  '婦女會舉辦親子手作公益活動',
  '協會青年會成立三週年慶祝活動',
  '本市台資企業人才招聘會即將舉辦',
  '協會代表團出席海峽兩岸經貿交流論壇',
  '協會開展會員企業安全生產專項培訓',
  '台商子女入學政策說明會紀要',
  '協會捐贈物資助力社區公益工作',
  '協會新春團拜會溫馨舉行',
  '跨境電商實務講座吸引百餘位會員參加',
  '協會走訪慰問台資企業一線員工',
  '智慧製造專題沙龍在協會會所舉辦',
  '協會聯誼會舉辦高爾夫球友誼賽',
  '兩岸中小企業融資對接會成功舉辦',
  '協會理事會通過年度工作計畫',
  '台胞就醫綠色通道服務正式啟用',
  '協會舉辦端午節包粽子聯誼活動',
  '第十屆台商投資發展論壇隆重開幕',
  '協會秘書處遷入新辦公地點',
  '協會舉辦勞動法規實務解讀講座',
];

const STORIES = [
  '三十年深耕本市：一家精密模具廠的轉型之路',
  '從夜市小吃到連鎖品牌：台灣青年的創業故事',
  '台商二代接班記：傳承與創新並行',
  '把阿里山茶香帶到本市：茶農之子的堅持',
  '電子零件老廠的綠色工廠實踐',
  '台籍教師在本市任教十年的點滴',
  '跨越海峽的醫者仁心：台籍醫師的社區診所',
  '文創設計師的兩岸雙城生活',
  '自行車產業台商的全球布局',
];

const SERVICES: Record<string, { label: string; hue: number; titles: string[] }> = {
  QTFW: {
    label: '健康服務',
    hue: 140,
    titles: ['夏季防暑健康指南', '職場人士頸椎保健小常識', '台胞在本市就醫與醫保常見問題'],
  },
  ZXXX: {
    label: '企業管理',
    hue: 200,
    titles: ['中小企業精益管理入門', '台資企業員工激勵制度設計', '企業數位化管理工具選用建議'],
  },
  CASE: {
    label: '法律案例',
    hue: 260,
    titles: ['勞動合同糾紛典型案例解析', '台資企業商標侵權維權案例', '股權轉讓糾紛案例與啟示'],
  },
  CWZX: {
    label: '財稅諮詢',
    hue: 30,
    titles: ['小型微利企業所得稅優惠政策解讀', '增值稅發票管理常見問題', '台胞個人所得稅申報指引'],
  },
  PPWZ: {
    label: '品牌文宣',
    hue: 320,
    titles: ['品牌故事如何打動消費者', '台灣品牌在大陸市場的命名策略', '社群媒體品牌經營實務'],
  },
  FYWZ: {
    label: '防疫專區',
    hue: 180,
    titles: ['秋冬季呼吸道傳染病防控提示', '企業復工防疫工作指引', '流感疫苗接種常見問答'],
  },
};

/** Two digits, as in the seed's phone numbers and file names. */
const seedNumber = (n: number) => String(n).padStart(2, '0');

const MEMBERS = [
  {
    name: '陳建宏',
    phone: SEED_ACCOUNTS.demo.phone,
    position: '總經理',
    email: 'chen.jianhong@example.com',
    address: '本市高新區珠江路88號台商大廈12樓',
    wechat: 'chenjh_88',
    facebook: 'chen.jianhong',
    intro: '來自台中，在本市從事精密模具製造二十餘年，現任協會理事。',
    isopen: 0,
  },
  {
    name: '林雅婷',
    phone: SEED_ACCOUNTS.guest.phone,
    position: '行銷經理',
    email: 'lin.yating@example.com',
    address: '鄰市經濟開發區前進路16號',
    wechat: 'yating_lin',
    facebook: '',
    intro: '喜歡旅行與攝影。',
    isopen: 1,
  },
  ...[
    ['王志明', '董事長', '電子零件'],
    ['李淑芬', '財務長', '會計服務'],
    ['張家豪', '廠長', '機械設備'],
    ['黃怡君', '執行長', '文創設計'],
    ['吳俊傑', '副總經理', '自行車製造'],
    ['劉雅惠', '人資主管', '人力資源'],
    ['蔡明哲', '總經理', '食品加工'],
    ['楊佩珊', '律師', '法律服務'],
    ['許文彬', '董事長', '塑膠製品'],
    ['鄭心怡', '營運總監', '連鎖餐飲'],
  ].map(([name, position, field], i) => ({
    name: name!,
    phone: `137000000${seedNumber(i + 1)}`,
    position: position!,
    email: `member${i + 3}@example.com`,
    address: `本市工業園區星湖街${100 + i * 12}號`,
    wechat: '',
    facebook: '',
    intro: `從事${field}行業，協會會員。`,
    isopen: i % 2,
  })),
];

const NOTICES = [
  { title: '歡迎加入本市台商投資企業協會', isread: 1 },
  { title: '2025年度會費繳納提醒', isread: 0 },
  { title: '會員大會報名通知', isread: 0 },
  { title: '您發布的采購需求已通過審核', isread: 1 },
  { title: '協會新春團拜會邀請函', isread: 1 },
  { title: '個人資料完善提醒', isread: 0 },
];

const NAVIGATE: [string, string][] = [
  ['首頁', '/'],
  ['實習報名', 'https://example.org/internship'],
  ['資訊動態', '/information/0'],
  ['電子期刊', '/magazine'],
  ['企業會員', '/member'],
  ['協會公告', '/policy/0'],
  ['課程教室', '/policy/1'],
  ['特色服務', '/policy/2'],
  ['采購需求', '/Invest'],
  ['政策文件', '/policy/3'],
  ['關於協會', '/introduce'],
  ['辦事指南', '/guide'],
  ['繳費', '/fee'],
];

const FRIEND_LINKS: [string, string][] = [
  ['全國台灣同胞投資企業聯誼會', 'https://example.org/mtsh'],
  ['海峽兩岸經貿交流協會', 'https://example.org/cross-strait-trade'],
  ['本市人民政府台灣事務辦公室', 'https://example.gov.cn/tb'],
  ['本市商務局', 'https://example.gov.cn/commerce'],
];

/** Deterministic pseudo-random numbers for views and likes. */
function counter(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function fmtDate(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

interface SeedArticle {
  type: string;
  title: string;
  image: string;
  publish: number;
  desc: string;
  content: string;
  price: number;
  showType: number;
  videoUrl: string;
}

function articleBody(title: string, lead: string, topic: string): string {
  return [
    `<p>${lead}</p>`,
    `<p>本次「${title}」由協會秘書處統籌辦理，會員企業代表與各界嘉賓踴躍參與，現場交流熱烈。</p>`,
    `<h3>重點摘要</h3>`,
    '<ul>',
    `<li>${topic}的最新動態與實務經驗分享</li>`,
    '<li>會員企業面臨的問題與協會可提供的協助</li>',
    '<li>下一階段的工作安排與聯絡窗口</li>',
    '</ul>',
    '<p>協會將持續發揮橋樑紐帶作用，為廣大台商台胞提供更優質的服務。如需進一步了解，歡迎致電協會秘書處。</p>',
  ].join('');
}

/** A seeded article: only type, texts, image, date and price differ between them. */
function seedArticle(
  a: Pick<SeedArticle, 'type' | 'title' | 'image' | 'publish' | 'desc'>,
  lead: string,
  topic: string,
  price = 0,
): SeedArticle {
  return { ...a, content: articleBody(a.title, lead, topic), price, showType: 1, videoUrl: '' };
}

function buildArticles(): SeedArticle[] {
  const out: SeedArticle[] = [];
  NEWS.forEach((title, i) => {
    const publish = BASE - i * 6 * DAY - (i % 4) * HOUR;
    const lead = `協會訊（${fmtDate(publish)}）${title}。`;
    const desc = `${lead}會員企業代表踴躍參與，共話發展。`;
    const image = `/files/seed/news-${seedNumber(i + 1)}.svg`;
    out.push(seedArticle({ type: 'XHDT', title, image, publish, desc }, lead, '協會工作'));
  });
  STORIES.forEach((title, i) => {
    const publish = BASE - 2 * DAY - i * 20 * DAY;
    const lead = `他們在本市打拼多年，用行動書寫兩岸融合發展的故事。${title}。`;
    const image = `/files/seed/story-${seedNumber(i + 1)}.svg`;
    out.push(
      seedArticle({ type: 'MJSX', title, image, publish, desc: lead }, lead, '台商創業與經營'),
    );
  });
  let n = 0;
  for (const [type, group] of Object.entries(SERVICES)) {
    group.titles.forEach((title, i) => {
      const publish = BASE - DAY - n * 9 * DAY - i * 3 * HOUR;
      const lead = `${group.label}｜${title}：協會特邀專業顧問為會員整理重點，供參考。`;
      const image = `/files/seed/service-${type.toLowerCase()}-${i + 1}.svg`;
      // One paid article in two categories exercises the paywall later.
      const price = i === 2 && (type === 'CWZX' || type === 'CASE') ? 9.9 : 0;
      out.push(seedArticle({ type, title, image, publish, desc: lead }, lead, group.label, price));
      n++;
    });
  }
  return out;
}

/** Writes the generated seed images (also used when the database exists but files/ was wiped). */
export function writeSeedImages(filesDir: string, articles: SeedArticle[] = buildArticles()): void {
  const dir = join(filesDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const put = (name: string, svg: string) => writeFileSync(join(dir, name), svg);
  articles.forEach((a, i) => {
    const label =
      a.type === 'XHDT' ? '協會動態' : a.type === 'MJSX' ? '名家說商' : SERVICES[a.type]!.label;
    const hue =
      a.type === 'XHDT'
        ? (205 + i * 23) % 360
        : a.type === 'MJSX'
          ? (15 + i * 31) % 360
          : SERVICES[a.type]!.hue;
    put(a.image.slice('/files/seed/'.length), coverSvg(a.title, label, hue));
  });
  put('logo.svg', logoSvg(ASSOCIATIONS[0]!.name));
  put('wx-qrcode.svg', fakeQrSvg('掃碼關注協會公眾號'));
  for (const [i, m] of MEMBERS.entries()) {
    put(`avatar-${seedNumber(i + 1)}.svg`, avatarSvg(m.name, (i * 47) % 360));
  }
}

/**
 * Replaces all data with the seed, in one transaction (also clears sessions and SMS codes).
 * Seed images are (re)written under `${filesDir}/seed/`.
 */
/**
 * The seeded accounts' password hashes, made once per process (scrypt is deliberately slow:
 * ≈50 ms each) and reused by every `/dev/reset`; each account keeps its own salt.
 */
const seedHashes = new Map<string, Promise<{ salt: string; hash: string }>>();
function seedHash(password: string): Promise<{ salt: string; hash: string }> {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hash.catch(() => seedHashes.delete(password));
    seedHashes.set(password, hash);
  }
  return hash;
}

export async function seed(db: DB, filesDir: string): Promise<void> {
  const articles = buildArticles();
  const hashes = Promise.all([
    seedHash(SEED_ACCOUNTS.demo.password),
    seedHash(SEED_ACCOUNTS.guest.password),
  ]);
  writeSeedImages(filesDir, articles);
  const [demoHash, guestHash] = await hashes;
  const created = Date.UTC(2019, 2, 1);

  db.transaction(() => {
    for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();

    const insAssoc = db.prepare(
      'INSERT INTO associations (association_id, association_name) VALUES (?, ?)',
    );
    for (const a of ASSOCIATIONS) insAssoc.run(a.id, a.name);

    const insUser = db.prepare(
      'INSERT INTO users (user_id, phone, password_salt, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const insMember = db.prepare(
      `INSERT INTO members (member_id, really_name, member_photo, member_phone, member_email,
         member_address, wechat_id, facebook, person_intro, position, isopen,
         province_id, city_id, area_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insMembership = db.prepare(
      'INSERT INTO member_associations (member_id, association_id, join_time) VALUES (?, ?, ?)',
    );
    MEMBERS.forEach((m, i) => {
      const id = i + 1;
      const hash = id === 1 ? demoHash : id === 2 ? guestHash : null;
      insUser.run(id, m.phone, hash?.salt ?? null, hash?.hash ?? null, created + i * DAY);
      insMember.run(
        id,
        m.name,
        `/files/seed/avatar-${seedNumber(id)}.svg`,
        m.phone,
        m.email,
        m.address,
        m.wechat,
        m.facebook,
        m.intro,
        m.position,
        m.isopen,
        16,
        234,
        2340 + (i % 9) + 1,
      );
      insMembership.run(id, id === 2 ? 'KSTX' : 'SZTX', created + i * 7 * DAY);
    });

    const insArticle = db.prepare(
      `INSERT INTO articles (article_id, association_id, article_type, title, main_image, show_type,
         publish_time, create_time, times, likes, content, video_url, article_price, desctext)
       VALUES (?, 'SZTX', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rnd = counter(20250628);
    articles.forEach((a, i) => {
      const views = 80 + Math.floor(rnd() * 2400);
      insArticle.run(
        i + 1,
        a.type,
        a.title,
        JSON.stringify([a.image]),
        a.showType,
        a.publish,
        a.publish - 2 * HOUR,
        views,
        Math.floor(views * (0.02 + rnd() * 0.08)),
        a.content,
        a.videoUrl,
        a.price,
        a.desc,
      );
    });

    const insNotice = db.prepare(
      `INSERT INTO notices (id, member_id, title, desc, content, main_image, publish_time, isread, state)
       VALUES (?, ?, ?, ?, ?, '[]', ?, ?, 1)`,
    );
    NOTICES.forEach((n, i) => {
      insNotice.run(
        i + 1,
        SEED_ACCOUNTS.demo.userId,
        n.title,
        `${n.title}，詳情請查看。`,
        `<p>親愛的會員您好：</p><p>${n.title}，詳情請洽協會秘書處。</p>`,
        BASE - i * 4 * DAY,
        n.isread,
      );
    });

    const insNav = db.prepare(
      "INSERT INTO website_navigate (id, association_id, name, url, type, sort) VALUES (?, 'SZTX', ?, ?, ?, ?)",
    );
    for (const [i, [name, url]] of NAVIGATE.entries()) insNav.run(i + 1, name, url, 'INDEX', i + 1);
    for (const [i, [name, url]] of FRIEND_LINKS.entries()) {
      insNav.run(NAVIGATE.length + i + 1, name, url, 'FRIENDLINK', i + 1);
    }

    const insProfile = db.prepare(
      "INSERT INTO website_profile (id, association_id, type, context, sort) VALUES (?, 'SZTX', ?, ?, ?)",
    );
    insProfile.run(
      1,
      'INFO',
      JSON.stringify({
        add: '本市高新區珠江路88號台商大廈12樓',
        phone: '0512-6868 8888',
        email: 'service@sztx.example.org',
        copyright: '© 2025 本市台商投資企業協會 版權所有',
        author: '本市台商投資企業協會秘書處',
        wxQrcode: '/files/seed/wx-qrcode.svg',
        compatriots: '50000+',
      }),
      1,
    );
    insProfile.run(2, 'LOGO', JSON.stringify({ url: '/files/seed/logo.svg' }), 2);
    insProfile.run(
      3,
      'FOOTER',
      JSON.stringify([
        {
          title: '關於協會',
          menu: [
            { name: '協會簡介', url: '/introduce' },
            { name: '協會章程', url: '/regulations' },
            { name: '組織架構', url: '/organization' },
            { name: '聯誼會', url: '/fraternity' },
            { name: '秘書處', url: '/secretariat' },
            { name: '專業委員會', url: '/committee' },
          ],
        },
        {
          title: '會員服務',
          menu: [
            { name: '入會申請', url: '/apply' },
            { name: '繳費標準', url: '/fee' },
            { name: '辦事指南', url: '/guide' },
            { name: '特色服務', url: '/policy/2' },
            { name: '課程教室', url: '/policy/1' },
          ],
        },
        {
          title: '資訊中心',
          menu: [
            { name: '資訊動態', url: '/information/0' },
            { name: '協會公告', url: '/policy/0' },
            { name: '政策文件', url: '/policy/3' },
            { name: '電子期刊', url: '/magazine' },
          ],
        },
      ]),
      3,
    );

    // features seed their own tables after the base data they may reference
    for (const feature of FEATURES) feature.seed?.(db, filesDir);
    // the load benchmark's larger tables (seed-bulk.ts); never set by the app or the tests
    if (process.env.SEED_BULK === '1') seedBulk(db);
  })();
}

/** Per open database: a copy of its freshly seeded tables (made by the first `reseed`). */
const snapshots = new WeakMap<DB, string>();

/**
 * Restores the seed data, for `/dev/reset`. The first call in a process runs `seed` and keeps a
 * copy of the result (`seed-snapshot.db` beside the database, rewritten by each new process so
 * it always matches the current schema and seed); later calls copy the tables back from it,
 * about twice as fast as generating the data again. Seed files are rewritten if missing.
 */
export async function reseed(db: DB, filesDir: string, dataDir: string): Promise<void> {
  const snapshot = snapshots.get(db);
  if (!snapshot || !existsSync(snapshot)) {
    await seed(db, filesDir);
    const path = join(dataDir, 'seed-snapshot.db');
    rmSync(path, { force: true });
    db.prepare('VACUUM INTO ?').run(path);
    snapshots.set(db, path);
    reseededAt.set(db, changesOf(db));
    return;
  }
  if (!existsSync(join(filesDir, 'seed', 'logo.svg'))) writeSeedImages(filesDir);
  // nothing written since the last restore (a test that only read): the data is the seed's
  if (reseededAt.get(db) === changesOf(db)) return;
  restore(db, snapshot);
}

/** Copies the seeded tables of `snapshot` (a seeded database file) over `db`'s. */
function restore(db: DB, snapshot: string): void {
  db.prepare('ATTACH DATABASE ? AS snap').run(snapshot);
  try {
    db.transaction(() => {
      for (const table of DATA_TABLES) db.prepare(`DELETE FROM main.${table}`).run();
      // parents first: the reverse of the clearing order
      for (const table of [...DATA_TABLES].reverse())
        db.prepare(`INSERT INTO main.${table} SELECT * FROM snap.${table}`).run();
    })();
  } finally {
    db.exec('DETACH DATABASE snap');
  }
  reseededAt.set(db, changesOf(db));
}

/**
 * Seeds `db` and `filesDir` from a snapshot folder `writeSeedSnapshot` made with this schema and
 * seed, instead of generating them (several times faster); `/dev/reset` then restores from it.
 * For many servers in one run (tests): the data and its files are made once.
 */
export function seedFromSnapshot(db: DB, filesDir: string, snapshot: string): void {
  const data = join(snapshot, SNAPSHOT_DB);
  restore(db, data);
  snapshots.set(db, data);
  linkTree(join(snapshot, 'files'), filesDir);
}

/**
 * Fills `to` with hard links to the files under `from` (copies where the two are on different
 * file systems). Safe for the snapshot's files because the server never writes a file in place
 * with other bytes: uploads are new files, photos are renamed and removed (which leaves the
 * snapshot's link), and seeding again writes the seed's own bytes. Copying the 330 seed files
 * took 200 ms of each test server's start, linking them a few.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else
      try {
        linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
  }
}

const SNAPSHOT_DB = 'seed.db';

/** Writes freshly seeded data of the current schema, and its files, into the folder `snapshot`. */
export async function writeSeedSnapshot(db: DB, snapshot: string): Promise<void> {
  await seed(db, join(snapshot, 'files'));
  db.prepare('VACUUM INTO ?').run(join(snapshot, SNAPSHOT_DB));
}

/** Rows the connection has inserted, updated or deleted since it opened (SQLite's count). */
const changesOf = (db: DB) => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
/** `changesOf` right after each database's last restore. */
const reseededAt = new WeakMap<DB, number>();

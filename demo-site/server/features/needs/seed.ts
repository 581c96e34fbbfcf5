import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PURCHASE_PARAM_NAMES, SALE_PARAM_NAMES } from '../../../../core/needs/form.js';
import { ASSOCIATION_ID, DAY } from '../../context.js';
import type { DB } from '../../db.js';
import { coverSvg } from '../../svg.js';
import { needsRepository, REVIEW_APPROVED } from './repository.js';

const PHONE_1 = '13800138000';
const PHONE_2 = '13900139000';

function p(names: readonly string[], values: string[]): string {
  return JSON.stringify(names.map((name, i) => ({ name, value: values[i] ?? '' })));
}

/** Nine needs (one waiting for review), two offers, seven investment and order items. */
export function seedNeeds(db: DB, filesDir: string): void {
  const repo = needsRepository(db);
  const dir = join(filesDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const base = Date.UTC(2025, 5, 30, 2, 0);
  const img = (name: string, title: string, label: string, hue: number) => {
    writeFileSync(join(dir, name), coverSvg(title, label, hue));
    return `/files/seed/${name}`;
  };
  // member, type (0 purchase, 1 sale), title, images, the parameter values in the spec's order
  // ('|'-separated; the sale address first), then the body and the review state where set
  const demands: Array<[1 | 2, 0 | 1, string, number, string, string?, number?]> = [
    [
      2,
      0,
      '採購辦公椅 200 張',
      2,
      `200 張|人體工學、可調高度，黑色網布|30 天內送達南山區|需提供發票|${PHONE_2}`,
      '<p>公司新辦公室啟用，需採購一批<strong>人體工學辦公椅</strong>，歡迎廠商報價。</p>',
    ],
    [
      1,
      1,
      '福田區臨街商鋪轉讓',
      3,
      `福田區福華路 88 號|轉讓|月租 28000 元|120 平方米|商鋪|無|臨地鐵口，人流量大||${PHONE_1}`,
      '<p>因經營調整，轉讓臨街商鋪一間，<em>可隨時看房</em>。</p>',
    ],
    [2, 0, '求購工業級 3D 印表機', 1, `2 台|成型尺寸 400mm 以上|含安裝培訓||${PHONE_2}`],
    [
      1,
      1,
      '南山科技園寫字樓出售',
      2,
      `南山區科技南路 16 號|出售|面議|560 平方米|寫字樓|無|精裝修、兩個車位|業主直售|${PHONE_1}`,
    ],
    [
      2,
      0,
      '採購台灣高山茶禮盒',
      1,
      `500 盒|阿里山烏龍，附提袋|中秋節前送達|可印公司標誌|${PHONE_2}`,
    ],
    [1, 0, '徵求電子元器件供應商', 2, `每月 10 萬件|貼片電阻電容，符合 RoHS|每週交貨||${PHONE_1}`],
    [
      2,
      1,
      '寶安區廠房整層出租轉讓',
      2,
      `寶安區福永街道興業路 5 號|轉讓|每平方米 45 元/月|2000 平方米|廠房|有|層高 6 米，配貨梯|糾紛已進入調解|${PHONE_2}`,
    ],
    [1, 0, '採購企業員工體檢服務', 1, `300 人|含腫瘤篩查套餐|10 月底前完成||${PHONE_1}`],
    [2, 0, '採購展會搭建服務', 1, `1 場|36 平方米特裝展位|展前 3 天完成||${PHONE_2}`, '', 1],
  ];
  demands.forEach(([member, type, title, imageCount, text, content, review], i) => {
    const id = i + 1;
    const images = Array.from({ length: imageCount }, (_, k) =>
      img(
        `need-${id}-${k + 1}.svg`,
        title,
        type === 0 ? '採購' : '出售/轉讓',
        (id * 53 + k * 90) % 360,
      ),
    );
    const values = text.split('|');
    const addr = type === 1 ? (values.shift() ?? '') : '';
    repo.seedDemand({
      demand_id: id,
      association_id: ASSOCIATION_ID,
      member_id: member,
      demand_type: type,
      title,
      addr,
      main_image: images.join(','),
      // deadlines well ahead, so the seeded board reads as open needs
      end_time: Date.UTC(2027, 2, 31, 4) + i * 7 * DAY,
      param: p(type === 0 ? PURCHASE_PARAM_NAMES : SALE_PARAM_NAMES, values),
      content: content ?? '',
      review: review ?? REVIEW_APPROVED,
      create_time: base - i * DAY,
    });
  });
  repo.addOffer({
    demand_id: 2,
    member_id: 2,
    name: '林志明',
    company: '鴻達貿易有限公司',
    phone: PHONE_2,
    email: 'lin@example.com',
    content: '有意承租，希望約時間看鋪。',
    create_time: base - DAY / 2,
  });
  repo.addOffer({
    demand_id: 1,
    member_id: 1,
    name: '陳建國',
    company: '建國傢俱有限公司',
    phone: PHONE_1,
    email: '',
    content: '可提供 200 張網布辦公椅，單價 680 元，含運。',
    create_time: base - DAY / 3,
  });

  const infos: { type: 'invest' | 'order'; title: string; desc: string; content: string }[] = [
    {
      type: 'invest',
      title: '前海台商產業園招商',
      desc: '首年租金減免，配套人才公寓',
      content:
        '<p>前海台商產業園面向台資企業招商，<strong>首年租金減免</strong>。</p><ul><li>人才公寓</li><li>一站式工商服務</li></ul>',
    },
    {
      type: 'invest',
      title: '龍華數字經濟基地投資機會',
      desc: '重點引進軟體與智能硬體企業',
      content: '<p>龍華數字經濟基地歡迎軟體與智能硬體企業入駐。</p>',
    },
    {
      type: 'invest',
      title: '大灣區新能源項目合作',
      desc: '尋找儲能與光伏合作夥伴',
      content: '<p>項目總投資 5 億元，尋找儲能與光伏技術合作夥伴。</p>',
    },
    {
      type: 'order',
      title: '協會團購：企業年節禮品訂單',
      desc: '會員企業享團購價',
      content: '<p>協會統一採購年節禮品，會員企業享團購價。</p>',
    },
    {
      type: 'order',
      title: '台灣農產品直供訂單',
      desc: '每月定期配送',
      content: '<p>台灣高山茶、鳳梨酥等農產品每月直供。</p>',
    },
    {
      type: 'order',
      title: '電子零件聯合採購訂單',
      desc: '',
      content: '<p>會員企業聯合採購電子零件，降低成本。</p>',
    },
    {
      type: 'order',
      title: '辦公用品年度訂單招標',
      desc: '歡迎會員企業投標',
      content: '<p>協會秘書處年度辦公用品招標。</p>',
    },
  ];
  infos.forEach((info, i) => {
    const id = i + 1;
    repo.seedInfo({
      info_id: id,
      association_id: ASSOCIATION_ID,
      type: info.type,
      title: info.title,
      main_image: img(
        `info-${id}.svg`,
        info.title,
        info.type === 'invest' ? '投資信息' : '訂單信息',
        (id * 71 + 20) % 360,
      ),
      publish_time: base - i * 2 * DAY,
      desctext: info.desc,
      content: info.content,
    });
  });
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DB } from '../../db.js';
import { avatarSvg, coverSvg } from '../../svg.js';
import { applyRepository } from './repository.js';

/** Seed images of the applications, under `${filesDir}/seed/`. */
const IMAGES = {
  cert: 'apply-letter.svg',
  photo: 'apply-photo.svg',
  front: 'apply-taibao-front.svg',
  back: 'apply-taibao-back.svg',
  licence: 'apply-licence.svg',
} as const;

export function seedApplications(db: DB, filesDir: string): void {
  const dir = join(filesDir, 'seed');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, IMAGES.cert), coverSvg('入會申請書（已簽名）', '入會申請', 8));
  writeFileSync(join(dir, IMAGES.photo), avatarSvg('陳建宏', 210));
  writeFileSync(join(dir, IMAGES.front), coverSvg('台灣居民來往大陸通行證 正面', '台胞證', 200));
  writeFileSync(join(dir, IMAGES.back), coverSvg('台灣居民來往大陸通行證 反面', '台胞證', 220));
  writeFileSync(join(dir, IMAGES.licence), coverSvg('營業執照', '營業執照', 30));
  const url = (name: string) => `/files/seed/${name}`;
  const created = Date.UTC(2025, 4, 12, 2, 0);
  const repo = applyRepository(db);
  const insert = (
    memberId: number,
    type: 0 | 1,
    isreview: number,
    values: Record<string, string>,
  ) => repo.insert({ memberId, type, isreview, time: created, values });
  // the demo member: an approved individual application and a company application under review
  insert(1, 0, 1, {
    application_cert: url(IMAGES.cert),
    isnewmember: '1',
    member_name: '陳建宏',
    personal_photo: url(IMAGES.photo),
    taibao_id: '08123456',
    taibao_frontview: url(IMAGES.front),
    taibao_reverse: url(IMAGES.back),
    birthday: String(Date.UTC(1975, 2, 14)),
    company_name: '宏達精密電子有限公司',
    company_job: '總經理',
    company_add: '本市高新區珠江路88號台商大廈12樓',
    member_phone: '13800138000',
    member_email: 'chen.jianhong@example.com',
    wx_number: 'chen_jh88',
    qq_number: '',
    ice_people: '陳美玲',
    ice_phone: '13800138111',
    join_child_association: '高新區台商聯誼會',
  });
  insert(1, 1, 0, {
    application_cert: url(IMAGES.cert),
    isnewmember: '1',
    company_name: '宏達精密電子有限公司',
    company_name_en: 'Hongda Precision Electronics Co., Ltd.',
    cer_one: url(IMAGES.licence),
    setup_date: String(Date.UTC(2008, 8, 1)),
    field: '工業',
    econ_kind: '工獨資業',
    main_businee: '精密電子零組件、連接器及模具的研發、生產與銷售',
    company_add: '本市高新區珠江路88號',
    company_phone: '0755-26881234',
    company_fax: '0755-26881235',
    company_url: 'https://hongda.example.com',
    company_email: 'service@hongda.example.com',
    registered_capital: '800萬美元',
    ice_people: '陳美玲',
    ice_phone: '13800138111',
    isHasPreCompany: '1',
    p_company_name: '宏達電子股份有限公司',
    p_company_phone: '02-27881234',
    p_company_add: '台北市內湖區瑞光路168號',
    p_company_contacts: '林志明',
    member_name: '陳建宏',
    personal_photo: url(IMAGES.photo),
    company_job: '總經理',
    member_phone: '13800138000',
    member_address: '本市高新區珠江路88號台商大廈12樓',
    taibao_frontview: url(IMAGES.front),
    taibao_reverse: url(IMAGES.back),
    join_child_association: '青年會',
  });
}

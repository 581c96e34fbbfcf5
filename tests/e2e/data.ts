// Test data shared by the specs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUEST } from '../support/accounts';
import { ROOT } from '../support/process.mjs';

/**
 * A foreign origin for cross-origin embedding, served by page.route (nothing listens there).
 * It has to be a localhost origin: Chromium's Local Network Access refuses requests from a
 * non-secure public origin (e.g. http://partner.test) to the loopback test server outright,
 * and for a localhost origin every test's context has the `local-network-access` permission
 * (fixtures.ts). The dev server's CORS allows any localhost/127.0.0.1 origin.
 */
export const PARTNER_ORIGIN = 'http://localhost:1';

/** A tiny valid PNG (the upload emulator checks the bytes against the token's mimeLimit). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every element tag of the custom-elements manifest. */
export const WIDGET_TAGS: string[] = JSON.parse(
  readFileSync(join(ROOT, 'widgets/custom-elements.json'), 'utf8'),
).modules.map((m: { declarations: Array<{ tagName: string }> }) => m.declarations[0]!.tagName);

/** The guest's work and contact answers on the membership application. */
export const APPLICANT = {
  company_name: '華信科技有限公司',
  company_job: '經理',
  company_add: '本市高新區科技路 1 號',
  member_phone: GUEST.phone,
  member_email: 'lin@example.com',
  wx_number: 'lin_wx',
  ice_people: '林大華',
  ice_phone: '13900139111',
} as const;

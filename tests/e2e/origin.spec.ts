// Issue 28, item 1: the partner demo pages live on an origin of their own. The attack link
// (a focus handler, a script portal-url and another server's api-base in one.html's query
// string) runs nothing and changes nothing, and a partner page cannot read the member's
// session through the portal's cookie.
import { DEMO, loginPath } from '../support/accounts';
import { DESKTOP_ONLY, expect, test } from './fixtures';

test.describe('origin isolation', DESKTOP_ONLY, () => {
  test('the partner pages are on another origin; /partner/ on the portal sends them there', async ({
    page,
    baseURL,
    partnerUrl,
  }) => {
    expect(new URL(partnerUrl).origin).not.toBe(new URL(baseURL!).origin);
    await page.goto(`${baseURL}/partner/one.html?tag=sztx-news-feed&page-size=2`);
    expect(page.url()).toBe(`${partnerUrl}/partner/one.html?tag=sztx-news-feed&page-size=2`);
    await expect(page.locator('sztx-news-feed .news-item[part="item"]')).toHaveCount(2);
  });

  test('the attack link of one.html runs no script and points the widget nowhere else', async ({
    page,
    baseURL,
    partnerUrl,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __xssHits: number[]; __xss: (n: number) => void };
      w.__xssHits = [];
      w.__xss = (n: number) => w.__xssHits.push(n);
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const attack = new URLSearchParams([
      ['tag', 'sztx-news-feed'],
      ['onfocus', 'top.__xss(1)'],
      ['tabindex', '0'],
      ['autofocus', ''],
      ['style', 'outline:9px solid red'],
      ['portal-url', 'javascript:top.__xss(2)//'],
      ['api-base', 'http://evil.invalid/api/v2/'],
      ['image-base', 'http://evil.invalid/'],
      ['page-size', '3'],
    ]);
    await page.goto(`${partnerUrl}/partner/one.html?${attack}`);
    const feed = page.locator('sztx-news-feed');
    await expect(feed.locator('.news-item[part="item"]')).toHaveCount(3);
    expect(await feed.evaluate((el) => el.getAttributeNames().sort())).toEqual([
      'eager',
      'page-size',
    ]);
    await feed.locator('a.news-link').first().focus();
    const links = await feed
      .locator('a[href]')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href.startsWith(`${baseURL}/#/`), href).toBe(true);
    expect(requests.filter((url) => new URL(url).hostname === 'evil.invalid')).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits),
    ).toEqual([]);
  });

  test("a partner page never reads the member's data through the portal's session cookie", async ({
    page,
    baseURL,
    partnerUrl,
  }) => {
    // the member logs in on the portal: the browser now holds the portal's session cookie
    const login = await page.request.post(loginPath(DEMO));
    expect(((await login.json()) as { code: string }).code).toBe('200');
    const member = () =>
      page.evaluate(async (api) => {
        const answer = await fetch(api, { credentials: 'include' });
        return JSON.stringify(await answer.json());
      }, `${baseURL}/api/v2/member/1`);
    // a page of the portal's origin reads it with the cookie (the control)
    await page.goto(`${baseURL}/api/v2/website/navigate`);
    expect(JSON.parse(await member()).code).toBe('200');
    // a partner page's script, with credentials, gets a login refusal and no member data
    await page.goto(`${partnerUrl}/partner/one.html`);
    const answer = await member();
    expect(JSON.parse(answer).code).toBe('401');
    expect(answer).not.toContain('陳建宏');
    expect(await page.evaluate(() => document.cookie)).not.toContain('sztx_token');
  });
});

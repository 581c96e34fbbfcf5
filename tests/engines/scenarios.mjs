// The smoke's scenarios, the same in every engine: what a visitor of the portal or of a partner
// page does first. Each one finds elements through the open shadow roots with the small kit
// below (run in the page), acts with real clicks, key presses and file uploads of the engine's
// driver, and waits for what the visitor would see.

/**
 * Runs in the page: deep queries through open shadow roots, accessible names, visibility.
 * Serialised with Function.prototype.toString, so it must not use anything from this module.
 */
function pageKit() {
  const all = (selector, scope = document) => {
    const found = [];
    if (!scope) return found; // a scope not rendered yet
    const visit = (root) => {
      found.push(...root.querySelectorAll(selector));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    if (scope.shadowRoot) visit(scope.shadowRoot);
    visit(scope);
    return found;
  };
  const text = (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const root = el.getRootNode();
      return ids
        .split(/\s+/)
        .map((id) => text(root.getElementById(id) ?? document.createElement('i')))
        .join(' ');
    }
    return el.getAttribute('alt') ?? text(el);
  };
  /** `want` is a string (exact), or `/source/` (a regular expression). */
  const matches = (value, want) =>
    want == null ||
    (want.startsWith('/') && want.endsWith('/') && want.length > 1
      ? new RegExp(want.slice(1, -1)).test(value)
      : value === want);
  const find = (selector, want, scope = document) =>
    all(selector, scope).find((el) => shown(el) && matches(name(el), want)) ?? null;
  const dialog = (title) => find('[role="dialog"]', title);
  /** The control of a visible label with this text (else starting with it), or that aria-label. */
  const field = (scope, label) => {
    // a required field's label starts with its red asterisk
    const caption = (l) => text(l).replace(/^\*\s*/, '');
    const labels = all('label', scope).filter(shown);
    const byLabel =
      labels.find((l) => caption(l) === label) ?? labels.find((l) => caption(l).startsWith(label));
    const control =
      byLabel?.control ??
      (byLabel?.htmlFor ? byLabel.getRootNode().getElementById(byLabel.htmlFor) : null);
    return control ?? find('input, textarea, select', label, scope);
  };
  /** Sets a form control's value as the browser's own UI would (date inputs differ per engine). */
  const setValue = (el, value) => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return el.value;
  };
  /** A shown toast whose message (the close button's text aside) matches. */
  const toast = (want) =>
    all('.toast').find((el) => shown(el) && matches(text(el.querySelector('span') ?? el), want));
  const portal = () => document.querySelector('sztx-portal');
  /** The needs board's publish form (in the portal). */
  const needForm = () => find('form[part="form"]', null, portal());
  return { all, text, shown, name, find, dialog, field, setValue, toast, portal, needForm };
}

const KIT = `(${pageKit})()`;
const call = (fn, args) => `(${fn})(${[KIT, ...args.map((a) => JSON.stringify(a))].join(', ')})`;
/** The value of `fn` in the page; an element comes back as true (drivers cannot return it as a value). */
const script = (fn, args) =>
  `((found) => (found instanceof Node ? true : found))(${call(fn, args)})`;

/** Waits up to `timeout` ms until `fn(kit, ...args)` (in the page) returns something truthy. */
async function waitFor(engine, what, fn, args = [], timeout = 10_000) {
  const until = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await engine.evaluate(script(fn, args));
      if (last) return last;
    } catch (error) {
      // a navigation in flight destroys the context: try again
      last = error;
    }
    if (Date.now() > until)
      throw new Error(
        `${engine.name}: timed out after ${timeout} ms waiting for ${what}` +
          (last instanceof Error ? ` (last error: ${last.message.split('\n')[0]})` : ''),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The element `fn` finds, once it is there. */
async function elementOf(engine, what, fn, args = [], timeout = 10_000) {
  await waitFor(engine, what, fn, args, timeout);
  const element = await engine.element(call(fn, args));
  if (!element) throw new Error(`${engine.name}: ${what} went away before it could be used`);
  return element;
}

async function click(engine, what, fn, ...args) {
  await engine.click(await elementOf(engine, what, fn, args));
}

async function type(engine, what, fn, text, ...args) {
  await engine.type(await elementOf(engine, what, fn, args), text);
}

/**
 * @typedef {object} Context
 * @property {string} server  the reference server's origin (portal, embed bundles, API)
 * @property {string} partner  a partner site's origin (another origin than the server)
 * @property {string} blank  a document of the server's origin that runs no script
 * @property {(account: {phone: string, password: string}) => Promise<string>} login  a token
 * @property {(path: string) => Promise<any>} post  POST to the server; the parsed envelope
 * @property {(path: string) => Promise<any>} get
 * @property {string} png  path of a small PNG to upload
 * @property {{ demo: {phone: string, password: string}, guest: {phone: string, password: string}, tokenKey: string }} accounts
 */

/** Opens the portal logged in with `token` (stored the way the portal keeps it). */
async function openPortalAs(engine, ctx, token, hash) {
  // a page of the server's origin without any widget, so nothing reads the session early
  await engine.goto(ctx.blank);
  await engine.evaluate(
    `(sessionStorage.setItem(${JSON.stringify(ctx.accounts.tokenKey)}, ${JSON.stringify(token)}), true)`,
  );
  await engine.goto(`${ctx.server}/${hash}`);
  await waitFor(engine, 'the portal header', (k) => k.find('header', null, k.portal() ?? document));
}

/** @type {Array<{ name: string, run: (engine: import('./browsers.mjs').Engine, ctx: Context) => Promise<void> }>} */
export const SCENARIOS = [
  {
    name: 'portal home renders with real data',
    async run(engine, ctx) {
      await engine.goto(`${ctx.server}/#/`);
      await waitFor(engine, 'the portal heading', (k) =>
        k.find('h1, h2', '台商協會門戶網站', k.portal()),
      );
      // the lead article of the news section is the API's article of that id
      const lead = await waitFor(engine, 'the lead news article', (k) => {
        const link = k.find('a.hm-lead', null, k.portal());
        const title = link && k.text(link.querySelector('.hm-lead-title'));
        return title ? { href: link.getAttribute('href'), title } : null;
      });
      const id = /#\/article\/(\d+)$/.exec(lead.href)?.[1];
      if (!id) throw new Error(`lead article link ${lead.href}`);
      const article = await ctx.get(`/api/v2/article/${id}`);
      if (article.data?.title !== lead.title)
        throw new Error(`lead title ${lead.title} is not the API's ${article.data?.title}`);
      await waitFor(engine, 'the main menu', (k) =>
        k.find('a', '/^資訊動態/', k.find('nav', '主選單', k.portal())),
      );
    },
  },
  {
    name: 'language switch to Simplified',
    async run(engine, ctx) {
      await engine.goto(`${ctx.server}/#/`);
      await waitFor(engine, 'the news section', (k) => k.find('.hm-lead', null, k.portal()));
      await click(engine, 'the 简 toggle', (k) => k.find('button', '切換為簡體中文', k.portal()));
      await waitFor(engine, 'the Simplified news heading', (k) => {
        const heading = k.portal().shadowRoot.querySelector('#hm-news');
        return heading && k.text(heading) === '协会动态';
      });
      await waitFor(engine, 'the Simplified menu', (k) =>
        k.find('a', '/^资讯动态/', k.find('nav', '主选单', k.portal())),
      );
      await waitFor(engine, 'the toggle back to Traditional', (k) =>
        k.find('button', '切换为繁体中文', k.portal()),
      );
    },
  },
  {
    name: 'login dialog opens and logs in',
    async run(engine, ctx) {
      await engine.goto(`${ctx.server}/#/`);
      await click(engine, 'the header 登錄 button', (k) =>
        k.find('button', '登錄', k.find('header', null, k.portal())),
      );
      const inDialog = (k, label) => k.field(k.dialog('歡迎來到台商協會'), label);
      await type(engine, 'the phone field', inDialog, ctx.accounts.demo.phone, '手機號');
      await type(engine, 'the password field', inDialog, ctx.accounts.demo.password, '密碼');
      await click(engine, 'the dialog 登錄 button', (k) =>
        k.find('form button', '登錄', k.dialog('歡迎來到台商協會')),
      );
      await waitFor(engine, 'the 登錄成功 toast', (k) => k.toast('登錄成功'));
      await waitFor(engine, 'the dialog to close', (k) => !k.dialog('歡迎來到台商協會'));
      await waitFor(engine, 'the avatar 個人中心（陳建宏）', (k) =>
        k.find('a, button', '個人中心（陳建宏）', k.find('header', null, k.portal())),
      );
    },
  },
  {
    name: 'needs board on a partner page opens a need',
    async run(engine, ctx) {
      await engine.goto(`${ctx.partner}/needs.html`);
      await waitFor(
        engine,
        '5 need cards',
        (k) =>
          k.all('a.nb-card[part="need-card"]', document.querySelector('sztx-needs-board'))
            .length === 5,
        [],
        15_000,
      );
      // Bootstrap's uppercase buttons stay outside the shadow root, and the board's styles out
      // of the partner's page
      const styles = await engine.evaluate(
        `[getComputedStyle(document.getElementById('partner-button')).textTransform,
          ...[...document.querySelector('sztx-needs-board').shadowRoot.querySelectorAll('button')]
            .map((b) => getComputedStyle(b).textTransform)]`,
      );
      if (
        styles[0] !== 'uppercase' ||
        styles.length < 2 ||
        styles.slice(1).some((t) => t !== 'none')
      )
        throw new Error(`text-transform of the partner's and the board's buttons: ${styles}`);
      await click(engine, 'the first need card', (k) =>
        k.find('a.nb-card[part="need-card"]', null, document.querySelector('sztx-needs-board')),
      );
      await waitFor(engine, 'the need detail', (k) =>
        k.find('article[part="detail"]', null, document.querySelector('sztx-needs-board')),
      );
      await waitFor(engine, 'the partner’s event log', (k) =>
        /^查看需求 \d+$/.test(k.text(document.getElementById('event-log'))),
      );
      const where = await engine.evaluate('location.href');
      if (where !== `${ctx.partner}/needs.html`) throw new Error(`the page moved to ${where}`);
    },
  },
  {
    name: 'publish a need with an image upload',
    async run(engine, ctx) {
      const token = await ctx.login(ctx.accounts.demo);
      await openPortalAs(engine, ctx, token, '#/Invest');
      await click(engine, 'the + 發布采購 tab', (k) =>
        k.find('[role="tab"]', '+ 發布采購', k.portal()),
      );
      const title = `${engine.name} 引擎採購 ${Date.now() % 100000}`;
      await type(engine, 'the title field', (k) => k.field(k.needForm(), '標題'), title);
      const date = await waitFor(engine, 'the deadline field', (k) => {
        const input = k.field(k.needForm(), '截止日期');
        return input && k.setValue(input, '2030-12-31');
      });
      if (date !== '2030-12-31') throw new Error(`the deadline field holds ${date}`);
      await waitFor(engine, 'the deadline shown as a date', (k) =>
        k.text(k.needForm()).includes('2030 年 12 月 31 日'),
      );
      const file = await elementOf(
        engine,
        'the image file input',
        (k) => k.all('input[type="file"]', k.needForm())[0],
      );
      await engine.upload(file, ctx.png);
      await waitFor(
        engine,
        'the uploaded image',
        (k) => {
          const img = k.all('li[data-state="done"] img', k.portal())[0];
          return img?.complete && img.naturalWidth > 0;
        },
        [],
        15_000,
      );
      await type(engine, 'the quantity field', (k) => k.field(k.needForm(), '採購量'), '300');
      await type(engine, 'the unit field', (k) => k.field(k.needForm(), '單位'), '張');
      await type(
        engine,
        'the details field',
        (k) => k.field(k.needForm(), '採購需求'),
        '人體工學椅',
      );
      await type(
        engine,
        'the phone field',
        (k) => k.field(k.needForm(), '聯繫電話'),
        '13800138000',
      );
      await click(engine, 'the 發佈 button', (k) =>
        k.find('button[type="submit"]', '發佈', k.needForm()),
      );
      await waitFor(engine, 'the 發佈成功 toast', (k) => k.toast('/^發佈成功/'));
      // what was typed (Chinese included) is what was published: the board shows the new need
      await waitFor(
        engine,
        'the published need',
        (k, title) => k.text(k.all('main', k.portal())[0] ?? document.body).includes(title),
        [title],
      );
    },
  },
  {
    name: 'payment QR dialog, paid and unlocked',
    async run(engine, ctx) {
      const token = await ctx.login(ctx.accounts.guest);
      await openPortalAs(engine, ctx, token, '#/article/49');
      await click(engine, 'the 立即訂閱 button', (k) =>
        k.find('button', '立即訂閱', k.find('main', null, k.portal())),
      );
      await click(engine, 'the 去支付 button', (k) =>
        k.find('button', '/^去支付/', k.dialog('訂閱付費內容')),
      );
      await waitFor(engine, 'the payment QR code', (k) => {
        const img = k.find('img', '支付二維碼', k.dialog('掃碼支付'));
        return img?.complete && img.naturalWidth > 0;
      });
      await waitFor(engine, 'the countdown', (k) =>
        /^0[45]:\d\d$/.test(
          k.text(k.find('time', null, k.dialog('掃碼支付')) ?? document.createElement('i')),
        ),
      );
      // the payment page's button does this: confirm the newest order
      const orders = await ctx.get('/dev/orders');
      const newest = orders.data?.[0];
      if (newest?.status !== 'pending') throw new Error(`newest order ${JSON.stringify(newest)}`);
      await ctx.post(`/dev/pay/${newest.order_id}`);
      await waitFor(engine, 'the 支付成功 toast', (k) => k.toast('支付成功'), [], 15_000);
      await waitFor(engine, 'the full article', (k) =>
        k.text(k.find('[data-region="body"]', null, k.portal()) ?? document.body).includes('結語'),
      );
    },
  },
];

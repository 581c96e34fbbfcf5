import { Type } from 'typebox';
import type { FeatureRoutes } from '../feature.js';
import { Param, TextUpTo } from '../schemas.js';

interface Doc {
  title: string;
  updated: string;
  sections: Array<[string, string[]]>;
}

/** The documents the personal centre shows (the original embedded external pages). */
const DOCUMENTS: Record<string, Doc> = {
  privacy: {
    title: '隱私政策',
    updated: '2025年6月1日',
    sections: [
      [
        '一、我們收集的信息',
        [
          '當您註冊、登錄及使用本網站時，我們會收集您提供的手機號、姓名、頭像、郵箱、地址、微信號等信息，以及您所屬企業的名稱、logo、行業、主營業務、地址與聯繫電話。',
          '為保障賬號安全，我們會記錄登錄時間與操作日誌。',
        ],
      ],
      [
        '二、信息的使用',
        [
          '我們使用上述信息為您提供會員服務、消息通知、企業展示、活動報名及付費內容的購買與查看。',
          '未經您的同意，我們不會將您的個人信息用於上述以外的用途。',
        ],
      ],
      [
        '三、信息的公開',
        [
          '您可以在「個人中心」通過「公開聯繫方式」開關決定其他會員能否看到您的手機號與郵箱。',
          '企業名錄中展示的企業信息，由企業會員自行填寫並可隨時修改。',
        ],
      ],
      [
        '四、信息的保護',
        [
          '我們採用加密存儲密碼、限制訪問權限等措施保護您的信息；只有您本人可以查看和修改您的個人資料、企業資料和消息。',
        ],
      ],
      [
        '五、聯繫我們',
        [
          '如對本政策有任何疑問，請致電協會秘書處 0512-6868 8888 或發送郵件至 service@sztx.example.org。',
        ],
      ],
    ],
  },
  'user-agreement': {
    title: '用戶協議',
    updated: '2025年6月1日',
    sections: [
      [
        '一、協議的範圍',
        [
          '本協議是您與本市台商投資企業協會（以下簡稱「協會」）之間就使用協會網站及相關服務所訂立的協議。註冊或登錄即表示您已閱讀並同意本協議。',
        ],
      ],
      [
        '二、賬號註冊與使用',
        [
          '您應使用本人手機號註冊，並妥善保管密碼與驗證碼；因您保管不善造成的損失由您自行承擔。',
          '您不得將賬號出借、轉讓或用於任何違法用途。',
        ],
      ],
      [
        '三、會員權益',
        [
          '協會會員年費為機構或個人每年 2500 元，以銀行轉帳方式繳納。會員可查看付費及免費文件與課程、上傳企業資料、報名協會活動。',
        ],
      ],
      [
        '四、內容規範',
        [
          '您發布的需求、企業資料等內容應真實、合法，不得侵犯他人權益。協會有權對違規內容進行審核、下架。',
        ],
      ],
      [
        '五、協議的變更',
        [
          '協會可根據需要修改本協議，修改後的協議將在本頁面公布。繼續使用服務即視為接受修改後的協議。',
        ],
      ],
    ],
  },
};

const escapeHtml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function documentHtml(doc: Doc): string {
  const body = doc.sections
    .map(
      ([heading, paragraphs]) =>
        `<h2>${escapeHtml(heading)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<style>
body{margin:0;padding:20px 24px;font:15px/1.8 "PingFang TC","Noto Sans CJK TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;color:#1f2329;background:#fff}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:20px 0 6px}p{margin:0 0 8px;color:#3a4048}
.updated{color:#5f6670;font-size:13px;margin-bottom:12px}
</style></head>
<body><h1>${escapeHtml(doc.title)}</h1><p class="updated">更新日期：${escapeHtml(doc.updated)}</p>
${body}
</body></html>`;
}

/**
 * A document in Simplified Chinese (`?lang=s`, the portal's 简 mode), converted once; the
 * dictionary loads on the first such request, not at start-up.
 */
const simplified = new Map<string, string>();

async function simplifiedHtml(name: string, doc: Doc): Promise<string> {
  let html = simplified.get(name);
  if (html === undefined) {
    const { Converter } = await import('opencc-js/t2cn');
    html = Converter({ from: 'tw', to: 'cn' })(documentHtml(doc))
      .replace('lang="zh-Hant"', 'lang="zh-Hans"')
      .replace(
        '"PingFang TC","Noto Sans CJK TC","Noto Sans TC"',
        '"PingFang SC","Noto Sans CJK SC","Noto Sans SC"',
      );
    simplified.set(name, html);
  }
  return html;
}

/** `/documents/privacy.html` and `/documents/user-agreement.html` (`?lang=s`: Simplified). */
export const documentRoutes: FeatureRoutes = async (app) => {
  const schema = {
    params: Type.Object({ name: Param() }),
    querystring: Type.Object({ lang: TextUpTo(10) }),
  };
  app.get('/documents/:name', { schema }, async (req, reply) => {
    const name = req.params.name.replace(/\.html$/, '');
    const doc = Object.hasOwn(DOCUMENTS, name) ? DOCUMENTS[name] : undefined;
    if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // plain text and its styles only; partner pages (another origin) frame it
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors *",
        )
        .send(req.query.lang === 's' ? await simplifiedHtml(name, doc) : documentHtml(doc))
    );
  });
};

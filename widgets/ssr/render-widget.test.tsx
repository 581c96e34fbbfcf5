// @vitest-environment node
// `sztx-widgets/ssr` (issue 32): every widget the server renders, from the reference server, in
// Node without a DOM: the element with its declarative shadow root, its first page's titles in
// both scripts, and the values they came from; its error state against a failing or silent API;
// and a clear TypeError for what is the caller's mistake.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTraditionalToSimplified } from '../../core/language/opencc-loaders';
import { serverForFile } from '../../tests/support/server';
import { renderWidget, SERVER_RENDERED_TAGS } from './render-widget';

const server = serverForFile({ listen: true });
const apiBase = () => `${server.origin}/api/v2/`;

/** A server of its own answering every request with `answer` (or never, when it is null). */
async function fakeApi(
  answer: object | null,
): Promise<{ base: string; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const fake = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (answer) response.setHeader('content-type', 'application/json').end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/api/v2/`, hits, server: fake };
}

/** The parts of an element's HTML: its shadow root's data, and what it shows. */
function parts(html: string) {
  const data = /<script type="application\/json" data-sztx-seed>(.*?)<\/script>/s.exec(html)?.[1];
  const shown = html.slice(html.indexOf('<div class="sztx-root"'));
  return { data: JSON.parse(data ?? 'null') as Record<string, unknown>, shown };
}

/** Every row of every list the render loaded: its title (or name, for files, courses, people). */
function titles(data: Record<string, unknown>): string[] {
  const rows = Object.values(data).flatMap((value) =>
    Array.isArray(value) ? value : ((value as { items?: unknown[] }).items ?? []),
  ) as Array<{ title?: string; name?: string }>;
  return rows.map((row) => row.title ?? row.name ?? '');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

let simplified: (text: string) => string;
beforeAll(async () => {
  simplified = await loadTraditionalToSimplified();
});

describe('renderWidget', () => {
  it('renders the five widgets of the issue', () => {
    expect([...SERVER_RENDERED_TAGS].sort()).toEqual([
      'sztx-courses',
      'sztx-directory',
      'sztx-needs-board',
      'sztx-news-feed',
      'sztx-policy-files',
    ]);
  });

  for (const tag of SERVER_RENDERED_TAGS) {
    for (const lang of ['zh-Hant', 'zh-Hans'] as const) {
      it(`<${tag} lang=${lang}>: its first page, loaded through its api-base, without a DOM`, async () => {
        expect(typeof document).toBe('undefined');
        const html = await renderWidget(tag, { attributes: { 'api-base': apiBase(), lang } });
        expect(html.startsWith(`<${tag} api-base="${apiBase()}" lang="${lang}">`)).toBe(true);
        expect(html).toContain('<template shadowrootmode="open" shadowrootdelegatesfocus><style>');
        expect(html.endsWith(`</template></${tag}>`)).toBe(true);
        const { data, shown } = parts(html);
        const rows = titles(data);
        expect(rows.length, 'rows loaded').toBeGreaterThan(0);
        expect(shown).toContain(`lang="${lang}"`);
        for (const title of rows) {
          const text = lang === 'zh-Hans' ? simplified(title) : title;
          expect(shown, title).toContain(escapeText(text));
          if (text !== title) expect(shown, title).not.toContain(escapeText(title));
        }
        expect(shown).not.toContain('class="skeleton');
      });
    }
  }

  describe('against an API that fails', () => {
    let failing: Awaited<ReturnType<typeof fakeApi>>;
    let silent: Awaited<ReturnType<typeof fakeApi>>;
    beforeAll(async () => {
      failing = await fakeApi({ code: '500', msg: '資料維護中，請稍後再試', data: null });
      silent = await fakeApi(null);
    });
    afterAll(() => {
      failing.server.close();
      silent.server.closeAllConnections();
      silent.server.close();
    });

    for (const tag of SERVER_RENDERED_TAGS) {
      it(`<${tag}> renders its error state with the server's message`, async () => {
        const html = await renderWidget(tag, { attributes: { 'api-base': failing.base } });
        expect(parts(html).shown).toMatch(/role="alert"[^>]*>(<[^>]+>)*資料維護中，請稍後再試/);
        expect(parts(html).data).toEqual({});
      });

      it(`<${tag}> stops waiting for a silent API at its timeout`, async () => {
        const before = silent.hits.length;
        const html = await renderWidget(tag, {
          attributes: { 'api-base': silent.base },
          timeout: 200,
        });
        expect(silent.hits.length).toBeGreaterThan(before);
        expect(parts(html).shown).toMatch(/role="alert"[^>]*>(<[^>]+>)*伺服器回應逾時/);
      });
    }
  });

  it("throws a TypeError for the caller's mistakes: a tag, an attribute, no absolute api-base", async () => {
    await expect(
      renderWidget('sztx-portal', { attributes: { 'api-base': apiBase() } }),
    ).rejects.toThrow(
      /renderWidget: <sztx-portal> is not rendered on the server; use one of sztx-news-feed/,
    );
    await expect(
      renderWidget('toString', { attributes: { 'api-base': apiBase() } }),
    ).rejects.toThrow(TypeError);
    await expect(renderWidget('sztx-news-feed')).rejects.toThrow(
      /"api-base" must be an absolute http\(s\) URL/,
    );
    await expect(
      renderWidget('sztx-news-feed', { attributes: { 'api-base': '/api/v2/' } }),
    ).rejects.toThrow(TypeError);
    await expect(
      renderWidget('sztx-news-feed', { attributes: { 'api-base': apiBase(), 'on"x': '1' } }),
    ).rejects.toThrow(TypeError);
  });

  it('escapes attribute values and the data script', async () => {
    const html = await renderWidget('sztx-news-feed', {
      attributes: { 'api-base': apiBase(), heading: '"><script>alert(1)</script>' },
    });
    expect(html).toContain('heading="&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

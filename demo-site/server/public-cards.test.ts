// @vitest-environment node
// The share card of an item without an image of its own (issue 31): a PNG of its own, at least
// 1200 × 630, with its title drawn, named by the page's og:image with its size. Every kind is
// walked: the first public item of each that has no image of its own.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROWS, rows } from '../../tests/support/public-rows';
import { serverForFile } from '../../tests/support/server';

const server = serverForFile();

const get = (url: string) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'assoc.test' } });

/** The page's Open Graph image: its path on the site and its declared size. */
async function ogImage(page: string) {
  const html = (await get(page)).body;
  const meta = (name: string) =>
    new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  return {
    url: meta('og:image'),
    width: Number(meta('og:image:width')),
    height: Number(meta('og:image:height')),
    twitter: /<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1],
  };
}

/** The PNG at `url` (of this site) and its size. */
async function png(url: string) {
  const answer = await get(new URL(url).pathname);
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['content-type'], url).toBe('image/png');
  const { width, height, format } = await sharp(answer.rawPayload).metadata();
  return { bytes: answer.rawPayload, width, height, format };
}

describe("an item's own share card", () => {
  it('is made for an item of each kind without an image, its title drawn, 1200 × 630', async () => {
    const seen = new Map<string, Buffer>();
    for (const kind of Object.keys(PUBLIC_ROWS)) {
      // the first few public items (a kind whose items all have images has no card)
      for (const row of rows(server, kind)
        .filter((r) => r.public)
        .slice(0, 3)) {
        const image = await ogImage(`/s/${kind}/${row.id}`);
        if (!new URL(image.url).pathname.startsWith('/s/card/')) continue; // its own image
        expect(image.url).toBe(`http://assoc.test/s/card/${kind}/${row.id}.png`);
        expect(image.twitter).toBe(image.url);
        expect([image.width, image.height], image.url).toEqual([1200, 630]);
        const card = await png(image.url);
        expect([card.format, card.width, card.height], image.url).toEqual(['png', 1200, 630]);
        seen.set(`${kind} ${row.id}`, card.bytes);
        // its Simplified page names its Simplified card
        const simplified = await ogImage(`/s/zh-Hans/${kind}/${row.id}`);
        expect(simplified.url).toBe(`http://assoc.test/s/card/zh-Hans/${kind}/${row.id}.png`);
        break;
      }
    }
    // policy files and interpretations never have an image: those kinds at least are walked
    expect([...seen.keys()].map((key) => key.split(' ')[0])).toEqual(
      expect.arrayContaining(['policy', 'interpretation']),
    );
    // two items, two cards
    const [first, second] = rows(server, 'policy');
    const one = await png(`http://assoc.test/s/card/policy/${first!.id}.png`);
    const other = await png(`http://assoc.test/s/card/policy/${second!.id}.png`);
    expect(first!.title).not.toBe(second!.title);
    expect(one.bytes.equals(other.bytes)).toBe(false);
  });

  // no such item, a bad id, no such kind, no .png, a path too deep
  it.each([
    '/s/card/policy/999999.png',
    '/s/card/policy/abc.png',
    '/s/card/nothing/1.png',
    '/s/card/policy/1',
    '/s/card/policy/1/2.png',
  ])('answers %s, a card of no public item, with the 404 page', async (path) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });
});

// The share card of an item without an image of its own (Open Graph, Twitter): the association's
// name on its colours, 1200 × 630 (the size link previews show large). An SVG, made into a PNG
// by the server.
import { escapeHtml } from './document';
import { associationName, siteDescription } from './messages';

export function cardSvg({ width, height }: { width: number; height: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#b4232a"/>
<rect x="60" y="60" width="1080" height="510" rx="24" fill="#ffffff" fill-opacity="0.08"/>
<rect x="100" y="170" width="140" height="140" rx="28" fill="#ffffff"/>
<text x="170" y="272" font-size="96" text-anchor="middle" fill="#b4232a" font-family="Noto Sans CJK TC, Noto Serif CJK TC, sans-serif" font-weight="700">台</text>
<text x="280" y="275" font-size="110" fill="#ffffff" font-family="Noto Sans CJK TC, Noto Serif CJK TC, sans-serif" font-weight="700">${escapeHtml(associationName)}</text>
<text x="100" y="440" font-size="28" fill="#ffffff" fill-opacity="0.9" font-family="Noto Sans CJK TC, Noto Serif CJK TC, sans-serif">${escapeHtml(siteDescription)}</text>
</svg>`;
}

/** Characters a line of an item card's title holds (CJK at its font size; Latin is narrower). */
const LINE = 13;
/** Lines of the title; the last ends in … when the title is longer. */
const LINES = 3;

/** The title in lines of at most `LINE` characters (by code point), at most `LINES` of them. */
function titleLines(title: string): string[] {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  const lines: string[] = [];
  for (let at = 0; at < chars.length && lines.length < LINES; at += LINE)
    lines.push(chars.slice(at, at + LINE).join(''));
  if (chars.length > LINE * LINES)
    lines[LINES - 1] = `${[...lines[LINES - 1]!].slice(0, -1).join('')}…`;
  return lines;
}

/**
 * The share card of one item without an image of its own: its title, large, over its section and
 * the association's name, on the association's colours (at `width` × `height`, drawn at
 * 1200 × 630).
 */
export function itemCardSvg(
  { width, height }: { width: number; height: number },
  item: { title: string; section: string; site: string },
): string {
  const font = 'font-family="Noto Sans CJK TC, Noto Serif CJK TC, sans-serif"';
  const lines = titleLines(item.title)
    .map(
      (line, i) =>
        `<text x="100" y="${250 + i * 92}" font-size="72" fill="#ffffff" ${font} font-weight="700">${escapeHtml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#b4232a"/>
<rect x="60" y="60" width="1080" height="510" rx="24" fill="#ffffff" fill-opacity="0.08"/>
<text x="100" y="150" font-size="34" fill="#ffffff" fill-opacity="0.9" ${font}>${escapeHtml(item.section)}</text>
${lines}
<text x="100" y="530" font-size="34" fill="#ffffff" ${font} font-weight="700">${escapeHtml(item.site)}</text>
</svg>`;
}

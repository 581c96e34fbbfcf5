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

// The HTML document of a public page: its head (what machines read: title, description,
// canonical, hreflang, Open Graph, Twitter card, JSON-LD), the portal's frame with the page, and,
// where the portal is built, its scripts (loaded after the page's first paint) with a first inline
// script that hands the page over to the portal at the item's hash route.
import { LANG_STORAGE_KEY, LANG_TAG, type Lang } from '../../core/language/language';
import { MARK_SCRIPT } from '../../widgets/portal/shell';
import { SEED_ATTRIBUTE } from '../../widgets/ssr/seed-script';

/** What the head says of a page. */
export interface Head {
  title: string;
  description: string;
  /** Absolute URLs of the page in each script (the canonical is the page's own). */
  urls: Record<Lang, string>;
  lang: Lang;
  /** Open Graph type: `article`, `product`, `profile`, `website`. */
  type: string;
  image: { url: string; width?: number; height?: number; alt: string };
  siteName: string;
  /** JSON-LD nodes. */
  graph: object[];
  /** `noindex` (the 404 page). */
  noindex?: boolean;
  /**
   * The portal's URL: the document's base, so that the portal's links (`#/route`) lead into
   * the portal without JavaScript too.
   */
  portal: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** JSON inside a `<script>`: no `<` (no `</script>` or `<!--` can end or change it). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

const OG_LOCALE: Record<Lang, string> = { t: 'zh_TW', s: 'zh_CN' };

/** The head's elements. */
function headHtml(head: Head): string {
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;
  const other: Lang = head.lang === 't' ? 's' : 't';
  const { image } = head;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<base href="${escapeHtml(head.portal)}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.urls[head.lang])}">`,
    ...(head.noindex
      ? []
      : [
          ...(['t', 's'] as const).map(
            (lang) =>
              `<link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${escapeHtml(head.urls[lang])}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.urls.t)}">`,
        ]),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.urls[head.lang]),
    meta('property', 'og:image', image.url),
    image.width ? meta('property', 'og:image:width', image.width) : '',
    image.height ? meta('property', 'og:image:height', image.height) : '',
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    ...head.graph.map((node) => `<script type="application/ld+json">${scriptJson(node)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The inline script that hands a page over to the portal (before the portal's own scripts):
 * the portal shows the item's route (the address becomes the portal's, `/#<route>`, without a
 * navigation: its scripts already load in this page) in the page's script.
 */
export function handOverScript(route: string, portal: string, lang: Lang): string {
  const target = `${new URL(portal).pathname}#${route}`;
  return `try{sessionStorage.setItem(${JSON.stringify(LANG_STORAGE_KEY)},${JSON.stringify(lang)})}catch{}history.replaceState(null,'',${JSON.stringify(target)})`;
}

/** The portal's page (its built index.html), as the public pages take it over. */
export interface PortalPage {
  /** What the portal's head loads: its boot script, styles, icon and module scripts. */
  scripts: string;
}

/** The parts of the portal's built page the public pages load: its head's scripts and styles. */
export function portalPageOf(indexHtml: string): PortalPage {
  // found by position, not a pattern (`<head>([\s\S]*)<\/head>` is quadratic in repeated heads)
  const start = indexHtml.indexOf('<head>');
  const end = indexHtml.lastIndexOf('</head>');
  const head = start >= 0 && end > start ? indexHtml.slice(start + '<head>'.length, end) : '';
  const kept = head
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^<(?:script|style|link rel="(?:modulepreload|icon)")/.test(line));
  return { scripts: kept.join('\n') };
}

/**
 * The portal's scripts of a public page, loaded once the page has painted its content and loaded
 * its images: the page is complete without them, so nothing of theirs (the portal's bundle, the
 * chunks and data its boot script preloads for the route) competes with the page's first and
 * largest paints. Kept inert in a template until the first contentful paint (where the browser
 * reports paint timing) and the load event; each
 * script made anew, as a parsed one would not run, its text unchanged (the CSP's hash allows
 * it). No `<` in it: the server hashes the page's inline scripts by a pattern without one.
 */
const AFTER_PAINT = `(()=>{let wait=2;const run=()=>{if(--wait)return;const k=document.querySelector('template[data-sztx-after-paint]');if(!k)return;const f=k.content;for(const s of f.querySelectorAll('script')){const n=document.createElement('script');for(const a of s.attributes)n.setAttribute(a.name,a.value);n.text=s.text;s.replaceWith(n)}k.replaceWith(f)};addEventListener('load',run,{once:true});try{if(PerformanceObserver.supportedEntryTypes.includes('paint')){const o=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();run()}});o.observe({type:'paint',buffered:true});return}}catch{}run()})()`;

/**
 * The portal's head (its lines), its scripts and preloads held until the page has painted; but
 * the boot script that marks the stored session and language on `<html>` (`MARK_SCRIPT`) runs
 * at once, as on the portal's own page: the page's header shows a signed-in reader's variant
 * from its first paint.
 */
function afterFirstPaint(portalHead: string): string {
  const mark = `<script>${MARK_SCRIPT}</script>`;
  const lines = portalHead.split('\n');
  const held = lines.filter(
    (line) => line !== mark && /^<(?:script|link rel="modulepreload")/.test(line),
  );
  const kept = lines.filter((line) => !held.includes(line));
  return [
    ...kept,
    `<template data-sztx-after-paint>${held.join('')}</template>`,
    `<script>${AFTER_PAINT}</script>`,
  ].join('\n');
}

/** Without the portal's page: the rule that shows its shell until the portal has rendered. */
const SHELL_RULE =
  '<style>html,body{background:#f6f7f9;margin:0}:is(sztx-portal:not(:defined),[data-sztx-shell]~sztx-portal){display:none}</style>';

/**
 * The portal's element; handed over, with the page's data in a declarative shadow root, as a
 * server-rendered element carries it (widgets/ssr/seed-script.ts): the portal's stores show it
 * on their first render (widgets/hydrate.ts) instead of loading it again.
 */
function portalElement(data: Record<string, unknown> | undefined): string {
  if (!data) return '<sztx-portal></sztx-portal>';
  return `<sztx-portal><template shadowrootmode="open"><script type="application/json" ${SEED_ATTRIBUTE}>${scriptJson(data)}</script></template></sztx-portal>`;
}

/** The whole document: head, the framed page, the portal's element (and scripts, if built). */
export function documentHtml(
  head: Head,
  body: string,
  handOver: { script: string; portal: PortalPage; data?: Record<string, unknown> } | null,
): string {
  const scripts = handOver
    ? `<script>${handOver.script}</script>\n${afterFirstPaint(handOver.portal.scripts)}`
    : SHELL_RULE;
  return `<!doctype html>
<html lang="${LANG_TAG[head.lang]}">
<head>
${headHtml(head)}
${scripts}
</head>
<body>
${body}${portalElement(handOver?.data)}
</body>
</html>
`;
}

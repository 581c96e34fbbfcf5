// The preview canvas (inside the preview's iframe): registers every widget, renders the one
// named in the URL, reports API requests to the preview page, tags them with the studio's
// session (its faults apply to them only) and keeps the widget's links to the top page from
// leaving the studio.
const params = new URLSearchParams(location.search);
if (params.get('build') === 'react') {
  // the portal's React build of the same widgets
  import.meta.glob('../../widgets/**/element.ts', { eager: true });
} else {
  // the partners' build, exactly as a script tag loads it
  const bundle = '/embed/sztx.js';
  await import(/* @vite-ignore */ bundle);
}

/** The studio's preview session: the server applies its faults to requests carrying it. */
const session = params.get('session');

/** One API request seen by the canvas. */
export interface RequestRecord {
  method: string;
  url: string;
  status: number | 'failed';
  ms: number;
}

declare global {
  interface Window {
    __sztxRequests?: RequestRecord[];
  }
}

const requests: RequestRecord[] = [];
window.__sztxRequests = requests;
const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  let request = new Request(input, init);
  const url = new URL(request.url);
  if (session && url.origin === location.origin && url.pathname.startsWith('/api/')) {
    const headers = new Headers(request.headers);
    headers.set('X-SZTX-Preview', session);
    request = new Request(request, { headers });
  }
  const started = performance.now();
  const record = (status: RequestRecord['status']) => {
    const entry = {
      method: request.method,
      url: request.url,
      status,
      ms: Math.round(performance.now() - started),
    };
    requests.push(entry);
    window.dispatchEvent(new CustomEvent('harness-request', { detail: entry }));
  };
  try {
    const response = await realFetch(request);
    record(response.status);
    return response;
  } catch (error) {
    record('failed');
    throw error;
  }
};

// A link for the top page (a widget's portal link when nothing cancelled its event) would replace
// the studio: it is reported instead of followed.
addEventListener('click', (event) => {
  if (event.defaultPrevented) return;
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && !!node.href);
  if (!link || !['_top', '_parent'].includes(link.target)) return;
  event.preventDefault();
  dispatchEvent(new CustomEvent('harness-navigation', { detail: { href: link.href } }));
});

const tag = `sztx-${params.get('widget') ?? 'news-feed'}`;
const element = document.createElement(tag);
for (const [key, value] of params) {
  if (key.startsWith('attr.')) element.setAttribute(key.slice(5), value);
}
if (tag === 'sztx-portal') document.body.classList.add('full');
document.body.append(element);

// The preview canvas (inside the preview's iframe): registers every widget, renders the one
// named in the URL, and reports API requests to the preview page.
const params = new URLSearchParams(location.search);
if (params.get('build') === 'preact') {
  // the partners' build, exactly as a script tag loads it
  const bundle = '/embed/sztx.js';
  await import(/* @vite-ignore */ bundle);
} else {
  // the portal's React build of the same widgets
  import.meta.glob('../../widgets/**/element.ts', { eager: true });
}

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
  const request = input instanceof Request ? input : new Request(input, init);
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
    const response = await realFetch(input, init);
    record(response.status);
    return response;
  } catch (error) {
    record('failed');
    throw error;
  }
};

const tag = `sztx-${params.get('widget') ?? 'news-feed'}`;
const element = document.createElement(tag);
for (const [key, value] of params) {
  if (key.startsWith('attr.')) element.setAttribute(key.slice(5), value);
}
if (tag === 'sztx-portal') document.body.classList.add('full');
document.body.append(element);

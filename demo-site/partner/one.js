// One widget from the query string (its tag and its documented attributes), and the host
// page's own counter. A link decides nothing else: only the attributes the widget's manifest
// documents (widgets/custom-elements.json), never its URL attributes (api-base, image-base,
// portal-url: a link must not point the widget at another server or its links at a script),
// never an event handler or a style. demo-site/server/partner-pages.test.ts keeps this list
// equal to the manifest.
(() => {
  const DOCUMENTED = {
    'sztx-apply-form': ['lang', 'type', 'hide-heading'],
    'sztx-courses': ['lang', 'page-size', 'heading', 'hide-heading'],
    'sztx-directory': ['lang', 'tab', 'area', 'ass-area'],
    'sztx-needs-board': ['lang', 'initial-tab', 'page-size', 'history'],
    'sztx-news-feed': ['lang', 'type', 'page-size', 'heading', 'hide-heading'],
    'sztx-personal-centre': ['lang', 'section'],
    'sztx-policy-files': ['lang', 'kind', 'page-size', 'heading', 'hide-heading'],
    'sztx-portal': ['lang'],
  };
  const params = new URLSearchParams(location.search);
  const tag = params.get('tag');
  const allowed = tag && Object.hasOwn(DOCUMENTED, tag) ? DOCUMENTED[tag] : null;
  if (allowed) {
    const element = document.createElement(tag);
    for (const [name, value] of params) {
      if (allowed.includes(name)) element.setAttribute(name, value);
    }
    element.setAttribute('eager', '');
    document.getElementById('host').append(element);
  }
  const counter = document.getElementById('counter');
  let count = 0;
  setInterval(() => {
    count += 1;
    counter.textContent = String(count);
  }, 50);
})();

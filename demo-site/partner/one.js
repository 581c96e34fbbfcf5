// One widget from the query string (tag + attributes), and the host page's own counter.
(() => {
  const params = new URLSearchParams(location.search);
  const tag = params.get('tag');
  if (tag && /^sztx-[a-z-]+$/.test(tag)) {
    const element = document.createElement(tag);
    for (const [name, value] of params) {
      if (name !== 'tag' && /^[a-z-]+$/.test(name)) element.setAttribute(name, value);
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

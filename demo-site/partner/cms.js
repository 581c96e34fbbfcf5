// Stands in for a CMS: the page body arrives later as an HTML string (as a WordPress block or
// a page builder renders it) and is written with innerHTML; a second block arrives on demand.
(() => {
  const body = document.getElementById('cms-body');
  setTimeout(() => {
    body.innerHTML =
      '<h2>協會快訊</h2><p>以下內容由協會提供。</p>' +
      '<sztx-news-feed id="cms-feed" page-size="2" heading="協會快訊"></sztx-news-feed>';
    body.removeAttribute('aria-busy');
  }, 300);
  // the CMS re-renders the body (a preview refresh, a page builder's undo): new elements again
  document.getElementById('rewrite').addEventListener('click', () => {
    body.innerHTML =
      '<h2>協會快訊（更新）</h2>' +
      '<sztx-news-feed id="cms-feed" page-size="3" heading="協會快訊（更新）"></sztx-news-feed>';
  });
  document.getElementById('more').addEventListener('click', () => {
    document.getElementById('cms-more').innerHTML =
      '<sztx-policy-files id="cms-files" page-size="2"></sztx-policy-files>';
  });
})();

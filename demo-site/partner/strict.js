// Counts Content-Security-Policy violations on this page (an external script: no inline code).
(() => {
  const out = document.getElementById('violations');
  let count = 0;
  document.addEventListener('securitypolicyviolation', (event) => {
    count += 1;
    out.dataset.count = String(count);
    out.textContent = `CSP 違規：${count}（${event.violatedDirective} ${event.blockedURI}）`;
  });
})();

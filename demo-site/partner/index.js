// Partners can listen to widget events (they bubble out of the shadow root). An external
// script: the partner pages run no inline code (their Content-Security-Policy allows none).
document.getElementById('feed').addEventListener('sztx-open-article', (event) => {
  document.getElementById('event-log').textContent = `打開文章 ${event.detail.id}`;
});

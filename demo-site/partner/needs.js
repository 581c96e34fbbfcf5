// The board emits events so a partner page can route itself (or just log, as here). An
// external script: the partner pages run no inline code (their policy allows none).
(() => {
  const log = (text) => {
    document.getElementById('event-log').textContent = text;
  };
  const board = document.getElementById('board');
  board.addEventListener('sztx-open-need', (e) => log(`查看需求 ${e.detail.id}`));
  board.addEventListener('sztx-login-required', (e) => log(`需要登錄：${e.detail.action}`));
  board.addEventListener('sztx-published', (e) => log(`已發佈需求 ${e.detail.id}`));
})();

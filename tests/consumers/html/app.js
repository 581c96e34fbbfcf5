// A partner's plain page: it creates the needs board with createElement and sets its attributes
// one by one (lang before api-base), sets a property, listens to typed events. loader.js (from
// the package, served by the partner) finds the element when it is added and loads its script.

/** The association's API (the tests pass theirs as ?api=…). */
const api = new URLSearchParams(location.search).get('api') ?? 'https://api.example/api/v2/';

const board = document.createElement('sztx-needs-board');
board.setAttribute('lang', 'zh-Hans');
board.setAttribute('api-base', api);
// deep links: the open need goes into the URL's hash; Back returns to the board
board.setAttribute('history', 'hash');
board.pageSize = 3;

/** @param {string} id @param {string} text */
const show = (id, text) => {
  const output = document.getElementById(id);
  if (output) output.textContent = text;
};
board.addEventListener('sztx-loaded', (e) => show('loaded', `${e.detail.count}/${e.detail.total}`));
// not cancelled: the board opens the need itself (cancel it to route yourself)
board.addEventListener('sztx-open-need', (e) =>
  show('opened', `${e.detail.id}: ${e.detail.title}`),
);
board.addEventListener('sztx-login-required', (e) => {
  e.preventDefault(); // the partner shows its own login
  show('login-asked', e.detail.action);
});
document.getElementById('board-here')?.replaceWith(board);

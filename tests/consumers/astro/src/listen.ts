// The page's script: registers <sztx-needs-board> (bundled by Astro from the npm package) and
// shows the need the visitor opens, from the typed `sztx-open-need` event.
import 'sztx-widgets/embed/needs-board.js';
import type {} from 'sztx-widgets/elements'; // typed events on HTMLElement

const board = document.querySelector('sztx-needs-board');
board?.addEventListener('sztx-open-need', (e) => {
  const opened = document.querySelector('#opened');
  if (opened) opened.textContent = `${e.detail.id}: ${e.detail.title}`;
});

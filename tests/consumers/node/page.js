// The page's own script: shows the need the visitor opens (the board's `sztx-open-need` event).
document.querySelector('sztx-needs-board')?.addEventListener('sztx-open-need', (e) => {
  const opened = document.querySelector('#opened');
  if (opened) opened.textContent = `${e.detail.id}: ${e.detail.title}`;
});

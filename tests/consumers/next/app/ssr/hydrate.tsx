'use client';
// Loads the board's script (the element adopts its server-rendered shadow root) and listens to
// it: the element is the server's HTML, not React's, so the listener goes on it directly.
import 'sztx-widgets/embed/needs-board.js';
import { useEffect, useState } from 'react';
import { sztxEvents } from 'sztx-widgets/react';

export function Hydrate() {
  const [opened, setOpened] = useState('');
  useEffect(
    () =>
      sztxEvents('sztx-needs-board', {
        'sztx-open-need': (e) => setOpened(`${e.detail.id}: ${e.detail.title}`),
      })(document.querySelector('sztx-needs-board')),
    [],
  );
  return <output id="opened">{opened}</output>;
}

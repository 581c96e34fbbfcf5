'use client';
// The needs board in a client component, listened to after hydration. React 19 hydrates a
// server-rendered custom element without adding its `onsztx-…` props as listeners (it adds them
// only when it creates the element, or when a later render changes them), so the handler goes
// through a ref: sztxEvents adds the listeners when React attaches the ref, hydrated or not.
import 'sztx-widgets/embed/needs-board.js'; // registers <sztx-needs-board> (safe on the server)
import { useState } from 'react';
import { sztxEvents } from 'sztx-widgets/react'; // also types <sztx-*> in JSX

export function Board({ api }: { api: string }) {
  const [opened, setOpened] = useState('');
  return (
    <>
      <sztx-needs-board
        lang="zh-Hant"
        api-base={api}
        page-size="3"
        ref={sztxEvents('sztx-needs-board', {
          // not cancelled: the board opens the need itself
          'sztx-open-need': (e) => setOpened(`${e.detail.id}: ${e.detail.title}`),
        })}
      />
      <output id="opened">{opened}</output>
    </>
  );
}

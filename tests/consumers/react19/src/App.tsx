// A partner's React 19 app, written from docs/embedding.md: the needs board bundled from the
// npm package, configured with attributes, listened to with typed `onsztx-…` props, a property
// set through a ref, themed from the app's CSS, and the partner's own login handed over with
// SZTX.session.
import 'sztx-widgets/embed/needs-board.js'; // registers <sztx-needs-board>
import { useState } from 'react';
import type { SztxNeedsBoardElement } from 'sztx-widgets/elements';
import type {} from 'sztx-widgets/react'; // typed <sztx-*> JSX

/** The association's API (the tests pass theirs as ?api=…). */
const API = new URLSearchParams(location.search).get('api') ?? 'https://api.example/api/v2/';

export function App() {
  const [loaded, setLoaded] = useState('');
  const [opened, setOpened] = useState('');
  const [loginAsked, setLoginAsked] = useState('');
  return (
    <main>
      <h1>Partner app (React 19)</h1>
      {/* React sets the props in this order: lang before api-base */}
      <sztx-needs-board
        lang="zh-Hans"
        api-base={API}
        // deep links: the open need goes into the URL's hash; Back returns to the board
        history="hash"
        // a property through React: pageSize is a number on the element
        ref={(el: SztxNeedsBoardElement | null) => {
          if (el) el.pageSize = 3;
        }}
        onsztx-loaded={(e) => setLoaded(`${e.detail.count}/${e.detail.total}`)}
        // not cancelled: the board opens the need itself (cancel it to route yourself)
        onsztx-open-need={(e) => setOpened(`${e.detail.id}: ${e.detail.title}`)}
        onsztx-login-required={(e) => {
          e.preventDefault(); // the partner shows its own login
          setLoginAsked(e.detail.action);
        }}
      />
      <output id="loaded">{loaded}</output>
      <output id="opened">{opened}</output>
      <output id="login-asked">{loginAsked}</output>
    </main>
  );
}

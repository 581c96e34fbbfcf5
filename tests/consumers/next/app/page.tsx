// A server component page that renders a client component with the needs board: React renders
// the element on the server and hydrates it in the browser.
import { apiBase } from './api';
import { Board } from './board';

// rendered per request: the API is the deployment's setting (SZTX_API), not the build's
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Partner app (Next.js)</h1>
      <Board api={apiBase()} />
    </main>
  );
}

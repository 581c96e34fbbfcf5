import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { $route, navigate, setPortalActive } from '../../core/router/router';
import { resolveRoute } from '../../core/router/routes';
import { $token } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { Home } from './pages/Home';
import { LoginPage } from './pages/LoginPage';
import { Placeholder } from './pages/Placeholder';

const HOME = new Set(['/', '/index', '/home']);

/** The full portal: header, hash-routed pages, footer. */
export function Portal() {
  const route = useStore($route);
  const token = useStore($token);
  const { ready } = useText();
  useMemo(() => setPortalActive(true), []);
  useEffect(() => () => setPortalActive(false), []);

  const resolution = resolveRoute(route.path, route.query, Boolean(token));
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new route starts at the top
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [route.path]);

  let page: React.ReactNode = null;
  if (resolution.kind === 'route') {
    if (HOME.has(resolution.pattern)) page = <Home />;
    else if (resolution.pattern === '/login') page = <LoginPage />;
    else page = <Placeholder pattern={resolution.pattern} />;
  } else if (resolution.kind === 'not-found') {
    page = <Placeholder pattern={null} />;
  }

  return (
    <div className="portal" data-ready={ready ? 'true' : 'false'}>
      <button
        type="button"
        className="skip-link"
        onClick={(e) =>
          (e.currentTarget.getRootNode() as ShadowRoot).getElementById?.('sztx-main')?.focus()
        }
      >
        跳到主要內容
      </button>
      <Header />
      <main id="sztx-main" tabIndex={-1} className="main">
        {page}
      </main>
      <Footer />
    </div>
  );
}

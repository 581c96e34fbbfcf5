// The accessibility panel: axe's findings for the preview's page (the widget and the overlays
// it opened), checked when the panel opens and again after the widget changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Finding, runAxe } from './axe';
import * as texts from './messages';

type Result =
  | { state: 'checking' }
  | { state: 'done'; findings: Finding[] }
  | { state: 'error'; reason: string };

/** How long the page stays still before the next check. */
const SETTLE_MS = 800;

export function A11yPanel(props: {
  frame: () => Window | null;
  /** Changes when the frame reloads, the scenario or the theme changes. */
  revision: string;
}) {
  const { frame, revision } = props;
  const [result, setResult] = useState<Result>({ state: 'checking' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const check = useCallback(() => {
    const win = frame();
    if (!win) return;
    setResult((r) => (r.state === 'done' ? r : { state: 'checking' }));
    runAxe(win).then(
      (findings) => setResult({ state: 'done', findings }),
      (error: unknown) => setResult({ state: 'error', reason: String(error) }),
    );
  }, [frame]);

  const later = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(check, SETTLE_MS);
  }, [check]);

  // a check after each change of the scenario, and while the widget's DOM changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision is what triggers it
  useEffect(() => {
    later();
    const win = frame();
    if (!win) return;
    const observer = new MutationObserver(later);
    const watch = (root: Node) =>
      observer.observe(root, { subtree: true, childList: true, attributes: true });
    watch(win.document.body);
    for (const el of win.document.querySelectorAll('*')) {
      if (el.localName.startsWith('sztx-') && el.shadowRoot) watch(el.shadowRoot);
    }
    return () => {
      observer.disconnect();
      clearTimeout(timer.current);
    };
  }, [revision, later]);

  return (
    <section aria-labelledby="a11y-h">
      <h2 id="a11y-h">
        {texts.a11yTab}{' '}
        <button type="button" onClick={check}>
          {texts.a11yRerun}
        </button>
      </h2>
      <p className="intro">{texts.a11yIntro}</p>
      <div role="status" className="a11y-result">
        {result.state === 'checking' && <p>{texts.a11yChecking}</p>}
        {result.state === 'error' && <p className="note warn">{texts.a11yError(result.reason)}</p>}
        {result.state === 'done' && result.findings.length === 0 && (
          <p className="note ok">{texts.a11yClean}</p>
        )}
        {result.state === 'done' && result.findings.length > 0 && (
          <>
            <p className="note warn">{texts.a11yCount(result.findings.length)}</p>
            <ul className="findings">
              {result.findings.map((f) => (
                <li key={f.id} className={`impact-${f.impact}`}>
                  <strong>{f.impact}</strong> <code>{f.id}</code>{' '}
                  <a href={f.helpUrl} target="_blank" rel="noreferrer">
                    {f.help}
                  </a>
                  <small>{texts.a11yNodes(f.targets.length)}</small>
                  <ul>
                    {f.targets.slice(0, 5).map((t) => (
                      <li key={t}>
                        <code>{t}</code>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

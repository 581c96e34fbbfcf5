// The preview's canvas: the account and the faults are set on the server before it loads, then
// the widget runs in an iframe, its attributes, language and theme applied live, its events and
// requests logged and a named scenario's steps played.
import {
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ALL_CONTRACTS as CONTRACTS } from '../../widgets/contracts';
import { COMMON_ATTRIBUTES, type WidgetContract } from '../../widgets/define';
import type { WidgetScenario } from '../../widgets/studio/scenario';
import type { AddLog } from './log';
import * as texts from './messages';
import { applyTheme, type Theme } from './panels/theme';
import { ACCOUNTS, FAULTS, faultKeyOf, type Scenario } from './scenario';
import { setFaults, signIn } from './session';
import { runSteps, waitForDeep } from './steps';

/**
 * Where the canvas is: the stage's `data-scenario-state` (the e2e suite waits for 'ready'), of
 * the named scenario in its `data-scenario`.
 */
export type CanvasState = 'preparing' | 'loading' | 'ready' | 'failed';

/**
 * The account and the faults (this session's only) set on the server, then a new canvas (a new
 * `frameKey`). `prepare()` asks for another preparation, which reloads the canvas even when
 * nothing changed.
 */
export function usePreparation(
  session: string,
  account: Scenario['account'],
  faults: Scenario['faults'],
  addLog: AddLog,
) {
  const [frameKey, setFrameKey] = useState(0);
  // the preparations asked for
  const [prepared, setPrepared] = useState(0);
  const [canvas, setCanvas] = useState<CanvasState>('preparing');
  const preparing = useRef(Promise.resolve());
  const faultsText = JSON.stringify(faults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `prepared` asks for a new preparation
  useEffect(() => {
    let current = true;
    setCanvas('preparing');
    const faults = JSON.parse(faultsText) as Scenario['faults'];
    // one preparation at a time, so a later one's faults and login are the ones that stay
    preparing.current = preparing.current.then(async () => {
      if (!current) return;
      try {
        await setFaults(session, faults);
        const key = faultKeyOf(faults);
        if (key !== 'off')
          addLog(
            'info',
            texts.faultInjected(key === 'custom' ? texts.customFault : FAULTS[key].label),
          );
      } catch (error) {
        addLog('info', texts.faultFailed(String(error)));
      }
      const failed = await signIn(account).catch(String);
      if (failed) addLog('info', texts.loginFailed(failed));
      else if (account !== 'none') addLog('info', texts.loggedIn(ACCOUNTS[account].label));
      if (!current) return;
      setCanvas('loading');
      setFrameKey((k) => k + 1);
    });
    return () => {
      current = false;
    };
  }, [session, account, faultsText, prepared, addLog]);
  // 'preparing' in the render that asks for it: a picked scenario is never shown with the state
  // of the canvas before it (the stage names both, see Stage)
  const prepare = useCallback(() => {
    setCanvas('preparing');
    setPrepared((n) => n + 1);
  }, []);
  return { canvas, setCanvas, frameKey, prepare };
}

/** The canvas iframe: its address, its load handler, and the live attributes and theme. */
export function useCanvasFrame(options: {
  scenario: Scenario;
  contract: WidgetContract | undefined;
  named: WidgetScenario | undefined;
  theme: Theme;
  session: string;
  frameKey: number;
  addLog: AddLog;
  setCanvas: (state: SetStateAction<CanvasState>) => void;
}) {
  const { scenario, contract, named, theme, session, frameKey, addLog, setCanvas } = options;
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameLoads, setFrameLoads] = useState(0);
  const cancelEvents = useRef(scenario.cancelEvents);
  cancelEvents.current = scenario.cancelEvents;

  // attributes change live on the element; only widget, build and reloads rebuild the frame
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes and language apply live
  const frameSrc = useMemo(() => {
    const q = new URLSearchParams({ widget: scenario.widget, session });
    if (scenario.build === 'react') q.set('build', 'react');
    for (const [key, value] of Object.entries({ ...scenario.attrs, lang: scenario.lang }))
      q.set(`attr.${key}`, value);
    return `./frame.html?${q}`;
  }, [scenario.widget, scenario.build, session, frameKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new canvas is loading
  useEffect(() => setCanvas((c) => (c === 'preparing' ? c : 'loading')), [frameSrc]);

  const element = () => frame.current?.contentDocument?.querySelector(`sztx-${scenario.widget}`);
  const frameWindow = useCallback(() => frame.current?.contentWindow ?? null, []);

  // the theme applies live, to the widget and to the overlays it opened (again on each load)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a frame load applies it again
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.head) applyTheme(doc, `sztx-${scenario.widget}`, theme);
  }, [theme, scenario.widget, frameLoads]);

  // live attribute and language changes
  useEffect(() => {
    const el = element();
    if (!el || !contract) return;
    const all = { ...COMMON_ATTRIBUTES, ...contract.attributes };
    for (const name of Object.keys(all)) {
      const value = name === 'lang' ? scenario.lang : scenario.attrs[name];
      if (value === undefined) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
  });

  const onFrameLoad = () => {
    const win = frame.current?.contentWindow;
    const doc = frame.current?.contentDocument;
    if (!win || !doc || !contract) return;
    setFrameLoads((n) => n + 1);
    logCanvas(doc, win, addLog, cancelEvents);
    // a named scenario's steps, then what it shows
    if (!named) setCanvas('ready');
    else void playScenario(doc, named, addLog).then(setCanvas);
  };

  return { frame, frameSrc, frameLoads, frameWindow, onFrameLoad };
}

/**
 * Logs the widget's events (cancelling the cancelable ones when asked), its requests and the
 * navigations the canvas did not follow.
 */
function logCanvas(doc: Document, win: Window, addLog: AddLog, cancelEvents: RefObject<boolean>) {
  // one listener per event name, though several widgets declare the same event
  for (const name of new Set(CONTRACTS.flatMap((c) => Object.keys(c.events)))) {
    doc.addEventListener(name, (event) => {
      // let through, the widget handles it as on a partner's page (login dialog, detail)
      const cancel = event.cancelable && cancelEvents.current;
      if (cancel) event.preventDefault();
      const detail = JSON.stringify((event as CustomEvent).detail ?? null);
      addLog('event', `${name} ${detail}${cancel ? texts.cancelled : ''}`);
    });
  }
  win.addEventListener('harness-navigation', (event) => {
    addLog(
      'info',
      texts.navigationNotFollowed((event as CustomEvent<{ href: string }>).detail.href),
    );
  });
  win.addEventListener('harness-request', (event) => {
    const r = (
      event as CustomEvent<{ method: string; url: string; status: number | string; ms: number }>
    ).detail;
    addLog(
      'request',
      `${r.method} ${decodeURIComponent(r.url.replace(location.origin, ''))} → ${r.status} (${r.ms} ms)`,
    );
  });
}

/** Plays a named scenario's steps, then waits for what it shows; 'failed' logs the step. */
async function playScenario(
  doc: Document,
  named: WidgetScenario,
  addLog: AddLog,
): Promise<CanvasState> {
  const stuck = await runSteps(doc, named.steps ?? []);
  const missing = stuck ? null : await waitForDeep(doc, named.shows);
  if (stuck || !missing) {
    const step = stuck
      ? 'click' in stuck
        ? stuck.click
        : 'fill' in stuck
          ? stuck.fill
          : stuck.wait
      : named.shows;
    addLog('info', texts.scenarioStepFailed(step));
    return 'failed';
  }
  addLog('info', texts.scenarioApplied(named.label));
  return 'ready';
}

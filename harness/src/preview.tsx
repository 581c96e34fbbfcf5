// Preview harness: one widget at a time, with its named scenarios, attributes, viewport,
// language, account, data and fault controls, an event log and shareable scenario URLs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import pkg from '../../package.json';
import type { AttributeSpec } from '../../widgets/attributes';
import { ALL_CONTRACTS as CONTRACTS } from '../../widgets/contracts';
import { COMMON_ATTRIBUTES } from '../../widgets/define';
import { scenariosOf } from '../../widgets/studio/all';
import { AttributeField, Choices, ScenarioList, useStageRoom } from './controls';
import * as texts from './messages';
import { entryOf } from './panels/manifest';
import { StudioPanels } from './panels/StudioPanels';
import { applyTheme, readTheme, type Theme, themeQuery } from './panels/theme';
import {
  ACCOUNTS,
  applyNamed,
  FAULTS,
  type FaultKey,
  faultKeyOf,
  type LogEntry,
  readScenario,
  type Scenario,
  scenarioQuery,
  VIEWPORTS,
} from './scenario';
import { clearFaultsOnLeave, setFaults, signIn, studioSession } from './session';
import { runSteps, waitForDeep } from './steps';

/** Where the canvas is: the stage's `data-scenario-state` (the e2e suite waits for 'ready'). */
type CanvasState = 'preparing' | 'loading' | 'ready' | 'failed';

/** The preview page: controls, the widget's canvas in an iframe, the event log. */
function Preview() {
  const [scenario, setScenario] = useState<Scenario>(() =>
    readScenario(location.search, CONTRACTS[0]?.tag.replace(/^sztx-/, '')),
  );
  const [log, setLog] = useState<LogEntry[]>([]);
  const [frameKey, setFrameKey] = useState(0);
  const [theme, setTheme] = useState<Theme>(() => readTheme(location.search));
  const [frameLoads, setFrameLoads] = useState(0);
  // the account and faults are set on the server before the canvas loads; `prepared` counts
  // the preparations asked for (a new one reloads the canvas even when nothing changed)
  const [prepared, setPrepared] = useState(0);
  const [canvas, setCanvas] = useState<CanvasState>('preparing');
  const session = useMemo(studioSession, []);
  const preparing = useRef(Promise.resolve());
  const cancelEvents = useRef(scenario.cancelEvents);
  cancelEvents.current = scenario.cancelEvents;
  const frame = useRef<HTMLIFrameElement>(null);
  const nextId = useRef(1);
  const stage = useRef<HTMLDivElement>(null);
  const room = useStageRoom(stage);
  // a viewport wider than the stage is scaled down to fit; its layout width stays the same
  const scale = room.width > 0 ? Math.min(1, room.width / scenario.viewport) : 1;
  const contract = CONTRACTS.find((c) => c.tag === `sztx-${scenario.widget}`) ?? CONTRACTS[0];
  const named = contract
    ? scenariosOf(contract.tag).find((n) => n.name === scenario.named)
    : undefined;

  const addLog = useCallback((kind: LogEntry['kind'], text: string) => {
    const time = new Date().toLocaleTimeString('zh-TW', { hour12: false });
    setLog((entries) => [{ id: nextId.current++, time, kind, text }, ...entries].slice(0, 200));
  }, []);

  // the URL always holds the scenario and the theme, so it can be shared
  const shareQuery = `?${scenarioQuery(scenario)}${themeQuery(theme)}`;
  useEffect(() => {
    history.replaceState(null, '', shareQuery);
  }, [shareQuery]);

  useEffect(() => clearFaultsOnLeave(session), [session]);

  // the account and the faults (this session's only) are set on the server, then the canvas loads
  const faultsText = JSON.stringify(scenario.faults);
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
      const failed = await signIn(scenario.account).catch(String);
      if (failed) addLog('info', texts.loginFailed(failed));
      else if (scenario.account !== 'none')
        addLog('info', texts.loggedIn(ACCOUNTS[scenario.account].label));
      if (!current) return;
      setCanvas('loading');
      setFrameKey((k) => k + 1);
    });
    return () => {
      current = false;
    };
  }, [session, scenario.account, faultsText, prepared, addLog]);

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
    // a named scenario's steps, then what it shows
    if (!named) {
      setCanvas('ready');
      return;
    }
    void (async () => {
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
        setCanvas('failed');
        return;
      }
      addLog('info', texts.scenarioApplied(named.label));
      setCanvas('ready');
    })();
  };

  const update = (patch: Partial<Scenario>) => setScenario((s) => ({ ...s, ...patch }));
  const prepare = () => setPrepared((n) => n + 1);
  const resetData = async () => {
    // the reset also ends sessions and clears faults: prepare them again
    await fetch('/dev/reset', { method: 'POST' });
    addLog('info', texts.dataReset);
    prepare();
  };
  const fault = faultKeyOf(scenario.faults);

  if (!contract) return <p>{texts.noWidgets}</p>;
  const attributes = { ...COMMON_ATTRIBUTES, ...contract.attributes };
  delete (attributes as Record<string, AttributeSpec>).lang;

  return (
    <div className="layout">
      <header className="top">
        <h1>{texts.title}</h1>
        <a className="share" href={shareQuery}>
          {texts.scenarioLink}
        </a>
      </header>
      <div className="side">
        <nav aria-label={texts.widgets}>
          <h2>{texts.widgets}</h2>
          <ul>
            {CONTRACTS.map((c) => {
              const name = c.tag.replace(/^sztx-/, '');
              return (
                <li key={c.tag}>
                  <a
                    href={`?${scenarioQuery({ ...scenario, widget: name, attrs: {}, named: undefined })}`}
                    aria-current={name === scenario.widget ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      update({ widget: name, attrs: {}, named: undefined });
                    }}
                  >
                    <code>&lt;{c.tag}&gt;</code>
                    <span>{c.description}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <ScenarioList
          scenarios={scenariosOf(contract.tag)}
          current={scenario.named}
          href={(n) => `?${scenarioQuery(applyNamed(scenario, scenario.widget, n))}`}
          onPick={(n) => {
            setScenario(applyNamed(scenario, scenario.widget, n));
            prepare();
          }}
        />
      </div>
      <main className="main">
        <div className="toolbar" role="toolbar" aria-label={texts.settings}>
          <Choices
            legend={texts.viewport}
            options={VIEWPORTS.map((v) => ({ value: v.width, label: v.label }))}
            value={scenario.viewport}
            onPick={(viewport) => update({ viewport })}
          />
          <Choices
            legend={texts.language}
            options={[
              { value: 't', label: texts.traditional },
              { value: 's', label: texts.simplified },
            ]}
            value={scenario.lang}
            onPick={(lang) => update({ lang })}
          />
          <Choices
            legend={texts.build}
            options={[
              { value: 'preact', label: texts.preactEmbed },
              { value: 'react', label: 'React' },
            ]}
            value={scenario.build}
            onPick={(build) => update({ build })}
          />
          <Choices
            legend={texts.account}
            options={Object.entries(ACCOUNTS).map(([key, a]) => ({
              value: key as Scenario['account'],
              label: a.label,
            }))}
            value={scenario.account}
            onPick={(account) => update({ account })}
          />
          <fieldset>
            <legend>{texts.data}</legend>
            <button type="button" onClick={() => void resetData()}>
              {texts.resetData}
            </button>
            <label>
              {texts.fault}{' '}
              <select
                value={fault}
                onChange={(e) => update({ faults: FAULTS[e.target.value as FaultKey].faults })}
              >
                {Object.entries(FAULTS).map(([key, f]) => (
                  <option key={key} value={key}>
                    {f.label}
                  </option>
                ))}
                {fault === 'custom' && <option value="custom">{texts.customFault}</option>}
              </select>
            </label>
          </fieldset>
          <fieldset>
            <legend>{texts.events}</legend>
            <label>
              <input
                type="checkbox"
                checked={scenario.cancelEvents}
                onChange={(e) => update({ cancelEvents: e.target.checked })}
              />{' '}
              {texts.cancelEvents}
            </label>
          </fieldset>
        </div>
        <div className="stage" ref={stage} data-scenario-state={canvas}>
          <div
            className="frame-box"
            style={{ width: `${scenario.viewport * scale}px`, height: `${room.height}px` }}
          >
            {canvas === 'preparing' ? (
              <p className="scale">{texts.preparing}</p>
            ) : (
              <iframe
                key={`${frameSrc}#${frameKey}`}
                ref={frame}
                title={texts.previewOf(contract.tag)}
                src={frameSrc}
                style={{
                  width: `${scenario.viewport}px`,
                  height: `${room.height / scale}px`,
                  transform: scale < 1 ? `scale(${scale})` : undefined,
                }}
                onLoad={onFrameLoad}
              />
            )}
          </div>
          <p className="scale" aria-live="polite">
            {scenario.viewport} px
            {scale < 1 ? texts.scaledTo(Math.round(scale * 100)) : ''}
          </p>
        </div>
      </main>
      <aside className="panel">
        <StudioPanels
          attributes={
            <section aria-labelledby="attrs-h">
              <h2 id="attrs-h">{texts.attributes}</h2>
              {Object.entries(attributes).map(([name, spec]) => (
                <AttributeField
                  key={name}
                  name={name}
                  spec={spec}
                  value={scenario.attrs[name]}
                  onChange={(value) => {
                    const attrs = { ...scenario.attrs };
                    if (value === undefined) delete attrs[name];
                    else attrs[name] = value;
                    update({ attrs });
                  }}
                />
              ))}
            </section>
          }
          snippet={{
            tag: contract.tag,
            entry: entryOf(contract.tag),
            attrs: scenario.attrs,
            booleans: Object.keys(attributes).filter((n) => attributes[n]?.type === 'boolean'),
            lang: scenario.lang,
            theme,
            origin: location.origin,
            version: pkg.version,
          }}
          onTheme={setTheme}
          frame={frameWindow}
          frameLoads={frameLoads}
          revision={shareQuery}
        />
        <section aria-labelledby="log-h">
          <h2 id="log-h">
            {texts.eventsAndRequests}{' '}
            <button type="button" onClick={() => setLog([])}>
              {texts.clear}
            </button>
          </h2>
          <ol className="log" aria-live="polite">
            {log.map((entry) => (
              <li key={entry.id} className={`log-${entry.kind}`}>
                <time>{entry.time}</time> <span>{entry.text}</span>
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}

const root = document.getElementById('preview');
if (root) createRoot(root).render(<Preview />);

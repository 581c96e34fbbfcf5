// Preview harness: one widget at a time, with its attributes, viewport, language, account,
// data and fault controls, an event log and shareable scenario URLs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import pkg from '../../package.json';
import { ALL_CONTRACTS as CONTRACTS } from '../../widgets/contracts';
import { type AttributeSpec, COMMON_ATTRIBUTES } from '../../widgets/define';
import { AttributeField, Choices, useStageRoom } from './controls';
import * as texts from './messages';
import { entryOf } from './panels/manifest';
import { StudioPanels } from './panels/StudioPanels';
import { applyTheme, readTheme, type Theme, themeQuery } from './panels/theme';
import {
  ACCOUNTS,
  FAULTS,
  type FaultKey,
  type LogEntry,
  readScenario,
  type Scenario,
  scenarioQuery,
  VIEWPORTS,
} from './scenario';

/** The preview page: controls, the widget's canvas in an iframe, the event log. */
function Preview() {
  const [scenario, setScenario] = useState<Scenario>(readScenario);
  const [fault, setFault] = useState<FaultKey>('off');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [frameKey, setFrameKey] = useState(0);
  const [theme, setTheme] = useState<Theme>(() => readTheme(location.search));
  const [frameLoads, setFrameLoads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const nextId = useRef(1);
  const stage = useRef<HTMLDivElement>(null);
  const room = useStageRoom(stage);
  // a viewport wider than the stage is scaled down to fit; its layout width stays the same
  const scale = room.width > 0 ? Math.min(1, room.width / scenario.viewport) : 1;
  const contract = CONTRACTS.find((c) => c.tag === `sztx-${scenario.widget}`) ?? CONTRACTS[0];

  const addLog = useCallback((kind: LogEntry['kind'], text: string) => {
    const time = new Date().toLocaleTimeString('zh-TW', { hour12: false });
    setLog((entries) => [{ id: nextId.current++, time, kind, text }, ...entries].slice(0, 200));
  }, []);

  // the URL always holds the scenario and the theme, so it can be shared
  const shareQuery = `?${scenarioQuery(scenario)}${themeQuery(theme)}`;
  useEffect(() => {
    history.replaceState(null, '', shareQuery);
  }, [shareQuery]);

  // attributes change live on the element; only widget, build and reloads rebuild the frame
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes and language apply live
  const frameSrc = useMemo(() => {
    const q = new URLSearchParams({ widget: scenario.widget });
    if (scenario.build === 'preact') q.set('build', 'preact');
    for (const [key, value] of Object.entries({ ...scenario.attrs, lang: scenario.lang }))
      q.set(`attr.${key}`, value);
    return `./frame.html?${q}`;
  }, [scenario.widget, scenario.build, frameKey]);

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
        // the preview stays put: a widget's navigation is logged, not followed
        if (event.cancelable) event.preventDefault();
        addLog('event', `${name} ${JSON.stringify((event as CustomEvent).detail ?? null)}`);
      });
    }
    win.addEventListener('harness-request', (event) => {
      const r = (
        event as CustomEvent<{ method: string; url: string; status: number | string; ms: number }>
      ).detail;
      addLog(
        'request',
        `${r.method} ${decodeURIComponent(r.url.replace(location.origin, ''))} → ${r.status} (${r.ms} ms)`,
      );
    });
  };

  const update = (patch: Partial<Scenario>) => setScenario((s) => ({ ...s, ...patch }));
  const reload = () => setFrameKey((k) => k + 1);

  const login = async (phone: string, password: string) => {
    const res = await fetch(
      `/api/v2/account/pcLogin/${phone}/1?password=${encodeURIComponent(password)}`,
      { method: 'POST' },
    );
    const body = (await res.json()) as { sucess?: boolean; data?: string; msg?: string };
    if (!body.sucess || !body.data) {
      addLog('info', texts.loginFailed(body.msg ?? res.status));
      return;
    }
    frame.current?.contentWindow?.sessionStorage.setItem('sztx-token', body.data);
    addLog('info', texts.loggedIn(phone));
    reload();
  };
  const logout = async () => {
    const storage = frame.current?.contentWindow?.sessionStorage;
    const token = storage?.getItem('sztx-token');
    if (token) await fetch(`/api/v2/account/outLogin/${token}`, { method: 'POST' });
    storage?.removeItem('sztx-token');
    addLog('info', texts.loggedOut);
    reload();
  };
  const resetData = async () => {
    await fetch('/dev/reset', { method: 'POST' });
    addLog('info', texts.dataReset);
    reload();
  };
  const applyFault = async (key: FaultKey) => {
    setFault(key);
    await fetch('/dev/faults', { method: 'DELETE' });
    const body = FAULTS[key].body;
    if (body) {
      await fetch('/dev/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
    addLog('info', texts.faultInjected(FAULTS[key].label));
    reload();
  };

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
      <nav className="side" aria-label={texts.widgets}>
        <h2>{texts.widgets}</h2>
        <ul>
          {CONTRACTS.map((c) => {
            const name = c.tag.replace(/^sztx-/, '');
            return (
              <li key={c.tag}>
                <a
                  href={`?${scenarioQuery({ ...scenario, widget: name, attrs: {} })}`}
                  aria-current={name === scenario.widget ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    update({ widget: name, attrs: {} });
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
              { value: 'react', label: 'React' },
              { value: 'preact', label: texts.preactEmbed },
            ]}
            value={scenario.build}
            onPick={(build) => update({ build })}
          />
          <fieldset>
            <legend>{texts.account}</legend>
            {ACCOUNTS.map((a) => (
              <button key={a.phone} type="button" onClick={() => void login(a.phone, a.password)}>
                {a.label}
              </button>
            ))}
            <button type="button" onClick={() => void logout()}>
              {texts.logOut}
            </button>
          </fieldset>
          <fieldset>
            <legend>{texts.data}</legend>
            <button type="button" onClick={() => void resetData()}>
              {texts.resetData}
            </button>
            <label>
              {texts.fault}{' '}
              <select value={fault} onChange={(e) => void applyFault(e.target.value as FaultKey)}>
                {Object.entries(FAULTS).map(([key, f]) => (
                  <option key={key} value={key}>
                    {f.label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </div>
        <div className="stage" ref={stage}>
          <div
            className="frame-box"
            style={{ width: `${scenario.viewport * scale}px`, height: `${room.height}px` }}
          >
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

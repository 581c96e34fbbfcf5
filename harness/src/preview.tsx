// Preview harness: one widget at a time, with its attributes, viewport, language, account,
// data and fault controls, an event log and shareable scenario URLs.
import { type ChangeEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type AttributeSpec, COMMON_ATTRIBUTES, type WidgetContract } from '../../widgets/define';
import * as texts from './messages';

const found = import.meta.glob<Record<string, unknown>>('../../widgets/**/contract.ts', {
  eager: true,
});

const isContract = (value: unknown): value is WidgetContract =>
  typeof value === 'object' && value !== null && 'tag' in value && 'attributes' in value;

/** Every widget's declared contract, discovered from widgets/<area>/contract.ts. */
export const CONTRACTS: WidgetContract[] = Object.values(found)
  .flatMap((module) => Object.values(module).filter(isContract))
  .sort((a, b) => a.tag.localeCompare(b.tag));

const VIEWPORTS = [
  { width: 1280, label: texts.desktop },
  { width: 768, label: texts.tablet },
  { width: 375, label: texts.phone },
] as const;

const ACCOUNTS = [
  { phone: '13800138000', password: 'demo1234', label: texts.associationMemberAccount },
  { phone: '13900139000', password: 'guest1234', label: texts.ordinaryMemberAccount },
] as const;

const FAULTS = {
  off: { label: texts.noFault, body: null },
  slow: { label: texts.slow, body: { path: '/api/v2/', delayMs: 3000 } },
  error: {
    label: texts.serverError,
    body: {
      path: '/api/v2/',
      status: 500,
      body: texts.serverErrorBody,
    },
  },
  malformed: {
    label: texts.malformedJson,
    body: { path: '/api/v2/', status: 200, body: '{"code": "200", "data": [' },
  },
} as const;
type FaultKey = keyof typeof FAULTS;

/** The state a scenario URL holds. */
interface Scenario {
  widget: string;
  attrs: Record<string, string>;
  viewport: number;
  lang: 't' | 's';
  build: 'react' | 'preact';
}

function readScenario(): Scenario {
  const q = new URLSearchParams(location.search);
  const attrs: Record<string, string> = {};
  for (const [key, value] of q) if (key.startsWith('attr.')) attrs[key.slice(5)] = value;
  const viewport = Number(q.get('viewport'));
  return {
    widget: q.get('widget') ?? CONTRACTS[0]?.tag.replace(/^sztx-/, '') ?? 'news-feed',
    attrs,
    viewport: VIEWPORTS.some((v) => v.width === viewport) ? viewport : 1280,
    lang: q.get('lang') === 's' ? 's' : 't',
    build: q.get('build') === 'preact' ? 'preact' : 'react',
  };
}

function scenarioQuery(s: Scenario): string {
  const q = new URLSearchParams({ widget: s.widget, viewport: String(s.viewport), lang: s.lang });
  if (s.build === 'preact') q.set('build', 'preact');
  for (const [key, value] of Object.entries(s.attrs)) q.set(`attr.${key}`, value);
  return q.toString();
}

interface LogEntry {
  id: number;
  time: string;
  kind: 'event' | 'request' | 'info';
  text: string;
}

function AttributeField(props: {
  name: string;
  spec: AttributeSpec;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { name, spec, value, onChange } = props;
  const id = `attr-${name}`;
  const hint = `${spec.description}${spec.default !== undefined ? texts.defaultValue(JSON.stringify(spec.default)) : ''}`;
  const text = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(e.target.value === '' ? undefined : e.target.value);
  let control: React.ReactNode;
  if (spec.type === 'boolean') {
    control = (
      <input
        id={id}
        type="checkbox"
        checked={value !== undefined && value !== 'false'}
        onChange={(e) => onChange(e.target.checked ? '' : undefined)}
      />
    );
  } else if (spec.values) {
    control = (
      <select id={id} value={value ?? ''} onChange={text}>
        <option value="">{texts.unset}</option>
        {spec.values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    );
  } else if (spec.type === 'json') {
    control = <textarea id={id} rows={3} value={value ?? ''} onChange={text} />;
  } else {
    control = (
      <input
        id={id}
        type={spec.type === 'number' ? 'number' : 'text'}
        value={value ?? ''}
        onChange={text}
      />
    );
  }
  return (
    <div className="attr">
      <label htmlFor={id}>
        <code>{name}</code> <span className="type">{spec.type}</span>
      </label>
      {control}
      <small>{hint}</small>
    </div>
  );
}

/** The width inside the stage (its padding excluded) and the height a canvas may take. */
function useStageRoom(stage: React.RefObject<HTMLDivElement | null>) {
  const [room, setRoom] = useState({ width: 0, height: 560 });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => {
      const style = getComputedStyle(el);
      const width =
        el.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      const height = Math.max(480, window.innerHeight - 170);
      setRoom((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stage]);
  return room;
}

function Preview() {
  const [scenario, setScenario] = useState<Scenario>(readScenario);
  const [fault, setFault] = useState<FaultKey>('off');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [frameKey, setFrameKey] = useState(0);
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

  // the URL always holds the scenario, so it can be shared
  useEffect(() => {
    history.replaceState(null, '', `?${scenarioQuery(scenario)}`);
  }, [scenario]);

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
        <a className="share" href={`?${scenarioQuery(scenario)}`}>
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
          <fieldset>
            <legend>{texts.viewport}</legend>
            {VIEWPORTS.map((v) => (
              <button
                key={v.width}
                type="button"
                aria-pressed={scenario.viewport === v.width}
                onClick={() => update({ viewport: v.width })}
              >
                {v.label}
              </button>
            ))}
          </fieldset>
          <fieldset>
            <legend>{texts.language}</legend>
            <button
              type="button"
              aria-pressed={scenario.lang === 't'}
              onClick={() => update({ lang: 't' })}
            >
              {texts.traditional}
            </button>
            <button
              type="button"
              aria-pressed={scenario.lang === 's'}
              onClick={() => update({ lang: 's' })}
            >
              {texts.simplified}
            </button>
          </fieldset>
          <fieldset>
            <legend>{texts.build}</legend>
            <button
              type="button"
              aria-pressed={scenario.build === 'react'}
              onClick={() => update({ build: 'react' })}
            >
              React
            </button>
            <button
              type="button"
              aria-pressed={scenario.build === 'preact'}
              onClick={() => update({ build: 'preact' })}
            >
              {texts.preactEmbed}
            </button>
          </fieldset>
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

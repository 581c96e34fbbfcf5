// Preview harness: one widget at a time, with its named scenarios, attributes, viewport,
// language, account, data and fault controls, an event log and shareable scenario URLs.
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import pkg from '../../package.json';
import type { AttributeSpec } from '../../widgets/attributes';
import { ALL_CONTRACTS as CONTRACTS } from '../../widgets/contracts';
import { COMMON_ATTRIBUTES } from '../../widgets/define';
import { scenariosOf } from '../../widgets/studio/all';
import { useCanvasFrame, usePreparation } from './canvas';
import { AttributeFields } from './controls';
import { EventLog, useEventLog } from './log';
import * as texts from './messages';
import { entryOf } from './panels/manifest';
import { StudioPanels } from './panels/StudioPanels';
import { readTheme, type Theme, themeQuery } from './panels/theme';
import { readScenario, type Scenario, scenarioQuery } from './scenario';
import { clearFaultsOnLeave, studioSession } from './session';
import { Side } from './side';
import { Stage } from './stage';
import { Toolbar } from './toolbar';

/** The URL always holds the scenario and the theme, so it can be shared. */
function useShareQuery(scenario: Scenario, theme: Theme): string {
  const shareQuery = `?${scenarioQuery(scenario)}${themeQuery(theme)}`;
  useEffect(() => {
    history.replaceState(null, '', shareQuery);
  }, [shareQuery]);
  return shareQuery;
}

/** The preview page: controls, the widget's canvas in an iframe, the event log. */
function Preview() {
  const [scenario, setScenario] = useState<Scenario>(() =>
    readScenario(location.search, CONTRACTS[0]?.tag.replace(/^sztx-/, '')),
  );
  const [theme, setTheme] = useState<Theme>(() => readTheme(location.search));
  const session = useMemo(studioSession, []);
  const { log, addLog, clearLog } = useEventLog();
  const contract = CONTRACTS.find((c) => c.tag === `sztx-${scenario.widget}`) ?? CONTRACTS[0];
  const named = contract
    ? scenariosOf(contract.tag).find((n) => n.name === scenario.named)
    : undefined;
  const shareQuery = useShareQuery(scenario, theme);
  useEffect(() => clearFaultsOnLeave(session), [session]);
  const { canvas, setCanvas, frameKey, prepare } = usePreparation(
    session,
    scenario.account,
    scenario.faults,
    addLog,
  );
  const { frame, frameSrc, frameLoads, frameWindow, onFrameLoad } = useCanvasFrame({
    scenario,
    contract,
    named,
    theme,
    session,
    frameKey,
    addLog,
    setCanvas,
  });

  const update = (patch: Partial<Scenario>) => setScenario((s) => ({ ...s, ...patch }));
  const resetData = async () => {
    // the reset also ends sessions and clears faults: prepare them again
    await fetch('/dev/reset', { method: 'POST' });
    addLog('info', texts.dataReset);
    prepare();
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
      <Side
        scenario={scenario}
        contract={contract}
        onUpdate={update}
        onPick={(picked) => {
          setScenario(picked);
          prepare();
        }}
      />
      <main className="main">
        <Toolbar scenario={scenario} onUpdate={update} onResetData={() => void resetData()} />
        <Stage
          viewport={scenario.viewport}
          canvas={canvas}
          named={scenario.named}
          frame={frame}
          frameSrc={frameSrc}
          frameKey={frameKey}
          title={texts.previewOf(contract.tag)}
          onFrameLoad={onFrameLoad}
        />
      </main>
      <aside className="panel">
        <StudioPanels
          attributes={
            <AttributeFields
              attributes={attributes}
              values={scenario.attrs}
              onChange={(attrs) => update({ attrs })}
            />
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
        <EventLog log={log} onClear={clearLog} />
      </aside>
    </div>
  );
}

const root = document.getElementById('preview');
if (root) createRoot(root).render(<Preview />);

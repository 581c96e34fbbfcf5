// The preview's toolbar: viewport, language, build, account, data and faults, events.

import { Choices } from './controls';
import * as texts from './messages';
import { ACCOUNTS, FAULTS, type FaultKey, faultKeyOf, type Scenario, VIEWPORTS } from './scenario';

export function Toolbar(props: {
  scenario: Scenario;
  onUpdate: (patch: Partial<Scenario>) => void;
  onResetData: () => void;
}) {
  const { scenario, onUpdate: update } = props;
  const fault = faultKeyOf(scenario.faults);
  return (
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
        <button type="button" onClick={props.onResetData}>
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
  );
}

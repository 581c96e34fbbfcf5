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
  /** The choices of one of the scenario's settings: the pressed one is its value. */
  const choices = <K extends 'viewport' | 'lang' | 'build' | 'account'>(
    key: K,
    legend: string,
    options: readonly { value: Scenario[K]; label: string }[],
  ) => (
    <Choices
      legend={legend}
      options={options}
      value={scenario[key]}
      onPick={(value) => update({ [key]: value })}
    />
  );
  return (
    <div className="toolbar" role="toolbar" aria-label={texts.settings}>
      {choices(
        'viewport',
        texts.viewport,
        VIEWPORTS.map((v) => ({ value: v.width, label: v.label })),
      )}
      {choices('lang', texts.language, [
        { value: 't', label: texts.traditional },
        { value: 's', label: texts.simplified },
      ])}
      {choices('build', texts.build, [
        { value: 'preact', label: texts.preactEmbed },
        { value: 'react', label: 'React' },
      ])}
      {choices(
        'account',
        texts.account,
        Object.entries(ACCOUNTS).map(([key, a]) => ({
          value: key as Scenario['account'],
          label: a.label,
        })),
      )}
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

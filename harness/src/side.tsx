// The preview's side bar: the widgets, and the current widget's named scenarios.
import { ALL_CONTRACTS as CONTRACTS } from '../../widgets/contracts';
import type { WidgetContract } from '../../widgets/define';
import { scenariosOf } from '../../widgets/studio/all';
import { ScenarioList } from './controls';
import * as texts from './messages';
import { applyNamed, type Scenario, scenarioQuery } from './scenario';

export function Side(props: {
  scenario: Scenario;
  contract: WidgetContract;
  onUpdate: (patch: Partial<Scenario>) => void;
  /** A named scenario was picked (the whole scenario it makes). */
  onPick: (scenario: Scenario) => void;
}) {
  const { scenario } = props;
  return (
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
                    props.onUpdate({ widget: name, attrs: {}, named: undefined });
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
        scenarios={scenariosOf(props.contract.tag)}
        current={scenario.named}
        href={(n) => `?${scenarioQuery(applyNamed(scenario, scenario.widget, n))}`}
        onPick={(n) => props.onPick(applyNamed(scenario, scenario.widget, n))}
      />
    </div>
  );
}

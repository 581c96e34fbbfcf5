// Controls of the preview: one attribute's input and the attributes' section, a group of
// choices, the widget's named scenarios, and the room the stage gives a canvas.
import { type ChangeEvent, useEffect, useState } from 'react';
import type { AttributeSpec } from '../../widgets/attributes';
import type { WidgetScenario } from '../../widgets/studio/scenario';
import * as texts from './messages';

/** One attribute's input, by its declared type. */
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

/** The widget's attributes, one input each (the toolbar sets `lang`). */
export function AttributeFields(props: {
  attributes: Record<string, AttributeSpec>;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  return (
    <section aria-labelledby="attrs-h">
      <h2 id="attrs-h">{texts.attributes}</h2>
      {Object.entries(props.attributes).map(([name, spec]) => (
        <AttributeField
          key={name}
          name={name}
          spec={spec}
          value={props.values[name]}
          onChange={(value) => {
            const attrs = { ...props.values };
            if (value === undefined) delete attrs[name];
            else attrs[name] = value;
            props.onChange(attrs);
          }}
        />
      ))}
    </section>
  );
}

/** A toolbar group of buttons of which the one with the current value is pressed. */
export function Choices<V extends string | number>(props: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onPick: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={props.value === o.value}
          onClick={() => props.onPick(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** The chosen widget's named scenarios: each a link to its URL; picking one applies it. */
export function ScenarioList(props: {
  scenarios: readonly WidgetScenario[];
  current: string | undefined;
  href: (scenario: WidgetScenario) => string;
  onPick: (scenario: WidgetScenario) => void;
}) {
  return (
    <section className="scenarios" aria-labelledby="scenarios-h">
      <h2 id="scenarios-h">{texts.scenarios}</h2>
      {props.scenarios.length === 0 ? (
        <p>{texts.noScenarios}</p>
      ) : (
        <ul>
          {props.scenarios.map((s) => (
            <li key={s.name}>
              <a
                href={props.href(s)}
                aria-current={s.name === props.current ? 'true' : undefined}
                data-scenario={s.name}
                onClick={(e) => {
                  e.preventDefault();
                  props.onPick(s);
                }}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The width inside the stage (its padding excluded) and the height a canvas may take. */
export function useStageRoom(stage: React.RefObject<HTMLDivElement | null>) {
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

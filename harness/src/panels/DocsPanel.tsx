// The docs tab: the element's attributes, events with their detail types, parts and theme
// properties, as the manifest (widgets/custom-elements.json) declares them.
import { THEME_DEFAULTS } from '../../../widgets/ui/styles';
import { declarationOf } from './manifest';
import * as texts from './messages';

export function DocsPanel(props: { tag: string }) {
  const d = declarationOf(props.tag);
  if (!d) return <p>{texts.noneDeclared}</p>;
  return (
    <section aria-labelledby="docs-h" className="docs">
      <h2 id="docs-h">
        <code>&lt;{d.tagName}&gt;</code>
      </h2>
      <p className="intro">{d.description}</p>
      <h3>{texts.docsAttributes}</h3>
      <dl>
        {d.attributes.map((a) => (
          <div key={a.name}>
            <dt>
              <code>{a.name}</code> <span className="type">{a.type.text}</span>
            </dt>
            <dd>
              {a.description}
              {a.default !== undefined && (
                <small>
                  {' '}
                  {texts.docsDefault} <code>{a.default}</code>
                </small>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3>{texts.docsEvents}</h3>
      <dl>
        {d.events.map((e) => (
          <div key={e.name}>
            <dt>
              <code>{e.name}</code>
            </dt>
            <dd>
              {e.description}
              <br />
              <small>
                {texts.docsDetail} <code>{e.type.text}</code>
              </small>
            </dd>
          </div>
        ))}
      </dl>
      <h3>{texts.docsParts}</h3>
      <dl>
        {d.cssParts.map((p) => (
          <div key={p.name}>
            <dt>
              <code>::part({p.name})</code>
            </dt>
            <dd>{p.description}</dd>
          </div>
        ))}
      </dl>
      <h3>{texts.docsTokens}</h3>
      <dl>
        {d.cssProperties.map((p) => (
          <div key={p.name}>
            <dt>
              <code>{p.name}</code>
            </dt>
            <dd>
              {p.description}
              {THEME_DEFAULTS[p.name] && (
                <small>
                  {' '}
                  {texts.docsDefault} <code>{THEME_DEFAULTS[p.name]}</code>
                </small>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

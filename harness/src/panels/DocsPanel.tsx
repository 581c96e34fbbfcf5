// The docs tab: the element's attributes, events with their detail types, parts and theme
// properties, as the manifest (widgets/custom-elements.json) declares them.
import type { ReactNode } from 'react';
import { THEME_DEFAULTS } from '../../../widgets/ui/styles';
import { declarationOf } from './manifest';
import * as texts from './messages';

/** One entry of a list: its name as code (`term`), what it is, and a note under it. */
interface Entry {
  name: string;
  term?: ReactNode;
  description?: string | undefined;
  note?: ReactNode;
}

/** A heading and its entries, as a definition list. */
function Entries(props: { title: string; entries: readonly Entry[] }) {
  return (
    <>
      <h3>{props.title}</h3>
      <dl>
        {props.entries.map((e) => (
          <div key={e.name}>
            <dt>{e.term ?? <code>{e.name}</code>}</dt>
            <dd>
              {e.description}
              {e.note}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** ` default: <value>` after a description, when there is a default. */
const defaultNote = (value: string | undefined) =>
  value !== undefined && (
    <small>
      {' '}
      {texts.docsDefault} <code>{value}</code>
    </small>
  );

export function DocsPanel(props: { tag: string }) {
  const d = declarationOf(props.tag);
  if (!d) return <p>{texts.noneDeclared}</p>;
  return (
    <section aria-labelledby="docs-h" className="docs">
      <h2 id="docs-h">
        <code>&lt;{d.tagName}&gt;</code>
      </h2>
      <p className="intro">{d.description}</p>
      <Entries
        title={texts.docsAttributes}
        entries={d.attributes.map((a) => ({
          name: a.name,
          term: (
            <>
              <code>{a.name}</code> <span className="type">{a.type.text}</span>
            </>
          ),
          description: a.description,
          note: defaultNote(a.default),
        }))}
      />
      <Entries
        title={texts.docsEvents}
        entries={d.events.map((e) => ({
          name: e.name,
          description: e.description,
          note: (
            <>
              <br />
              <small>
                {texts.docsDetail} <code>{e.type.text}</code>
              </small>
            </>
          ),
        }))}
      />
      <Entries
        title={texts.docsParts}
        entries={d.cssParts.map((p) => ({
          name: p.name,
          term: <code>::part({p.name})</code>,
          description: p.description,
        }))}
      />
      <Entries
        title={texts.docsTokens}
        entries={d.cssProperties.map((p) => ({
          name: p.name,
          description: p.description,
          note: defaultNote(THEME_DEFAULTS[p.name] || undefined),
        }))}
      />
    </section>
  );
}

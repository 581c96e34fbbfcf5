// The studio's side panels behind one tab strip: attributes (the preview's own controls), theme,
// snippets, accessibility and docs. Only the open panel is mounted: axe is loaded into the
// frame only when the accessibility or theme panel asks for it.
import { type ReactNode, useState } from 'react';
import { A11yPanel } from './A11yPanel';
import { DocsPanel } from './DocsPanel';
import * as texts from './messages';
import { SnippetPanel } from './SnippetPanel';
import type { SnippetInput } from './snippets';
import { Tabs } from './Tabs';
import { ThemePanel } from './ThemePanel';
import type { Theme } from './theme';

type PanelKey = 'attributes' | 'theme' | 'snippet' | 'a11y' | 'docs';

const TABS: { key: PanelKey; label: string }[] = [
  { key: 'attributes', label: texts.attributesTab },
  { key: 'theme', label: texts.themeTab },
  { key: 'snippet', label: texts.snippetTab },
  { key: 'a11y', label: texts.a11yTab },
  { key: 'docs', label: texts.docsTab },
];

export function StudioPanels(props: {
  /** The attribute controls. */
  attributes: ReactNode;
  snippet: Omit<SnippetInput, 'integrity'>;
  onTheme: (theme: Theme) => void;
  frame: () => Window | null;
  /** Changes with each frame load. */
  frameLoads: number;
  /** Changes with anything the preview shows (attributes, language, theme). */
  revision: string;
}) {
  const [panel, setPanel] = useState<PanelKey>('attributes');
  const { snippet } = props;
  return (
    <Tabs id="studio" label={texts.panels} tabs={TABS} current={panel} onSelect={setPanel}>
      {panel === 'attributes' && props.attributes}
      {panel === 'theme' && (
        <ThemePanel
          tag={snippet.tag}
          theme={snippet.theme}
          onChange={props.onTheme}
          frame={props.frame}
          frameLoads={props.frameLoads}
        />
      )}
      {panel === 'snippet' && <SnippetPanel input={snippet} />}
      {panel === 'a11y' && (
        <A11yPanel frame={props.frame} revision={`${props.frameLoads}:${props.revision}`} />
      )}
      {panel === 'docs' && <DocsPanel tag={snippet.tag} />}
    </Tabs>
  );
}

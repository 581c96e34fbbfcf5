// A tab strip (WAI-ARIA tabs): one tab in the Tab order (roving tabindex), arrow keys, Home and
// End move between tabs and select them; the selected tab's panel follows the strip.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

export function Tabs<K extends string>(props: {
  id: string;
  label: string;
  tabs: readonly TabSpec<K>[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const { id, tabs, current, onSelect } = props;
  const strip = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((t) => t.key === current);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowDown: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      ArrowUp: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[to];
    if (!next) return;
    onSelect(next.key);
    strip.current?.querySelector<HTMLButtonElement>(`#${id}-tab-${next.key}`)?.focus();
  };
  return (
    <div className="tabs">
      <div className="tab-strip" role="tablist" aria-label={props.label} ref={strip}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current}`}
      >
        {props.children}
      </div>
    </div>
  );
}

import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';

/** Accessible tabs (arrow keys, Home/End); the panel is rendered by the caller. */
export function Tabs<K extends string>(props: {
  label: string;
  items: Array<{ key: K; label: string }>;
  value: K;
  onChange: (key: K) => void;
  className?: string;
  orientation?: 'horizontal' | 'vertical';
  idPrefix?: string;
}) {
  const fallbackId = useId();
  const prefix = props.idPrefix ?? fallbackId;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const vertical = props.orientation === 'vertical';
  const selectedIndex = props.items.findIndex((item) => item.key === props.value);

  // a row wider than its box scrolls sideways: the selected tab is kept in view
  useLayoutEffect(() => {
    const row = list.current;
    const tab = refs.current[selectedIndex];
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left) row.scrollLeft -= box.left - at.left + 16;
    else if (at.right > box.right) row.scrollLeft += at.right - box.right + 16;
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = props.items.length;
    const next = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let target: number | undefined;
    if (next !== undefined) target = (index + next + count) % count;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = count - 1;
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    props.onChange(props.items[target]!.key);
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={props.label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      className={`tabs ${props.className ?? ''}`}
    >
      {props.items.map((item, index) => {
        const selected = item.key === props.value;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${prefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={`tab ${selected ? 'tab-active' : ''}`}
            onClick={() => props.onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Styles of tabs. Every label is whole and in view: a label never breaks inside a word
 * (協會公/告) and is never cut at the row's edge — a row wider than its box wraps onto a
 * second row instead of scrolling sideways with no hint (變更記…). On a phone the tabs
 * tighten first so that four four-character labels (the company page's) fit one row at
 * 375 px. The base line is a shadow, so the selected tab's underline is never clipped.
 */
export const TABS_CSS = /* css */ `
.tabs { display: flex; flex-wrap: wrap; gap: 0 4px; box-shadow: inset 0 -1px 0 var(--sztx-border); }
.tab { position: relative; flex: none; white-space: nowrap; padding: 10px 14px; font-size: 15px; color: var(--sztx-text-muted); }
.tab:focus-visible { outline-offset: -2px; }
.tab:hover { color: var(--sztx-text); }
.tab-active { color: var(--sztx-primary); font-weight: 600; }
.tab-active::after { content: ""; position: absolute; left: 10px; right: 10px; bottom: 0; height: 2px; background: var(--sztx-primary); border-radius: calc(var(--sztx-radius) * .25); }
@media (max-width: 420px) { .tab { padding: 10px 9px; font-size: 14px; } .tab-active::after { left: 6px; right: 6px; } }
`;

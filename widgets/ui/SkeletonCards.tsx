import type { CSSProperties } from 'react';

/** Placeholder cards while a list loads: a thumbnail and lines of text, hidden from readers. */
export function SkeletonCards(props: {
  count: number;
  /** Class names of the list, a card, its thumbnail and its text column. */
  classes: { list: string; item: string; thumb: string; body: string };
  /** The size of each placeholder text line. */
  lines: CSSProperties[];
}) {
  const { classes } = props;
  return (
    <ul className={classes.list} aria-hidden="true">
      {Array.from({ length: props.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className={classes.item}>
          <div className={classes.thumb} />
          <div className={classes.body}>
            {props.lines.map((style, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <div key={j} className="skeleton" style={style} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

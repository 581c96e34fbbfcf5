import { useText } from './i18n';
import * as ui from './messages';

/** Class names of a pager's parts. */
export interface PagerClasses {
  nav: string;
  /** Every button (previous, numbers, next). */
  button: string;
  /** Added to the current page's button. */
  current: string;
  /** A '…' gap between page numbers. */
  gap?: string;
}

/** Numbered pagination (pages from 1): previous, the page buttons of `pages`, next. */
export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The buttons to show for `page` of `count`: page numbers and '…' gaps. */
  pages: (page: number, count: number) => Array<number | '…'>;
  classes: PagerClasses;
  part?: string;
}) {
  const { t } = useText();
  const { classes } = props;
  const count = Math.max(1, Math.ceil(Math.max(0, props.total) / props.pageSize));
  if (count <= 1) return null;
  return (
    <nav className={classes.nav} aria-label={t(ui.pagination)} part={props.part}>
      <button
        type="button"
        className={classes.button}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t(ui.previousPage)}
      </button>
      {props.pages(props.page, count).map((p, i) =>
        p === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${classes.button} ${p === props.page ? classes.current : ''}`}
            aria-current={p === props.page ? 'page' : undefined}
            aria-label={`${t(ui.ordinal)} ${p} ${t(ui.pageUnit)}`}
            onClick={() => props.onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.button}
        disabled={props.page >= count}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t(ui.nextPage)}
      </button>
    </nav>
  );
}

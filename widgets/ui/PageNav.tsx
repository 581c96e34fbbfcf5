import { useText } from './i18n';
import * as ui from './messages';

/**
 * Previous, the numbered pages (with '…' gaps where given), next. Each widget
 * keeps its own look through the class names; nothing renders for one page.
 */
export function PageNav(props: {
  page: number;
  count: number;
  items: ReadonlyArray<number | '…'>;
  onPage: (page: number) => void;
  classes: { nav: string; button: string; current: string; gap?: string };
  part?: string;
}) {
  const { t } = useText();
  const { page, count, classes, onPage } = props;
  if (count <= 1) return null;
  return (
    <nav className={classes.nav} aria-label={t(ui.pagination)} part={props.part}>
      <button
        type="button"
        className={classes.button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t(ui.previousPage)}
      </button>
      {props.items.map((p, i) =>
        p === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`${classes.button} ${p === page ? classes.current : ''}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`${t(ui.ordinal)} ${p} ${t(ui.pageUnit)}`}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.button}
        disabled={page >= count}
        onClick={() => onPage(page + 1)}
      >
        {t(ui.nextPage)}
      </button>
    </nav>
  );
}

import { createContext, useContext } from 'react';
import type { PagedState } from '../../core/load/paged';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { ErrorState } from '../ui/states';
import { desktopCss, phoneCss } from './layout';
import * as texts from './messages';

/** How the needs screens move between each other: portal routes, or views inside the widget. */
export interface NeedsNav {
  openNeed(id: string, title: string): void;
  openInvest(id: string, title: string): void;
  /** After a successful publish. */
  published(id: unknown): void;
  /** Back to the board (inside the widget), or null in the portal (browser back). */
  back: (() => void) | null;
  /** Open "my needs". */
  mine(): void;
  /**
   * A login is needed for `action`; returns after opening the login dialog. `then` runs after
   * the user has logged in (the interrupted action, e.g. a form's submit with what was typed).
   */
  loginRequired(action: string, then?: () => void): void;
}

export const NeedsNavContext = createContext<NeedsNav | null>(null);

export function useNeedsNav(): NeedsNav {
  const nav = useContext(NeedsNavContext);
  if (!nav) throw new Error('NeedsNavContext missing');
  return nav;
}

export const TYPE_LABEL = { 0: texts.purchase, 1: texts.sellOrTransfer } as const;

/** Under a loaded list: the error of a failed further page (with retry), or "show more". */
export function ListTail(props: {
  state: PagedState<unknown>;
  feed: { retry(): Promise<void>; more(): Promise<void> };
  errorFallback?: string;
  part?: string;
}) {
  const { t } = useText();
  const { state, feed } = props;
  if (state.status === 'error') {
    return (
      <ErrorState message={state.error ?? props.errorFallback} onRetry={() => void feed.retry()} />
    );
  }
  if (state.done) return null;
  return (
    <div className="nb-more">
      <button
        type="button"
        className="btn"
        part={props.part}
        disabled={state.status === 'more'}
        onClick={() => void feed.more()}
      >
        {t(state.status === 'more' ? ui.loading : texts.showMore)}
      </button>
    </div>
  );
}

/**
 * Cards, badges and form parts shared by the needs screens. The grid has 3 columns in the
 * desktop layout (./layout.ts), 2 in the phone layout; a last card alone on its
 * row takes the whole row, its picture one column wide (comments here, not in
 * the stylesheet, which ships in the embed as written).
 */
/** A last card alone on its row of `nth`: the whole row, its picture one column wide. */
const lone = (nth: string) => /* css */ `
.nb-grid > li:last-child:nth-child(${nth}) { grid-column: 1 / -1; }
.nb-grid > li:last-child:nth-child(${nth}) > .nb-card { display: grid; grid-template-columns: var(--nb-one) minmax(0, 1fr); align-items: center; }
`;

export const NEEDS_CSS = `${
  /* css */ `
.nb-shell { container: needs / inline-size; }
.nb-loading { padding: 40px 0; text-align: center; color: var(--sztx-text-muted); }
.nb-grid { --nb-cols: 2; list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(var(--nb-cols), minmax(0, 1fr)); }
.nb-grid > li { --nb-one: calc((100% - (var(--nb-cols) - 1) * 16px) / var(--nb-cols)); min-width: 0; }
.nb-card { display: flex; flex-direction: column; height: 100%; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius);
  overflow: hidden; background: var(--sztx-surface); color: inherit; text-decoration: none; transition: box-shadow .15s, transform .15s; }
.nb-card:hover { box-shadow: 0 6px 20px color-mix(in srgb, var(--sztx-scrim) 8%, transparent); transform: translateY(-2px); }
.nb-card-img { aspect-ratio: 16 / 10; background: var(--sztx-surface-alt); overflow: hidden; }
.nb-card-img img { width: 100%; height: 100%; object-fit: cover; display: block; }
.nb-card-body { padding: 10px 12px 12px; display: grid; gap: 6px; }
.nb-card-title { font-size: 15px; font-weight: 600; line-height: 1.4; margin: 0; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
  min-height: 2.8em; }
.nb-grid .skeleton, .nb-more .skeleton { color: transparent; border-color: transparent; }
.nb-card-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; font-size: 13px; color: var(--sztx-text-muted); }
.nb-badge { display: inline-block; padding: 1px 8px; border-radius: var(--sztx-radius); font-size: 12px; line-height: 20px; border: 1px solid currentColor; white-space: nowrap; }
.nb-badge-0 { color: var(--sztx-on-primary); background: var(--sztx-primary); border-color: var(--sztx-primary); }
.nb-badge-1 { color: var(--sztx-accent); background: var(--sztx-accent-soft); border-color: color-mix(in srgb, var(--sztx-accent) 25%, var(--sztx-surface)); }
.nb-badge-closed { color: var(--sztx-text-muted); background: var(--sztx-surface-alt); border-color: var(--sztx-border); }
.nb-badge-invest { color: var(--sztx-warning); background: var(--sztx-warning-soft); border-color: color-mix(in srgb, var(--sztx-warning) 30%, var(--sztx-surface)); }
.nb-section-title { font-size: 17px; font-weight: 600; margin: 0 0 12px; display: flex; align-items: center; gap: 8px; }
.nb-section-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.nb-section-link { font-size: 14px; color: var(--sztx-accent); white-space: nowrap; }
.nb-section-link:hover { text-decoration: underline; }
.nb-more { display: flex; justify-content: center; margin-top: 18px; }
.nb-back { margin-bottom: 12px; }
`
}${desktopCss(`.nb-grid { --nb-cols: 3; }${lone('3n+1')}`)}${phoneCss(lone('2n+1'))}`;

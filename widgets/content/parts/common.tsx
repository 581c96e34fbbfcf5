import { PC_MEDIA, PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { useText } from '../../ui/i18n';
import { type PagerClasses, Pager as SharedPager } from '../../ui/Pager';
import { usePortalHref } from '../../ui/scope';
import * as texts from '../messages';

/** Section heading with an optional "more" link. */
export function SectionHead(props: { title: string; more?: string; id?: string }) {
  const portalHref = usePortalHref();
  const { t } = useText();
  return (
    <div className="ct-head">
      <h2 className="ct-title" id={props.id}>
        {t(props.title)}
      </h2>
      {props.more ? (
        <a className="ct-more" href={portalHref(props.more)}>
          {t(texts.more)}
          <span className="sr-only">{t(props.title)}</span> ›
        </a>
      ) : null}
    </div>
  );
}

/** Skeleton rows while a block loads. */
export function Rows(props: { count: number; height?: number }) {
  return (
    <div className="ct-rows" aria-hidden="true">
      {Array.from({ length: props.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="skeleton" style={{ height: props.height ?? 20 }} />
      ))}
    </div>
  );
}

const PAGER_CLASSES: PagerClasses = { nav: 'ct-pager', button: 'btn', current: 'btn-primary' };

/** The page and its two neighbours on each side. */
const pageWindow = (page: number, count: number) => {
  const items: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(count, page + 2); p++) items.push(p);
  return items;
};

/** Numbered pagination (pages from 1). */
export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return <SharedPager {...props} pages={pageWindow} classes={PAGER_CLASSES} />;
}

/** Shared styles of the content pages. */
export const CONTENT_CSS = /* css */ `
.ct-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.ct-title { font-size: 20px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.ct-more { color: var(--sztx-text-muted); font-size: 14px; }
.ct-more:hover { color: var(--sztx-primary); }
.ct-rows { display: grid; gap: 10px; }
.ct-pager { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; margin-top: 16px; }
.ct-pager .btn { min-width: 40px; padding: 0 10px; }
.ct-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); }
.ct-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0; min-width: 0; }
.ct-page > *, .ct-page [role="tabpanel"] > *, .pl-panel > * { min-width: 0; }
.ct-row { display: flex; justify-content: space-between; gap: 12px; padding: 12px 4px; border-bottom: 1px dashed var(--sztx-border); }
.ct-row a { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ct-row a:hover { color: var(--sztx-primary); }
.ct-row time { flex: none; color: var(--sztx-text-muted); font-size: 13px; }
/* Card grids have a known number of columns (3; 2 on tablets; 1 on phones) so that a last card
   alone on its row can take the whole row as a wide card, image beside the text, instead of
   leaving the row's other cells empty (page sizes are the spec's; any count ends well). */
.ct-grid { --ct-cols: 3; --ct-gap: 16px; display: grid; gap: var(--ct-gap); grid-template-columns: repeat(var(--ct-cols), minmax(0, 1fr)); }
/* the wide card: its image one column wide (--ct-cols, --ct-gap of its grid), the text beside */
@media ${PC_MEDIA} { .ct-grid > .ct-tile:last-child:nth-child(3n+1) {
  grid-column: 1 / -1; grid-template-columns: calc((100% - (var(--ct-cols) - 1) * var(--ct-gap)) / var(--ct-cols)) minmax(0, 1fr);
  column-gap: calc(var(--ct-gap) + 4px); align-items: center; align-content: center; } }
.ct-tile { display: grid; gap: 8px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; }
.ct-tile:hover { box-shadow: 0 4px 16px color-mix(in srgb, var(--sztx-scrim) 8%, transparent); }
.ct-tile img, .ct-tile .ct-noimg { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--sztx-surface-alt); }
.ct-tile-body { padding: 0 12px 12px; display: grid; gap: 6px; }
.ct-tile-title { font-weight: 600; line-height: 1.45; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.ct-meta { color: var(--sztx-text-muted); font-size: 13px; display: flex; gap: 12px; flex-wrap: wrap; }
.ct-tag { justify-self: start; display: inline-block; padding: 1px 8px; border-radius: calc(var(--sztx-radius) * 1.25); font-size: 12px; color: var(--sztx-on-primary); background: var(--sztx-accent); }
/* a magazine cover is shown whole (the issue number is at its edge): a portrait frame, the
   cover contained in it whatever its own proportions */
.ct-cover { width: 100%; aspect-ratio: 3 / 4; object-fit: contain; background: var(--sztx-surface-alt); border-radius: calc(var(--sztx-radius) * .75); }
.ct-price { color: var(--sztx-primary); font-weight: 700; }
.ct-free { color: var(--sztx-success); font-weight: 700; }
@media ${PHONE_MEDIA} { .ct-grid { --ct-cols: 2; --ct-gap: 10px; } .ct-title { font-size: 18px; } }
@media (min-width: 421px) and ${PHONE_MEDIA} { .ct-grid > .ct-tile:last-child:nth-child(2n+1) {
  grid-column: 1 / -1; grid-template-columns: calc((100% - (var(--ct-cols) - 1) * var(--ct-gap)) / var(--ct-cols)) minmax(0, 1fr);
  column-gap: calc(var(--ct-gap) + 4px); align-items: center; align-content: center; } }
@media (max-width: 420px) { .ct-grid { --ct-cols: 1; } }
`;

/** Colours of the special-service categories. */
export const SERVICE_LABELS: Record<string, { label: string; color: string }> = {
  ZXXX: { label: texts.businessManagement, color: '#1f5fa8' },
  CASE: { label: texts.legalServices, color: '#6a1b9a' },
  QTFW: { label: texts.healthServices, color: '#2e7d32' },
  CWZX: { label: texts.taxAdvice, color: '#b53d00' },
  PPWZ: { label: texts.brandServices, color: '#ad1457' },
  FYWZ: { label: texts.epidemicZone, color: '#00696f' },
};

/** The price label: 免費 or ¥ amount. */
export function priceText(price: number | string | null | undefined): {
  free: boolean;
  text: string;
} {
  const n = Number(price ?? 0);
  return !Number.isFinite(n) || n <= 0
    ? { free: true, text: texts.free }
    : { free: false, text: `¥${n.toFixed(2)}` };
}

import type { ComponentType } from 'react';
import type { Call } from '../../core/api/client';
import { orMissing } from '../../core/api/missing';
import type { PageProps } from '../page';
import { MissingState } from '../ui/missing';
import { inPageColumn } from '../ui/PageColumn';
import { useQuery } from '../ui/query';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';

/** Shared parts of the company, product and member pages. */
function DetailSkeleton() {
  return (
    <div className="detail" aria-busy="true">
      <div className="skeleton" style={{ height: 200, borderRadius: 8 }} />
      <div className="skeleton" style={{ height: 24, width: '40%' }} />
      <div className="skeleton" style={{ height: 120 }} />
    </div>
  );
}

/**
 * A detail page in the portal's content column: loads its record by the numeric route
 * parameter `param` and shows `Body` with it, or the skeleton while it loads, or the error with a
 * retry; a record that does not exist (any other value, or the API's 404) says so and leads
 * `back` to its list.
 */
export function detailPage<T>(
  param: string,
  load: (call: Call, id: string) => Promise<T>,
  back: string,
  Body: ComponentType<{ data: T }>,
  ...css: string[]
) {
  return inPageColumn(function DetailPage({ params }: PageProps) {
    useStyles(...css, DETAIL_CSS);
    const id = params[param] ?? '';
    const { retry, ...state } = useQuery(
      ['directory', param, id],
      (call) => (/^\d+$/.test(id) ? orMissing(load(call, id)) : Promise.resolve(null)),
      { keep: false },
    );
    if (state.status === 'loading') return <DetailSkeleton />;
    if (state.status === 'error') return <ErrorState message={state.error} onRetry={retry} />;
    if (!state.data) return <MissingState back={back} />;
    return <Body data={state.data} />;
  });
}

/** Styles of the detail pages. */
const DETAIL_CSS = /* css */ `
.detail { display: grid; gap: 16px; container-type: inline-size; }
.detail-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 18px; display: grid; gap: 12px; min-width: 0; }
.detail-h2 { font-size: 18px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.detail-h3 { font-size: 15px; font-weight: 700; margin-top: 6px; }
/* label and value rows, two pairs a row: each label column as wide as its longest label (a label
   never breaks inside a word, the credit code's eight characters), the rows share it through a
   subgrid */
.detail-info { display: grid; grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr); gap: 10px 24px; margin: 0; }
.detail-row { display: grid; grid-column: span 2; grid-template-columns: subgrid; column-gap: 8px; font-size: 14px; }
.detail-row dt { color: var(--sztx-text-muted); white-space: nowrap; }
.detail-row dd { margin: 0; overflow-wrap: anywhere; }
.co-muted { color: var(--sztx-text-muted); font-size: 13px; }
.co-banner { border-radius: var(--sztx-radius); overflow: hidden; background: linear-gradient(120deg, var(--sztx-primary-dark), var(--sztx-accent)); background-size: cover; background-position: center; min-height: 200px; display: flex; }
.co-banner-shade { flex: 1; display: flex; align-items: flex-end; gap: 18px; padding: 24px; background: linear-gradient(180deg, transparent 20%, color-mix(in srgb, var(--sztx-scrim) 55%, transparent)); color: var(--sztx-on-primary); }
.co-logo-wrap { position: relative; flex: none; }
.co-logo { width: 96px; height: 96px; border-radius: calc(var(--sztx-radius) * 1.75); object-fit: cover; background: var(--sztx-surface); border: 3px solid var(--sztx-surface); display: grid; place-items: center; font-size: 36px; font-weight: 700; color: var(--sztx-primary); }
.co-tag { position: absolute; right: -8px; top: -8px; width: 28px; height: 28px; border-radius: 50%; display: grid; place-items: center; font: 700 14px/1 Arial, sans-serif; background: var(--sztx-primary); color: var(--sztx-on-primary); border: 2px solid var(--sztx-surface); }
.co-tag-T { background: var(--sztx-accent); }
.co-title { display: grid; gap: 4px; min-width: 0; }
.co-title h1 { font-size: 26px; font-weight: 700; line-height: 1.3; text-shadow: 0 1px 3px color-mix(in srgb, var(--sztx-shadow) 40%, transparent); overflow-wrap: anywhere; }
.co-title a { text-decoration: underline; color: var(--sztx-on-primary); }
.co-toggle { justify-self: start; }
.co-more { display: grid; gap: 10px; }
.co-panel { padding-top: 8px; }
.co-table-wrap { overflow-x: auto; }
.co-table { width: 100%; border-collapse: collapse; font-size: 14px; }
.co-table th, .co-table td { border-bottom: 1px solid var(--sztx-border); padding: 8px 10px; text-align: start; vertical-align: top; }
.co-table th { background: var(--sztx-surface-alt); font-weight: 600; white-space: nowrap; }
.co-people { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 10px; }
.co-person { display: flex; gap: 10px; align-items: center; padding: 10px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); }
.co-person > span:last-child { display: grid; }
.co-person-initial { width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; background: var(--sztx-primary-soft); color: var(--sztx-primary); font-weight: 700; flex: none; }
.co-changes { display: grid; gap: 10px; }
.co-change { border-left: 3px solid var(--sztx-primary-soft); padding: 4px 0 4px 12px; display: grid; gap: 4px; }
.co-change-head { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
.co-change-body { display: grid; grid-template-columns: 5em minmax(0, 1fr); gap: 2px 8px; font-size: 14px; margin: 0; }
.co-change-body dt { color: var(--sztx-text-muted); }
.co-change-body dd { margin: 0; }
/* products: a known number of columns (4; 3; 2 on phones) so that a last product alone on its
   row takes the whole row, its picture one column wide and its name beside it */
.co-products { --cp-cols: 4; --cp-gap: 14px; display: grid; grid-template-columns: repeat(var(--cp-cols), minmax(0, 1fr)); gap: var(--cp-gap); }
.co-products > li { --cp-one: calc((100% - (var(--cp-cols) - 1) * var(--cp-gap)) / var(--cp-cols)); min-width: 0; }
@container (min-width: 901px) {
  .co-products > li:last-child:nth-child(4n+1) { grid-column: 1 / -1; }
  .co-products > li:last-child:nth-child(4n+1) > a { grid-template-columns: var(--cp-one) minmax(0, 1fr); align-items: center; } }
@container (min-width: 641px) and (max-width: 900px) { .co-products { --cp-cols: 3; }
  .co-products > li:last-child:nth-child(3n+1) { grid-column: 1 / -1; }
  .co-products > li:last-child:nth-child(3n+1) > a { grid-template-columns: var(--cp-one) minmax(0, 1fr); align-items: center; } }
@container (max-width: 640px) { .co-products { --cp-cols: 2; --cp-gap: 10px; }
  .co-products > li:last-child:nth-child(2n+1) { grid-column: 1 / -1; }
  .co-products > li:last-child:nth-child(2n+1) > a { grid-template-columns: var(--cp-one) minmax(0, 1fr); align-items: center; } }
.co-product { border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); overflow: hidden; background: var(--sztx-surface); }
.co-product a { display: grid; }
.co-product img, .co-product-empty { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: var(--sztx-surface-alt); }
.co-product-name { padding: 10px 12px; font-weight: 600; font-size: 15px; }
.co-product a:hover .co-product-name { color: var(--sztx-primary); }
.pd { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; align-items: start; }
.pd-image { width: 100%; border-radius: var(--sztx-radius); background: var(--sztx-surface-alt); aspect-ratio: 4 / 3; object-fit: cover; }
.pd-body { display: grid; gap: 12px; }
.pd-body h1 { font-size: 24px; font-weight: 700; }
.pd-company { display: inline-flex; gap: 10px; align-items: center; color: var(--sztx-accent); }
.pd-company img { width: 36px; height: 36px; border-radius: var(--sztx-radius); }
.pd-desc { line-height: 1.8; }
.pd-desc ul { list-style: disc; padding-left: 1.4em; }
.md-head { display: flex; gap: 20px; align-items: center; }
.md-avatar { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; flex: none; display: grid; place-items: center; font-size: 40px; font-weight: 700; color: var(--sztx-on-primary); background: linear-gradient(135deg, var(--sztx-primary), var(--sztx-accent)); }
.md-name { display: grid; gap: 6px; min-width: 0; }
.md-name h1 { font-size: 24px; font-weight: 700; }
.md-badge { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; padding: 2px 8px; border-radius: 999px; width: fit-content; }
.md-badge-ok { background: var(--sztx-success-soft); color: var(--sztx-success); }
.md-badge-no { background: var(--sztx-surface-alt); color: var(--sztx-text-muted); }
.md-chips { display: flex; flex-wrap: wrap; gap: 8px; }
.md-chip { padding: 2px 12px; border-radius: 999px; background: var(--sztx-primary-soft); color: var(--sztx-primary); font-size: 13px; }
.md-private { font-size: 14px; color: var(--sztx-text-muted); background: var(--sztx-surface-alt); padding: 10px 12px; border-radius: var(--sztx-radius); }
.md-companies { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.md-company a { display: flex; gap: 12px; align-items: center; padding: 12px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); }
.md-company a:hover { border-color: var(--sztx-primary); }
.md-company img { width: 48px; height: 48px; border-radius: var(--sztx-radius); flex: none; }
.md-company span { display: grid; }
@container (max-width: 640px) {
  .detail-info { grid-template-columns: max-content minmax(0, 1fr); }
  .detail-card { padding: 14px; }
  .co-banner { min-height: 160px; }
  .co-banner-shade { padding: 16px; gap: 12px; }
  .co-logo { width: 68px; height: 68px; font-size: 26px; }
  .co-title h1 { font-size: 19px; }
  .pd { grid-template-columns: minmax(0, 1fr); }
  .md-head { gap: 14px; }
  .md-avatar { width: 72px; height: 72px; font-size: 30px; }
}
/* the narrowest phones: the label above its value */
@container (max-width: 330px) {
  .detail-info { grid-template-columns: minmax(0, 1fr); row-gap: 8px; }
  .detail-row { grid-column: auto; grid-template-columns: minmax(0, 1fr); row-gap: 0; }
  .detail-row dt { white-space: normal; font-size: 13px; } }
`;

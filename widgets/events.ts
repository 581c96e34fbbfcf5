// The `detail` of every `sztx-*` event the widgets dispatch: one source of truth. `emit` is typed
// by it (so a dispatch site cannot send another shape), contracts may only declare events named
// here, and `npm run manifest` copies each type's text into custom-elements.json and
// elements.d.ts (`CustomEvent<Detail>` for partners' TypeScript).

/** Event name → the type of its `detail`. Keep each type a self-contained literal. */
export interface SztxEventDetails {
  'sztx-open-article': { id: number | string; title: string };
  'sztx-open-file': { id: number | string; name: string };
  'sztx-open-course': { id: number | string; name: string };
  'sztx-open-need': { id: string; title: string };
  'sztx-open-invest': { id: string; title: string };
  'sztx-open-company': { id: number; name: string };
  'sztx-open-member': { id: number; name: string };
  'sztx-login-required': { action: string };
  'sztx-published': { id: number | string | null };
  'sztx-loaded': { count: number; total: number };
  'sztx-filter-change': { tab: '0' | '1'; query: Record<string, string> };
  'sztx-applied': { type: 'person' | 'company'; event: 'add' | 'modify' };
  'sztx-section': { section: string };
  'sztx-error': {
    kind: 'network' | 'cors' | 'http' | 'format';
    status: number | null;
    url: string;
    message: string;
  };
}

export type SztxEventName = keyof SztxEventDetails;

/**
 * The events a listener may cancel (`preventDefault()`) to handle the action itself; every
 * other event is dispatched with `cancelable: false`.
 */
export const CANCELABLE_EVENTS: ReadonlySet<SztxEventName> = new Set<SztxEventName>([
  'sztx-open-article',
  'sztx-open-file',
  'sztx-open-course',
  'sztx-open-need',
  'sztx-open-invest',
  'sztx-open-company',
  'sztx-open-member',
  'sztx-login-required',
  'sztx-published',
]);

/** Events every widget dispatches: each contract lists them after its own. */
export const COMMON_EVENTS: { readonly [K in SztxEventName]?: string } = {
  'sztx-error': 'Loading failed; detail { kind, status, url, message }',
};

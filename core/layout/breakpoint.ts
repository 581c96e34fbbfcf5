// The spec's one breakpoint (000 §1, 001 §9: "width above 768 is the desktop layout"), for
// scripts and stylesheets alike: no layout names 768 or 769 itself (layout.test.ts walks them).

/** Widths above this many CSS pixels get the desktop layout. */
export const PC_BREAKPOINT = 768;

/** Media condition of the phone layout: the width at or below the breakpoint. */
export const PHONE_MEDIA = `(max-width: ${PC_BREAKPOINT}px)`;

/** Media condition of the desktop layout: above the breakpoint (a zoomed 768.5 included). */
export const PC_MEDIA = `(min-width: ${PC_BREAKPOINT + 0.02}px)`;

// The needs screens' two layouts (spec 001 §9: above 768 px the desktop one: tabs on the left,
// three columns, the detail beside its pictures) and what picks one.
//
// - In the portal the page is the screen: the window's width picks it (`$isPc`, the `nb-pc` or
//   `nb-phone` class), as everywhere in the portal, though the page's margins leave the board
//   narrower than the window.
// - Embedded in a partner's page the board's own width picks it (a side column is a phone's
//   width), in CSS: a container query on the shell (`nb-fit`). The server's HTML, rendered with no
//   width, and every render in the browser then lay out alike at every width: nothing moves when
//   the element takes the server's HTML over (issue 32, CLS 0 at 375 px).
//
// Each layout's rules are written once and given to both ways by `desktopCss` / `phoneCss`;
// widgets/styles.test.ts checks that no stylesheet names the layout classes itself.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { PC_MEDIA, PHONE_MEDIA } from '../../core/layout/breakpoint';
import { $isPc } from '../../core/layout/layout';
import { createWidthStore } from '../../core/layout/width';

/** `css` (flat rules) with every selector inside `scope` (a scan: no pattern over the whole sheet). */
function scoped(css: string, scope: string): string {
  return css
    .split('}')
    .map((rule) => {
      const open = rule.indexOf('{');
      if (open < 0) return rule;
      const selectors = rule
        .slice(0, open)
        .split(',')
        .map((selector) => `${scope} ${selector.trim()}`)
        .join(', ');
      return `\n${selectors} {${rule.slice(open + 1)}`;
    })
    .join('}');
}

/** The rules of one layout: under the portal's class, and by the embedded board's width. */
function layoutCss(portalClass: string, condition: string, css: string): string {
  return `${scoped(css, `.${portalClass}`)}\n@container needs ${condition} {${scoped(css, '.nb-fit')}\n}\n`;
}

/** Rules (flat, selectors inside the shell) of the desktop layout only. */
export const desktopCss = (css: string): string => layoutCss('nb-pc', PC_MEDIA, css);

/** Rules (flat, selectors inside the shell) of the phone layout only. */
export const phoneCss = (css: string): string => layoutCss('nb-phone', PHONE_MEDIA, css);

/** The shell's class: the portal's layout by the window, an embedded board's by its own width. */
export function shellClass(portal: boolean, wide: boolean): string {
  if (!portal) return 'nb-shell nb-fit';
  return wide ? 'nb-shell nb-pc' : 'nb-shell nb-phone';
}

/**
 * Whether the needs screens show the desktop layout, for what a stylesheet cannot say (the
 * tabs' orientation for keyboards and screen readers): the window's in the portal, the element's
 * own width when embedded (the window's until it is measured), as the stylesheets.
 */
export function useNeedsLayout(ref: React.RefObject<HTMLElement | null>, portal: boolean): boolean {
  const [$wide, setWideStore] = useState<ReadableAtom<boolean>>($isPc);
  useEffect(() => {
    setWideStore(!portal && ref.current ? createWidthStore(ref.current) : $isPc);
  }, [ref, portal]);
  return useStore($wide);
}

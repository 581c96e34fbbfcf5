// The browser tab's title of each portal route: the selected route tab (a tab list with the
// ROUTE_TABS class: /information/3, /policy/2, /company_member_list/0), the page's main heading
// (its h1: a list's name, an article's title, a company's name) and the association's name,
// in the script the page shows. Only the portal sets it (a widget on a partner's page never
// does: the partner's title is theirs); it follows the page as it loads and changes script.
import { type RefObject, useEffect } from 'react';
import type { Lang } from '../../core/language/language';
import { publicPageUrl } from '../../core/router/public-pages';
import { ROUTE_TABS } from '../page';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The title of the page in `main`: route tab, heading, site (the site alone while loading). */
function pageTitle(main: Element, site: string): string {
  const heading = text(main.querySelector('h1'));
  const tab = text(main.querySelector(`.${ROUTE_TABS} [role="tab"][aria-selected="true"]`));
  const parts = [tab, heading].filter((part, i, all) => part && all.indexOf(part) === i);
  // the home page's heading already names the association
  if (!heading.includes(site)) parts.push(site);
  return parts.join(' - ');
}

/**
 * Keeps `document.title` on the title of the page in `main` while the portal is mounted (and
 * puts the page's own title back when it leaves).
 */
export function useDocumentTitle(
  main: RefObject<HTMLElement | null>,
  site: string,
  shown: boolean,
): void {
  useEffect(() => {
    const el = main.current;
    if (!shown || !el) return;
    const own = document.title;
    const update = () => {
      const next = pageTitle(el, site);
      if (document.title !== next) document.title = next;
    };
    update();
    const watch = new MutationObserver(update);
    watch.observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    return () => {
      watch.disconnect();
      document.title = own;
    };
  }, [main, site, shown]);
}

/**
 * Keeps the page's canonical link on the public page of the item the route shows (`/s/…`,
 * core/router/public-pages.ts) while the portal shows it; no canonical link on other routes
 * (a public page's own goes once the portal has taken the page over).
 */
export function useCanonicalLink(
  path: string,
  portalUrl: string,
  lang: Lang,
  shown: boolean,
): void {
  useEffect(() => {
    if (shown)
      for (const old of document.head.querySelectorAll('link[rel="canonical"]')) old.remove();
    const url = shown ? publicPageUrl(path, portalUrl, lang) : null;
    if (!url) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = url;
    document.head.append(link);
    return () => link.remove();
  }, [path, portalUrl, lang, shown]);
}

// The portal menu's links: an entry (internal route or external site) marked as the current page
// or location, and the entries the menu shows under one of its own.
import type { NavLink } from '../../core/api/content/records';
import { safeUrl } from '../../core/config/config';
import { menuLabel } from '../../core/content/site';
import { $sectionHint, menuMatch, menuSection } from '../../core/router/menu-section';
import { useText } from '../ui/i18n';
import * as texts from './messages';

const isExternal = (url: string) => /^https?:\/\//i.test(url);
const hrefOf = (url: string) =>
  isExternal(url) ? safeUrl(url) : `#${url.startsWith('/') ? url : `/${url}`}`;

/** Entries the menu shows under one of its own (the spec's menu has no place for them). */
export const SUB_MENUS: Record<string, NavLink[]> = {
  '/Invest': [{ name: texts.orderInfo, url: '/Order', type: 'INDEX' }],
};

/**
 * How the menu marks an entry on the page at `path` (core/router/menu-section.ts maps every
 * route to its entry): the entry of the page or of its section is the current page; an entry
 * whose own sub-entry is the page is the current location (the sub-entry is the page); where
 * another entry of the same menu is the page itself (the drawer's 我的收藏 on /my_collection) or
 * the section's own page (個人中心 on /my_company), an entry matched by its section is not
 * marked: one entry is current.
 */
function currentOf(
  item: NavLink,
  path: string,
  sub: boolean,
  among: readonly NavLink[],
): 'page' | 'location' | undefined {
  const hint = $sectionHint.get();
  const match = menuMatch(item.url, path, hint);
  if (sub) return match === 'page' ? 'page' : undefined;
  if (!match) return undefined;
  if (match === 'section' && among.some((other) => outranks(other, item, path))) return undefined;
  const children = SUB_MENUS[item.url] ?? [];
  return children.some((c) => menuMatch(c.url, path, hint) === 'page') ? 'location' : 'page';
}

/**
 * Whether `other` is the current entry rather than `item`, which matches the page at `path` by
 * its section: `other` is the page itself, or the entry of the section's own page (個人中心
 * for /my_company, rather than 我的收藏, another page of the same section).
 */
function outranks(other: NavLink, item: NavLink, path: string): boolean {
  if (other === item) return false;
  const hint = $sectionHint.get();
  const match = menuMatch(other.url, path, hint);
  if (match === 'page') return true;
  const own = (url: string) => (url.startsWith('/') ? url : `/${url}`) === menuSection(url);
  return match === 'section' && own(other.url) && !own(item.url);
}

/** The entries shown under `item`, as links (in the drawer, indented under it). */
export function SubMenu(props: { item: NavLink; path: string; onClick?: () => void }) {
  const sub = SUB_MENUS[props.item.url];
  if (!sub) return null;
  return (
    <ul className="menu-sub">
      {sub.map((child) => (
        <li key={child.url}>
          <MenuLink item={child} path={props.path} onClick={props.onClick} sub />
        </li>
      ))}
    </ul>
  );
}

/** One menu entry as a link (a new window for another site). */
export function MenuLink(props: {
  item: NavLink;
  path: string;
  onClick?: () => void;
  sub?: boolean;
  /** The menu it is an entry of (one entry is current). */
  among?: readonly NavLink[];
}) {
  const { t } = useText();
  const external = isExternal(props.item.url);
  return (
    <a
      href={hrefOf(props.item.url)}
      className="menu-link"
      aria-current={currentOf(props.item, props.path, Boolean(props.sub), props.among ?? [])}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={props.onClick}
    >
      {t(menuLabel(props.item.name))}
      {external ? <span className="sr-only">{t(texts.newWindow)}</span> : null}
    </a>
  );
}

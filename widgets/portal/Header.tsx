import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { NavigateItem } from '../../core/api/wire/content';
import { safeUrl } from '../../core/config/config';
import { menuLabel, siteOf } from '../../core/content/site';
import { toggleLang, toTraditional } from '../../core/language/language';
import { $isPc } from '../../core/layout/layout';
import { $sectionHint, menuMatch } from '../../core/router/menu-section';
import { $route, buildPath, navigate } from '../../core/router/router';
import { logOut } from '../../core/session/auth';
import {
  $loggedIn,
  $session,
  $unread,
  badgeVisible,
  openLogin,
  requireLogin,
} from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { useFocusTrap } from '../ui/Dialog';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useApi, useImageUrl } from '../ui/scope';
import { Icon } from './icons';
import * as texts from './messages';

/**
 * The language switch, after the browser has painted the frame of the click: the whole portal
 * re-renders in the other script (and loads its dictionary the first time), work that would
 * otherwise hold the click's next paint back (its INP).
 */
function switchLanguage(): void {
  requestAnimationFrame(() => setTimeout(toggleLang, 0));
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);
const hrefOf = (url: string) =>
  isExternal(url) ? safeUrl(url) : `#${url.startsWith('/') ? url : `/${url}`}`;

/** Entries the menu shows under one of its own (the spec's menu has no place for them). */
const SUB_MENUS: Record<string, NavigateItem[]> = {
  '/Invest': [{ name: texts.orderInfo, url: '/Order', type: 'INDEX' }],
};

/**
 * How the menu marks an entry on the page at `path` (core/router/menu-section.ts maps every
 * route to its entry): the entry of the page or of its section is the current page; an entry
 * whose own sub-entry is the page is the current location (the sub-entry is the page).
 */
function currentOf(
  item: NavigateItem,
  path: string,
  sub: boolean,
): 'page' | 'location' | undefined {
  const hint = $sectionHint.get();
  const match = menuMatch(item.url, path, hint);
  if (sub) return match === 'page' ? 'page' : undefined;
  if (!match) return undefined;
  const children = SUB_MENUS[item.url] ?? [];
  return children.some((c) => menuMatch(c.url, path, hint) === 'page') ? 'location' : 'page';
}

/** The entries shown under `item`, as links (in the drawer, indented under it). */
function SubMenu(props: { item: NavigateItem; path: string; onClick?: () => void }) {
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

function MenuLink(props: {
  item: NavigateItem;
  path: string;
  onClick?: () => void;
  sub?: boolean;
}) {
  const { t } = useText();
  const external = isExternal(props.item.url);
  return (
    <a
      href={hrefOf(props.item.url)}
      className="menu-link"
      aria-current={currentOf(props.item, props.path, Boolean(props.sub))}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={props.onClick}
    >
      {t(menuLabel(props.item.name))}
      {external ? <span className="sr-only">{t(texts.newWindow)}</span> : null}
    </a>
  );
}

function SearchBox(props: { onDone?: () => void }) {
  useFormStyles();
  const { t } = useText();
  const [keyword, setKeyword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) return; // empty keyword search is skipped (spec §5)
    navigate(buildPath('/search', { keyword: await toTraditional(text) }));
    props.onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in every browser partners use
    <form className="search" role="search" onSubmit={submit}>
      <label className="sr-only" htmlFor="sztx-search">
        {t(ui.search)}
      </label>
      <input
        id="sztx-search"
        className="input"
        type="search"
        value={keyword}
        placeholder={t(texts.searchPlaceholder)}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" className="icon-btn" aria-label={t(ui.search)}>
        <Icon name="search" />
      </button>
    </form>
  );
}

/** The avatar with a small menu: personal centre and log out. */
function UserMenu(props: { name: string; photo: string | undefined }) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    wrap.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (!event.composedPath().includes(wrap.current as EventTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      wrap.current?.querySelector<HTMLElement>('.avatar')?.focus();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = [...(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const root = wrap.current?.getRootNode() as ShadowRoot | Document;
      const index = items.indexOf(root.activeElement as HTMLElement);
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    }
  };
  const doLogout = async () => {
    setOpen(false);
    const result = await logOut();
    toast.success(result.message);
  };
  return (
    <div className="user-menu" ref={wrap}>
      <button
        type="button"
        className="avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t(texts.personalCentreOf(props.name))}
        onClick={() => setOpen(!open)}
      >
        {props.photo ? (
          <img src={imageUrl(props.photo)} alt="" />
        ) : (
          <span aria-hidden="true">{props.name.slice(0, 1)}</span>
        )}
      </button>
      {open ? (
        <div className="menu-pop">
          <p className="menu-pop-name">{t(props.name)}</p>
          <div role="menu" aria-label={t(texts.account)} tabIndex={-1} onKeyDown={onKeyDown}>
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false);
                navigate('/person_center');
              }}
            >
              {t(ui.personalCentre)}
            </button>
            <button role="menuitem" type="button" onClick={doLogout}>
              {t(ui.logOut)}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The mobile menu drawer: a modal panel that keeps focus and gives it back to 選單. */
function Drawer(props: {
  items: NavigateItem[];
  path: string;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useText();
  const { panel, onKeyDown } = useFocusTrap(props.onClose, 'button, a');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="drawer-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}
    >
      <div
        id="sztx-drawer"
        ref={panel}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t(texts.menu)}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="drawer-head">
          <span className="brand-name">{t(texts.associationName)}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t(texts.closeMenu)}
            onClick={props.onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <SearchBox onDone={props.onClose} />
        <nav aria-label={t(texts.mainMenu)}>
          <ul className="drawer-list">
            {props.items.map((item) => (
              <li key={`${item.name}-${item.url}`}>
                <MenuLink item={item} path={props.path} onClick={props.onClose} />
                <SubMenu item={item} path={props.path} onClick={props.onClose} />
              </li>
            ))}
            {props.loggedIn ? (
              <li>
                <button
                  type="button"
                  className="menu-link drawer-logout"
                  onClick={async () => {
                    props.onClose();
                    toast.success((await logOut()).message);
                  }}
                >
                  {t(ui.logOut)}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** Header: logo, the 13 menu entries, icons, language toggle; a drawer on mobile. */
export function Header() {
  const imageUrl = useImageUrl();
  const site = useStore(siteOf(useApi()));
  const route = useStore($route);
  useStore($sectionHint); // a page's own section (read by the menu links) marks its entry
  const isPc = useStore($isPc);
  const loggedIn = useStore($loggedIn);
  const session = useStore($session);
  const unread = useStore($unread);
  const { t, lang } = useText();
  const [drawer, setDrawer] = useState(false);
  const [searching, setSearching] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the drawer and search
  useEffect(() => {
    setDrawer(false);
    setSearching(false);
  }, [route.path]);

  const gated = (to: string) => () => {
    if (requireLogin()) navigate(to);
  };
  const login = () => (isPc ? openLogin('login') : navigate('/login'));
  const logo = site.profile?.logo;
  const name = session.user?.name || t(ui.member);
  const photo = session.user?.photo;

  const mobileMenu: Array<NavigateItem> = [...site.menu];
  // the first entry (home) gives way to login when logged out, even before the menu has loaded
  if (!loggedIn) {
    mobileMenu.splice(0, mobileMenu.length > 0 ? 1 : 0, {
      name: ui.logIn,
      url: '/login',
      type: 'INDEX',
    });
  }
  if (loggedIn) mobileMenu.push({ name: ui.myFavourites, url: '/my_collection', type: 'INDEX' });
  mobileMenu.push({ name: ui.personalCentre, url: '/person_center', type: 'INDEX' });

  return (
    <header className="header" part="header">
      <div className="header-top">
        <div className="wrap header-bar">
          {!isPc ? (
            <button
              type="button"
              className="icon-btn"
              aria-label={t(texts.menu)}
              aria-expanded={drawer}
              aria-controls="sztx-drawer"
              onClick={() => setDrawer(true)}
            >
              <Icon name="menu" />
            </button>
          ) : null}
          {/* without the logo (its profile failed to load) the visible name is the link's name */}
          <a href="#/" className="brand" aria-label={logo ? t(texts.home) : undefined}>
            {logo ? (
              <img src={imageUrl(logo)} alt={t(texts.associationName)} className="brand-logo" />
            ) : (
              <span className="brand-name">{t(texts.associationName)}</span>
            )}
          </a>
          <div className="header-tools">
            {isPc && searching ? <SearchBox onDone={() => setSearching(false)} /> : null}
            {isPc && !searching ? (
              <button
                type="button"
                className="icon-btn"
                aria-label={t(ui.search)}
                onClick={() => setSearching(true)}
              >
                <Icon name="search" />
              </button>
            ) : null}
            <button
              type="button"
              className="icon-btn"
              onClick={gated('/my_message')}
              aria-label={
                badgeVisible(unread) ? t(texts.notificationsUnread(unread)) : t(texts.notifications)
              }
            >
              <Icon name="bell" />
              {badgeVisible(unread) ? (
                <span className="badge" aria-hidden="true">
                  {unread}
                </span>
              ) : null}
            </button>
            {isPc ? (
              <button
                type="button"
                className="icon-btn"
                aria-label={t(ui.myFavourites)}
                onClick={gated('/my_collection')}
              >
                <Icon name="star" />
              </button>
            ) : null}
            <button
              type="button"
              className="lang-btn"
              aria-label={lang === 't' ? texts.switchToSimplified : texts.switchToTraditional}
              onClick={switchLanguage}
            >
              {lang === 't' ? texts.simplifiedShort : texts.traditionalShort}
            </button>
            {loggedIn ? (
              <UserMenu name={name} photo={photo} />
            ) : session.status === 'checking' ? (
              <span className="avatar skeleton" aria-hidden="true" />
            ) : (
              <button type="button" className="btn btn-primary login-btn" onClick={login}>
                {t(ui.logIn)}
              </button>
            )}
          </div>
        </div>
      </div>
      {isPc ? (
        <nav className="menu" aria-label={t(texts.mainMenu)}>
          <ul className="wrap menu-list">
            {site.status === 'loading' && site.menu.length === 0
              ? Array.from({ length: 13 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <li key={i} className="menu-skeleton" aria-hidden="true" />
                ))
              : site.menu.map((item) => (
                  <li
                    key={`${item.name}-${item.url}`}
                    className={SUB_MENUS[item.url] ? 'menu-has-sub' : undefined}
                  >
                    <MenuLink item={item} path={route.path} />
                    <SubMenu item={item} path={route.path} />
                  </li>
                ))}
          </ul>
        </nav>
      ) : drawer ? (
        <Drawer
          items={mobileMenu}
          path={route.path}
          loggedIn={loggedIn}
          onClose={() => setDrawer(false)}
        />
      ) : null}
    </header>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { NavLink } from '../../core/api/content/records';
import { siteOf } from '../../core/content/site';
import { toggleLang } from '../../core/language/language';
import { $isPc } from '../../core/layout/layout';
import { $sectionHint } from '../../core/router/menu-section';
import { $route, navigate } from '../../core/router/router';
import {
  $loggedIn,
  $session,
  $unread,
  badgeVisible,
  openLogin,
  requireLogin,
} from '../../core/session/session';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useApi, useImageUrl, useScope } from '../ui/scope';
import { Drawer } from './Drawer';
import { Icon } from './icons';
import { MenuLink, SUB_MENUS, SubMenu } from './MenuLinks';
import * as texts from './messages';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/**
 * The language switch, after the browser has painted the frame of the click: the whole portal
 * re-renders in the other script (and loads its dictionary the first time), work that would
 * otherwise hold the click's next paint back (its INP).
 */
function switchLanguage(): void {
  requestAnimationFrame(() => setTimeout(toggleLang, 0));
}

/** Header: logo, the 13 menu entries, icons, language toggle; a drawer on mobile. */
export function Header() {
  const imageUrl = useImageUrl();
  const site = useStore(siteOf(useApi(), useScope().seed));
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

  const mobileMenu: Array<NavLink> = [...site.menu];
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
                    <MenuLink item={item} path={route.path} among={site.menu} />
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

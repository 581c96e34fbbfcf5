import { useStore } from '@nanostores/react';
import { Fragment, type ReactNode } from 'react';
import { $isPc } from '../../core/layout/layout';
import { $portalActive, currentRoute, isPortalActive, navigate } from '../../core/router/router';
import { loginRoute } from '../../core/router/routes';
import { $isAssociationMember, $session, openLogin } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { StrokeIcon } from '../ui/icons';
import * as ui from '../ui/messages';
import { useImageUrl, usePortalHref } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import { menuItem, PERSONAL_MENU } from './menu';
import * as texts from './messages';

/** Props of the personal area's frame. */
export interface PersonalLayoutProps {
  /** The current route, e.g. `/my_need`: marks the menu entry and names the page. */
  active: string;
  children: ReactNode;
  /** Page heading; defaults to the menu label of `active`. */
  title?: string;
  /** Show a login prompt instead of the children when logged out (default: the menu's rule). */
  needsLogin?: boolean;
  /** No menu (message details); a back link to `backTo` instead. */
  bare?: boolean;
  backTo?: { route: string; label: string };
  /** Handles menu clicks itself (the embeddable element); the portal follows the links. */
  onNavigate?: (route: string) => void;
}

const ICONS: Record<string, string> = {
  '/person_center': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  '/my_company': 'M4 20V6l8-3v17M12 8h8v12M7 9h2M7 13h2M15 12h2M15 16h2M2 20h20',
  '/my_message': 'M4 5h16v11H8l-4 4z',
  '/my_collection': 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  '/my_need': 'M5 4h14v16H5zM9 9h6M9 13h6M9 17h3',
  '/my_rights': 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M9 12l2 2 4-4',
  '/my_activity': 'M4 6h16v14H4zM8 3v5M16 3v5M4 11h16',
  '/my_questionnaire': 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  '/my_fee': 'M3 6h18v12H3zM3 10h18M7 15h3',
  '/privacy': 'M6 10V8a6 6 0 0 1 12 0v2M5 10h14v10H5z',
  '/user_agreement': 'M6 3h9l3 3v15H6zM9 11h6M9 15h6',
};

function MenuIcon({ route }: { route: string }) {
  return (
    <StrokeIcon
      d={ICONS[route] ?? ''}
      size={18}
      strokeWidth="1.7"
      linecap="round"
      linejoin="round"
      className="pl-icon"
    />
  );
}

/** The logged-in user's avatar, name and membership line. */
function UserCard() {
  const imageUrl = useImageUrl();
  const session = useStore($session);
  const member = useStore($isAssociationMember);
  const { t } = useText();
  const user = session.user;
  const name = user?.name || t(ui.member);
  return (
    <div className="pl-user">
      {user?.photo ? (
        <img className="pl-avatar" src={imageUrl(user.photo)} alt="" />
      ) : (
        <span className="pl-avatar pl-avatar-empty" aria-hidden="true">
          {Array.from(name)[0]}
        </span>
      )}
      <div className="pl-user-text">
        <p className="pl-user-name">{t(name)}</p>
        <p className={member ? 'pl-tag pl-tag-member' : 'pl-tag'}>
          {t(member ? ui.associationMember : texts.ordinaryMember)}
        </p>
      </div>
    </div>
  );
}

function Menu(props: { active: string; list?: boolean; onNavigate?: (route: string) => void }) {
  const portalHref = usePortalHref();
  const portal = useStore($portalActive);
  const { t } = useText();
  const current = menuItem(props.active)?.route;
  return (
    <nav aria-label={t(texts.centreMenu)} className={props.list ? 'pl-list' : 'pl-menu'}>
      <ul>
        {PERSONAL_MENU.map((item) => (
          <li key={item.route}>
            <a
              href={portalHref(item.route)}
              target={portal || props.onNavigate ? undefined : '_top'}
              aria-current={item.route === current ? 'page' : undefined}
              onClick={(e) => {
                if (!props.onNavigate || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                props.onNavigate(item.route);
              }}
            >
              <MenuIcon route={item.route} />
              <span>{t(item.label)}</span>
              {props.list ? (
                <StrokeIcon d="M9 6l6 6-6 6" size={16} strokeWidth="2" className="pl-chevron" />
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Shown instead of a private page when nobody is logged in. */
function LoginPrompt() {
  const { t } = useText();
  const isPc = useStore($isPc);
  return (
    <div className="pl-card pl-login">
      <p>{t(texts.logInToView)}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() =>
          isPc || !isPortalActive() ? openLogin('login') : navigate(loginRoute(currentRoute()))
        }
      >
        {t(ui.logInOrRegister)}
      </button>
    </div>
  );
}

/**
 * The personal area's frame: a left menu on desktop; on mobile the menu is a list on the
 * personal centre page and the other pages get a back link. Pages of other areas (e.g.
 * `/my_need`) wrap their content in it: `<PersonalLayout active="/my_need">…</PersonalLayout>`.
 */
export function PersonalLayout(props: PersonalLayoutProps) {
  const portalHref = usePortalHref();
  useStyles(PERSONAL_LAYOUT_CSS);
  const { t } = useText();
  const isPc = useStore($isPc);
  const session = useStore($session);
  const item = menuItem(props.active);
  const title = props.title ?? item?.label ?? '';
  const needsLogin = props.needsLogin ?? item?.needsLogin ?? true;
  const home = props.active === '/person_center';

  // keyed by user: a session that ended on this page keeps its page (and what was typed) under
  // the login dialog; another user logging in gets a fresh one
  let body: ReactNode = needsLogin ? (
    <Fragment key={session.userId ?? ''}>{props.children}</Fragment>
  ) : (
    props.children
  );
  if (needsLogin && session.status === 'checking') {
    body = (
      <div className="pl-card" aria-busy="true">
        <div className="skeleton" style={{ height: 22, width: '40%' }} />
        <div className="skeleton" style={{ height: 120, marginTop: 16 }} />
      </div>
    );
  } else if (needsLogin && !session.userId) {
    body = <LoginPrompt />;
  }

  const back = props.backTo ?? { route: '/person_center', label: ui.personalCentre };
  const backLink = (
    <a
      className="pl-back"
      href={portalHref(back.route)}
      onClick={(e) => {
        if (!props.onNavigate) return;
        e.preventDefault();
        props.onNavigate(back.route);
      }}
    >
      <StrokeIcon d="M15 6l-6 6 6 6" size={16} strokeWidth="2" />
      {t(back.label)}
    </a>
  );
  const heading = title ? <h1 className="pl-title">{t(title)}</h1> : null;

  if (props.bare) {
    return (
      <div className="wrap page">
        <div className="pl pl-bare">
          {backLink}
          {body}
        </div>
      </div>
    );
  }

  if (!isPc) {
    return (
      <div className="wrap page">
        <div className="pl pl-mobile">
          {home ? (
            <>
              {session.status === 'valid' ? <UserCard /> : null}
              <Menu active={props.active} list onNavigate={props.onNavigate} />
            </>
          ) : (
            backLink
          )}
          {heading}
          {body}
        </div>
      </div>
    );
  }

  return (
    <div className="wrap page">
      <div className="pl pl-desktop">
        <aside className="pl-aside">
          {session.status === 'valid' ? <UserCard /> : null}
          <Menu active={props.active} onNavigate={props.onNavigate} />
        </aside>
        <section className="pl-main">
          {heading}
          {body}
        </section>
      </div>
    </div>
  );
}

/** Styles of the personal area frame and the cards its pages use. */
export const PERSONAL_LAYOUT_CSS = /* css */ `
.pl { display: grid; gap: 16px; align-items: start; }
.pl-desktop { grid-template-columns: 232px minmax(0, 1fr); gap: 24px; }
.pl-aside { position: sticky; top: 130px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.5); overflow: hidden; }
.pl-main { display: grid; gap: 16px; min-width: 0; }
.pl-title { font-size: 20px; font-weight: 700; padding-left: 10px; border-left: 4px solid var(--sztx-primary); line-height: 1.3; }
.pl-card { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.5); padding: 24px; }
.pl-login { display: grid; justify-items: center; gap: 14px; padding: 48px 24px; color: var(--sztx-text-muted); text-align: center; }
.pl-user { display: flex; align-items: center; gap: 12px; padding: 20px 16px; background: linear-gradient(120deg, var(--sztx-primary-dark), var(--sztx-primary) 60%, color-mix(in srgb, var(--sztx-primary), var(--sztx-highlight))); color: var(--sztx-on-primary); }
.pl-mobile .pl-user { border-radius: calc(var(--sztx-radius) * 1.5); }
.pl-avatar { width: 52px; height: 52px; border-radius: 50%; object-fit: cover; flex: none; border: 2px solid color-mix(in srgb, var(--sztx-on-primary) 70%, transparent); background: var(--sztx-surface); }
.pl-avatar-empty { display: grid; place-items: center; color: var(--sztx-primary); font-weight: 700; font-size: 20px; }
.pl-user-text { min-width: 0; display: grid; gap: 4px; }
.pl-user-name { font-weight: 700; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-tag { justify-self: start; font-size: 12px; padding: 1px 8px; border-radius: calc(var(--sztx-radius) * 1.25); background: color-mix(in srgb, var(--sztx-on-primary) 20%, transparent); }
.pl-tag-member { background: var(--sztx-highlight); color: var(--sztx-warning); font-weight: 600; }
.pl-menu ul { display: grid; padding: 8px; }
.pl-menu a { display: flex; align-items: center; gap: 10px; padding: 10px 12px; border-radius: var(--sztx-radius); color: var(--sztx-text); font-size: 15px; }
.pl-menu a:hover { background: var(--sztx-surface-alt); color: var(--sztx-primary); }
.pl-menu a[aria-current="page"] { background: var(--sztx-primary-soft); color: var(--sztx-primary); font-weight: 600; }
.pl-icon { flex: none; opacity: .85; }
.pl-list { background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 1.5); overflow: hidden; }
.pl-list a { display: flex; align-items: center; gap: 12px; min-height: 50px; padding: 0 14px; border-bottom: 1px solid var(--sztx-border); }
.pl-list li:last-child a { border-bottom: 0; }
.pl-list a[aria-current="page"] { color: var(--sztx-primary); font-weight: 600; }
.pl-list a span { flex: 1; }
.pl-chevron { color: var(--sztx-text-muted); }
.pl-back { justify-self: start; display: inline-flex; align-items: center; gap: 4px; color: var(--sztx-accent); font-size: 14px; min-height: 32px; }
.pl-mobile .pl-card { padding: 16px; }
`;

// The portal's menu on mobile: a drawer with the search, the menu entries and logging out.
import type { NavLink } from '../../core/api/content/records';
import { logOut } from '../../core/session/auth';
import { toast } from '../../core/toast/toast';
import { useFocusTrap } from '../ui/Dialog';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { Icon } from './icons';
import { MenuLink, SubMenu } from './MenuLinks';
import * as texts from './messages';
import { SearchBox } from './SearchBox';

/** The mobile menu drawer: a modal panel that keeps focus and gives it back to 選單. */
export function Drawer(props: {
  items: NavLink[];
  path: string;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useText();
  const { panel, onKeyDown, shown } = useFocusTrap(props.onClose, 'button, a');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="drawer-backdrop"
      hidden={!shown}
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
                <MenuLink
                  item={item}
                  path={props.path}
                  onClick={props.onClose}
                  among={props.items}
                />
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

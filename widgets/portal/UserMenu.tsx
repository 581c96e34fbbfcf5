// The header's account menu for a logged-in member.
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../core/router/router';
import { logOut } from '../../core/session/auth';
import { toast } from '../../core/toast/toast';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useImageUrl } from '../ui/scope';
import * as texts from './messages';

/** The avatar with a small menu: personal centre and log out. */
export function UserMenu(props: { name: string; photo: string | undefined }) {
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

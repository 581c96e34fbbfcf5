import { $loginDialog, $upgradePrompt } from '../../core/session/session';
import { $toasts } from '../../core/toast/toast';
import { THEME_TOKENS } from './styles';

const MARK = 'data-sztx-overlay';

let opener: Element | null = null;

/** The element the user acts in: the overlays it opens (login, upgrade prompt) take its theme. */
export function noteOpener(element: Element): void {
  opener = element;
}

/** Copies the opener's theme properties (set on it or inherited) onto the overlay's host. */
function themeFrom(host: HTMLElement): void {
  const style = opener?.isConnected ? getComputedStyle(opener) : null;
  for (const token of THEME_TOKENS) {
    const value = style?.getPropertyValue(token).trim();
    if (value) host.style.setProperty(token, value);
    else host.style.removeProperty(token);
  }
}

/**
 * Mounts the page's one overlay host (login dialog, toasts) unless one exists. What it shows is
 * a chunk of its own, loaded the first time there is something to show: a toast, the login
 * dialog or the upgrade prompt.
 */
export function ensureOverlay(): void {
  if (typeof document === 'undefined' || document.querySelector(`[${MARK}]`)) return;
  const host = document.createElement('sztx-overlay');
  host.setAttribute(MARK, '');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  // each opening takes the theme of the element it was opened from
  $loginDialog.subscribe(({ open }) => open && themeFrom(host));
  $upgradePrompt.subscribe((open) => open && themeFrom(host));
  const stops: Array<() => void> = [];
  const show = (needed: boolean) => {
    if (!needed || stops.length === 0) return;
    for (const stop of stops.splice(0)) stop();
    import('./OverlayView').then(
      (m) => m.mountOverlay(shadow),
      (error: unknown) => console.error('[sztx] overlay failed to load', error),
    );
  };
  stops.push(
    $toasts.listen((list) => show(list.length > 0)),
    $loginDialog.listen(({ open }) => show(open)),
    $upgradePrompt.listen(show),
  );
  show($toasts.get().length > 0 || $loginDialog.get().open || $upgradePrompt.get());
}

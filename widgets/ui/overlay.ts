import { setActiveConfig } from '../../core/config/config';
import { $loginDialog, $upgradePrompt } from '../../core/session/session';
import { $toasts } from '../../core/toast/toast';

const MARK = 'data-sztx-overlay';

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
  // calls from the dialogs (login, the upgrade prompt) go to the page's API, as the session does
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    host.addEventListener(type, () => setActiveConfig(undefined), { capture: true });
  }
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

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toasts, dismissToast } from '../../core/toast/toast';
import { useText } from './i18n';
import * as ui from './messages';

/** The page's toasts; errors are announced assertively, others politely. */
export function Toasts() {
  const all = useStore($toasts);
  // the live regions are in the page before their first toast, so that it is announced (the
  // overlay mounts when the first toast comes)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const toasts = ready ? all : [];
  const { t } = useText();
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {toasts
          .filter((x) => x.kind !== 'error')
          .map((x) => (
            <div key={x.id} className={`toast toast-${x.kind}`} part="toast">
              <span>{t(x.text)}</span>
              <button type="button" className="sr-only" onClick={() => dismissToast(x.id)}>
                {t(ui.close)}
              </button>
            </div>
          ))}
      </div>
      <div className="toasts" style={{ top: '64px' }} role="alert" aria-live="assertive">
        {toasts
          .filter((x) => x.kind === 'error')
          .map((x) => (
            <div key={x.id} className="toast toast-error" part="toast">
              <span>{t(x.text)}</span>
            </div>
          ))}
      </div>
    </>
  );
}

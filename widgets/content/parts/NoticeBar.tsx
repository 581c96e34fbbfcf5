import { useEffect, useRef, useState } from 'react';
import { listCunpan } from '../../../core/api/content/reads';
import { useText } from '../../ui/i18n';
import { useQuery } from '../../ui/query';
import { usePortalHref } from '../../ui/scope';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';

/** True when the user asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/** Scrolling notice bar: the latest announcements, 1 px every 20 ms, paused on hover or focus. */
export function NoticeBar() {
  const portalHref = usePortalHref();
  useStyles(CSS);
  const { t } = useText();
  const notices = useQuery(['content', 'notices'], (call) =>
    listCunpan(call, { start: 0, limit: 6, type: 2 }),
  );
  const track = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const [still] = useState(prefersReducedMotion);
  const items = notices.data?.items ?? [];

  useEffect(() => {
    if (still || items.length === 0) return;
    let offset = 0;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || paused.current) return;
      const half = el.scrollWidth / 2;
      offset = half > 0 ? (offset + 1) % half : 0;
      el.style.transform = `translateX(${-offset}px)`;
    }, 20);
    return () => clearInterval(timer);
  }, [still, items.length]);

  if (notices.status === 'error' || (notices.status === 'ready' && items.length === 0)) return null;
  const links = items.map((n) => (
    <a key={n.id} href={portalHref(`/file/${n.id}`)} className="nb-item">
      {t(n.name)}
    </a>
  ));
  // the second copy only fills the gap while the first scrolls out
  const echo = (
    <span className="nb-echo" aria-hidden="true">
      {items.map((n) => (
        <span key={n.id} className="nb-item">
          {t(n.name)}
        </span>
      ))}
    </span>
  );
  return (
    <section
      className={`nb ${still ? 'nb-still' : ''}`}
      aria-label={t(texts.associationNotices)}
      onMouseEnter={() => {
        paused.current = true;
      }}
      onMouseLeave={() => {
        paused.current = false;
      }}
      onFocus={() => {
        paused.current = true;
      }}
      onBlur={() => {
        paused.current = false;
      }}
    >
      <span className="nb-label" aria-hidden="true">
        {t(texts.notice)}
      </span>
      <div className="nb-window">
        <div className="nb-track" ref={track}>
          {links}
          {still ? null : echo}
        </div>
      </div>
    </section>
  );
}

const CSS = /* css */ `
.nb { display: flex; align-items: center; gap: 10px; background: var(--sztx-surface); border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); padding: 6px 12px; overflow: hidden; }
.nb-label { flex: none; background: var(--sztx-primary); color: var(--sztx-on-primary); font-size: 13px; padding: 2px 10px; border-radius: calc(var(--sztx-radius) * 1.25); }
.nb-window { flex: 1; min-width: 0; overflow: hidden; }
.nb-track { display: flex; gap: 48px; white-space: nowrap; width: max-content; will-change: transform; }
.nb-still .nb-track { flex-wrap: wrap; white-space: normal; width: auto; gap: 4px 24px; }
.nb-item { font-size: 14px; }
.nb-echo { display: flex; gap: 48px; }
.nb-item:hover, .nb-item:focus-visible { color: var(--sztx-primary); }
`;

import { useEffect, useState } from 'react';
import { listBanners } from '../../../core/api/content/reads';
import type { BannerSlide } from '../../../core/api/content/records';
import { PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { useImageUrl, usePortalHref } from '../../ui/scope';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { prefersReducedMotion } from './NoticeBar';

function hrefOf(
  { target }: BannerSlide,
  portalHref: (to: string) => string,
): { href?: string; external: boolean } {
  if (target.kind === 'route') return { href: portalHref(target.to), external: false };
  if (target.kind === 'external') return { href: target.url, external: true };
  return { external: false };
}

/** Banner carousel: previous/next buttons, slide dots, pause; no autoplay with reduced motion. */
export function BannerCarousel() {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  useStyles(CSS);
  const { t } = useText();
  const banners = useQuery(['content', 'banners'], listBanners);
  const items = banners.data ?? [];
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hover, setHover] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (!playing || hover || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), 5000);
    return () => clearInterval(timer);
  }, [playing, hover, count]);

  if (banners.status === 'loading')
    return <div className="bn bn-skeleton skeleton" aria-hidden="true" />;
  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className="bn"
      aria-roledescription={t(texts.carousel)}
      aria-label={t(texts.focusImages)}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocusCapture={() => setHover(true)}
      onBlurCapture={() => setHover(false)}
    >
      <div className="bn-slides" aria-live={playing ? 'off' : 'polite'}>
        {items.map((banner, i) => {
          const { href, external } = hrefOf(banner, portalHref);
          // the first slide is the page's largest image: fetched first; the hidden ones after it
          const img = (
            <img
              src={imageUrl(banner.image)}
              alt={t(banner.title)}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          );
          return (
            <div
              key={banner.id ?? i}
              className={`bn-slide ${i === index ? 'bn-on' : ''}`}
              hidden={i !== index}
            >
              {href ? (
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  data-model-type={banner.modelType}
                >
                  {img}
                </a>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="bn-controls">
          <button
            type="button"
            className="bn-btn"
            aria-label={t(ui.previousSlide)}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="bn-dots">
            {items.map((b, i) => (
              <button
                key={b.id ?? i}
                type="button"
                className={`bn-dot ${i === index ? 'bn-dot-on' : ''}`}
                aria-label={`${t(ui.ordinal)} ${i + 1} ${t(texts.slideUnit)}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="bn-btn"
            aria-label={playing ? t(texts.pauseCarousel) : t(texts.playCarousel)}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? '❚❚' : '▶'}
          </button>
          <button
            type="button"
            className="bn-btn"
            aria-label={t(ui.nextSlide)}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

const CSS = /* css */ `
.bn { position: relative; height: 384px; border-radius: var(--sztx-radius); overflow: hidden; background: var(--sztx-surface-alt); }
.bn-skeleton { display: block; }
.bn-slides, .bn-slide, .bn-slide a { display: block; width: 100%; height: 100%; }
.bn-slide img { width: 100%; height: 100%; object-fit: cover; display: block; }
.bn-controls { position: absolute; left: 0; right: 0; bottom: 10px; display: flex; align-items: center; justify-content: center; gap: 8px; }
.bn-btn { width: 34px; height: 34px; border-radius: 50%; border: 0; background: color-mix(in srgb, var(--sztx-scrim) 50%, transparent); color: var(--sztx-on-primary); font-size: 16px; cursor: pointer; }
.bn-btn:hover, .bn-btn:focus-visible { background: color-mix(in srgb, var(--sztx-scrim) 75%, transparent); }
.bn-dots { display: flex; gap: 4px; }
.bn-dot { width: 24px; height: 24px; border: 0; background: transparent; cursor: pointer; padding: 0; position: relative; }
.bn-dot::after { content: ''; position: absolute; inset: 8px; border-radius: 50%; background: color-mix(in srgb, var(--sztx-on-primary) 60%, transparent); }
.bn-dot-on::after { background: var(--sztx-on-primary); inset: 6px; }
@media ${PHONE_MEDIA} { .bn { height: 230px; } .bn-btn { width: 30px; height: 30px; } }
`;

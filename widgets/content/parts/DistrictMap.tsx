import { useState } from 'react';
import type { Area, DistrictCount } from '../../../core/api/content/records';
import { districtTiles, hexPoints } from '../../../core/content/districts';
import { buildPath } from '../../../core/router/router';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { usePortalHref } from '../../ui/scope';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';

const R = 48;

/** Schematic map of the city's districts: hover or focus shows counts, click opens the directory. */
export function DistrictMap(props: { districts: Area[]; counts: DistrictCount[] }) {
  const portalHref = usePortalHref();
  useStyles(CSS);
  const { t } = useText();
  const { tiles, width, height } = districtTiles(props.districts, props.counts, R);
  const [active, setActive] = useState<string | null>(null);
  const max = Math.max(1, ...tiles.map((d) => d.companies));
  const current = tiles.find((d) => d.id === active);
  return (
    <figure className="dm">
      <figcaption className="sr-only">{t(texts.districtMapHint)}</figcaption>
      <svg className="dm-svg" viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`}>
        <title>{t(texts.districtMap)}</title>
        {tiles.map((d) => {
          const label = texts.districtLabel(
            t(d.name),
            t(texts.companies),
            d.companies,
            t(ui.member),
            d.members,
          );
          const share = d.companies / max;
          return (
            <a
              key={d.id}
              href={portalHref(buildPath('/company_member_list/0', { area: d.name }))}
              aria-label={label}
              className={`dm-cell ${active === d.id ? 'dm-on' : ''}`}
              data-district={d.name}
              onMouseEnter={() => setActive(d.id)}
              onMouseLeave={() => setActive((a) => (a === d.id ? null : a))}
              onFocus={() => setActive(d.id)}
              onBlur={() => setActive((a) => (a === d.id ? null : a))}
            >
              <polygon
                points={hexPoints(d.x, d.y, R - 3)}
                style={{ fill: `hsl(212, 62%, ${78 - share * 38}%)` }}
              />
              <text x={d.x} y={d.y + 5} textAnchor="middle" className="dm-name">
                {t(d.name)}
              </text>
            </a>
          );
        })}
      </svg>
      <div
        className="dm-tip"
        role="status"
        style={
          current
            ? { left: `${(current.x / width) * 100}%`, top: `${((current.y - R) / height) * 100}%` }
            : { visibility: 'hidden' }
        }
      >
        {current ? (
          <>
            <strong>{t(current.name)}</strong>
            <span>
              {t(texts.companies)} {current.companies}
            </span>
            <span>
              {t(ui.member)} {current.members}
            </span>
          </>
        ) : null}
      </div>
    </figure>
  );
}

const CSS = /* css */ `
.dm { position: relative; width: min(100%, 440px); margin: 0 auto; }
.dm-svg { width: 100%; height: auto; display: block; max-height: 420px; }
.dm-cell { cursor: pointer; outline: none; }
.dm-cell polygon { stroke: var(--sztx-on-primary); stroke-width: 3; transition: fill .15s; }
.dm-cell:hover polygon, .dm-cell:focus polygon, .dm-on polygon { fill: var(--sztx-primary) !important; }
.dm-cell:focus-visible polygon { stroke: var(--sztx-text); stroke-width: 4; }
.dm-name { font-size: 15px; font-weight: 600; fill: var(--sztx-on-primary); pointer-events: none; paint-order: stroke; stroke: color-mix(in srgb, var(--sztx-scrim) 25%, transparent); stroke-width: 2px; }
.dm-tip { position: absolute; transform: translate(-50%, -100%); background: color-mix(in srgb, var(--sztx-scrim) 92%, transparent); color: var(--sztx-on-primary); padding: 6px 10px; border-radius: calc(var(--sztx-radius) * .75); font-size: 13px; display: grid; gap: 2px; pointer-events: none; white-space: nowrap; z-index: 2; }
`;

// @vitest-environment node
// Every stylesheet written in the widgets (`/* css */` template literals) parses without a
// warning: one stray brace makes a browser drop the rule after it (the mobile drawer lost its
// backdrop that way) and no other test sees it until a page looks wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PC_MEDIA, PHONE_MEDIA } from '../core/layout/breakpoint';
import { productSources, ROOT } from '../tests/support/sources';

/** What the stylesheets interpolate other than numbers: the breakpoint's media conditions. */
const CONDITIONS: Record<string, string> = { PC_MEDIA, PHONE_MEDIA };

/** The `/* css *\/` literals of a file, with `${…}` interpolations replaced by their value or a number. */
function stylesheets(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\/\* css \*\/\s*`([^`]*)`/g)].map((m) =>
    m[1]!.replace(/\$\{([^}]*)\}/g, (_, name: string) => CONDITIONS[name.trim()] ?? '0'),
  );
}

describe('widget stylesheets', () => {
  const files = productSources('widgets', 'harness/src').filter((f) => stylesheets(f).length > 0);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))('%s parses cleanly', async (_, file) => {
    for (const css of stylesheets(file)) {
      const { warnings } = await transform(css, { loader: 'css' });
      expect(warnings.map((w) => `${w.text} at line ${w.location?.line}`)).toEqual([]);
    }
  });

  // a partner's theme reaches everything only if every colour and radius goes through a token
  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))(
    '%s takes every colour and radius from a --sztx-* token',
    (_, file) => {
      for (const css of stylesheets(file)) {
        // the one place raw values belong: the token defaults in the base :host rule
        const rules = css.replace(/:host\s*\{[^}]*--sztx-[^}]*\}/, '');
        expect(rules.match(RAW_COLOUR) ?? []).toEqual([]);
        const radii = [...rules.matchAll(/border(?:-[a-z-]+)?-radius\s*:\s*([^;}]+)/g)].map((m) =>
          m[1]!.trim(),
        );
        expect(radii.filter((r) => !RADIUS.test(r))).toEqual([]);
      }
    },
  );
});

/** A colour written out: hex, rgb()/hsl(), or a named colour other than the CSS keywords. */
const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black|red|green|blue|gray|grey|silver|navy|orange|yellow|purple|pink|hotpink|teal)(?![\w-])/gi;
/** A radius: the token (or a calc from it), a circle or pill, or none. */
const RADIUS =
  /^(?:(?:var\(--sztx-radius\)|calc\(var\(--sztx-radius\) \* [\d.]+\)|50%|999px|0)\s*)+$/;

// Spec 000 §1 / 001 §9: "width above 768 is the desktop layout". Every layout that switches
// between the desktop and the phone layout does so at that width, written once
// (core/layout/breakpoint.ts): no media or container query, matchMedia or width comparison
// names 768 or 769 itself, where a container's width (narrower than the window by its margins)
// or an off-by-one would move the switch.
describe("the spec's breakpoint", () => {
  const HOME = join('core', 'layout', 'breakpoint.ts');
  const files = productSources('widgets', 'harness/src', 'core').filter((f) => !f.endsWith(HOME));
  const WRITTEN_OUT =
    /@(?:media|container)[^{]*\b76[89](?:\.\d+)?px|matchMedia\([^)]*\b76[89]|[<>]=?\s*76[89]\b|\b76[89]\s*[<>]/g;

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))(
    '%s takes it from core/layout/breakpoint.ts',
    (_, file) => {
      expect(readFileSync(file, 'utf8').match(WRITTEN_OUT) ?? []).toEqual([]);
    },
  );

  // The needs screens' layout is picked two ways (widgets/needs-board/layout.ts): in the portal by
  // the window (its page is the screen; the page's margins make the board narrower, and the spec's
  // breakpoint is the window's), embedded by the board's own width in a container query (a partner's
  // side column is a phone's width, and the server's HTML, which knows no width, must lay out as the
  // browser's first render does: issue 32). Each layout's rules are written once for both: no
  // stylesheet names a layout class or the board's container itself, or one way would miss a rule.
  it('the needs board writes each layout once, for the portal and the embedded board', () => {
    const css = productSources('widgets/needs-board').flatMap(stylesheets).join('\n');
    expect(css.match(/\.nb-(?:pc|phone|fit)\b|:not\(\.nb-|@container needs/g) ?? []).toEqual([]);
  });
});

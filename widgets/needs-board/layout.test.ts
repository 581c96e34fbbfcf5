// @vitest-environment node
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PC_MEDIA, PHONE_MEDIA } from '../../core/layout/breakpoint';
import { desktopCss, phoneCss, shellClass } from './layout';

const RULES = '.a > .b, .c:last-child { x: 1; }\n.d { y: 2; }';

describe("the needs screens' layouts", () => {
  it('give each rule to the portal by its class and to the embedded board by its own width', async () => {
    const css = desktopCss(RULES);
    const { code, warnings } = await transform(css, { loader: 'css' });
    expect(warnings).toEqual([]);
    expect(code.replace(/\s+/g, ' ')).toBe(
      `.nb-pc .a > .b, .nb-pc .c:last-child { x: 1; } .nb-pc .d { y: 2; } @container needs ${PC_MEDIA} { .nb-fit .a > .b, .nb-fit .c:last-child { x: 1; } .nb-fit .d { y: 2; } } `,
    );
    expect(phoneCss(RULES)).toContain(`.nb-phone .d {`);
    expect(phoneCss(RULES)).toContain(`@container needs ${PHONE_MEDIA} {`);
  });

  it('switch the portal by its class and an embedded board by its container', () => {
    expect(shellClass(true, true)).toBe('nb-shell nb-pc');
    expect(shellClass(true, false)).toBe('nb-shell nb-phone');
    expect(shellClass(false, true)).toBe(shellClass(false, false));
  });
});

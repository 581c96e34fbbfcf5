import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Runs axe-core (it looks into open shadow roots) and returns the serious and critical
 * violations, one readable line each. axe is evaluated through the DevTools protocol, not
 * added as a <script>: the portal's Content-Security-Policy (script-src 'self') refuses inline
 * scripts, and it should. `page` may be a frame (a preview canvas).
 */
export async function seriousViolations(
  page: Pick<Frame, 'evaluate'>,
  include?: string[][],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const context = include ? { include } : document;
    const result = (await axe.run(context, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    );
}

// @vitest-environment node
// One modal at a time (core/modal): every modal panel of the widgets (aria-modal: a dialog, the
// phone drawer) takes its turn through `useFocusTrap`, which shows it only while it has the
// page's one turn. A panel made another way would open over the others (issue: the upgrade
// prompt over the subscription dialog after a login).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productSources, ROOT } from '../../tests/support/sources';

describe('every modal panel', () => {
  const files = productSources('widgets').filter(
    (f) => !f.endsWith('scenarios.ts') && /aria-modal|<dialog/.test(readFileSync(f, 'utf8')),
  );

  it('is found: the dialog and the drawer', () => {
    expect(files.map((f) => f.slice(ROOT.length + 1)).sort()).toEqual([
      'widgets/portal/Drawer.tsx',
      'widgets/ui/Dialog.tsx',
    ]);
  });

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))(
    '%s takes its turn and hides while another modal has it',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/\{[^}]*\bshown\b[^}]*\}\s*=\s*useFocusTrap\(/);
      expect(text).toMatch(/hidden=\{!shown\}/);
    },
  );
});

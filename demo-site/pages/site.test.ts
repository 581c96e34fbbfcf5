// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutTags } from './site';

// The text of an item's HTML body (its page's description), read by one scan instead of the
// quadratic tag patterns the ReDoS walk refused (core/validation/redos.test.ts).
describe('withoutTags', () => {
  it('drops tags, and scripts and styles with their content, keeping the text between', () => {
    expect(
      withoutTags('<p>一<b>二</b></p><SCRIPT type="x">alert(1)</script>三<style>p{}</STYLE >四'),
    ).toBe(' 一 二   三 四');
  });

  it('keeps text without tags, and drops an unterminated tag and an unclosed script', () => {
    expect(withoutTags('a < b')).toBe('a  ');
    expect(withoutTags('x<script>never closed')).toBe('x ');
    expect(withoutTags('plain')).toBe('plain');
  });

  it('reads a long run of "<" whole', () => {
    expect(withoutTags(`${'<'.repeat(50_000)}>t`)).toBe(' t');
  });
});

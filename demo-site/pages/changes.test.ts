// The change log that dates the sitemap's lastmod of items whose record says no time.
import { describe, expect, it } from 'vitest';
import { createChangeLog } from './changes';

describe('createChangeLog', () => {
  it('dates a change when a look sees content other than the last look of the same source', () => {
    let now = 1000;
    const log = createChangeLog(() => now);
    log.see('list', 'company 1', 'a');
    // a first look dates nothing: when the item last changed is not known
    expect(log.changedAt('company 1')).toBeNull();
    now = 2000;
    log.see('list', 'company 1', 'a');
    // the page's content is another text of the same item: no change against the list's
    log.see('page', 'company 1', 'page text');
    expect(log.changedAt('company 1')).toBeNull();
    now = 3000;
    log.see('list', 'company 1', 'b');
    expect(log.changedAt('company 1')).toBe(3000);
    now = 4000;
    log.see('page', 'company 1', 'page text, changed');
    expect(log.changedAt('company 1')).toBe(4000);
    expect(log.changedAt('company 2')).toBeNull();
  });
});

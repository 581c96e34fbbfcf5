// Every URL attribute of every widget (from the contracts the manifest is built from), given
// each hostile value as an attribute or as its property: the element warns once, falls back to
// the page's configuration, calls only that API and renders no href or src but http(s).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../core/testing/fake-fetch';
import { HOSTILE_URLS } from '../tests/xss/vectors';
import { type AttributeSpec, camel } from './attributes';
import { ALL_CONTRACTS } from './contracts';
import { COMMON_ATTRIBUTES } from './define';
import { serveFetch, setupWidgetTests } from './testing/mount';

import.meta.glob('./**/element.ts', { eager: true });

/** Every `href`, `src` and the like in the element's shadow root, nested shadow roots too. */
function urlsIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) found.push(...urlsIn(el.shadowRoot));
    for (const name of ['href', 'src', 'poster', 'action', 'formaction', 'data']) {
      const value = el.getAttribute(name);
      if (value !== null) found.push(value);
    }
  }
  return found;
}

/** A rendered URL is fine when it is http(s), a hash route, or a phone or mail link. */
const allowed = (value: string) =>
  /^(?:https?:|tel:|mailto:)$/.test(new URL(value, location.href).protocol);

const articles = [1, 2].map((id) => ({
  article_id: id,
  article_type: 'XHDT',
  title: `動態${id}`,
  main_image: JSON.stringify([`/files/seed/news-${id}.svg`]),
  publish_time: Date.UTC(2025, 5, 28),
}));

const urlAttributes = (attributes: Record<string, AttributeSpec>) =>
  Object.entries(attributes)
    .filter(([, spec]) => spec.url)
    .map(([name]) => name);

setupWidgetTests({ restoreMocks: true });

describe('URL attributes', () => {
  it('are declared as URLs wherever their name says so ', () => {
    expect(urlAttributes(COMMON_ATTRIBUTES)).toEqual(['api-base', 'image-base', 'portal-url']);
    for (const contract of ALL_CONTRACTS) {
      for (const [name, spec] of Object.entries({ ...COMMON_ATTRIBUTES, ...contract.attributes })) {
        const looksLikeUrl = /(?:^|-)(?:url|base|href|src|link|image|file|video)$/.test(name);
        expect(Boolean(spec.url), `${contract.tag} ${name}`).toBe(looksLikeUrl);
      }
    }
  });

  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  for (const contract of ALL_CONTRACTS) {
    const names = urlAttributes({ ...COMMON_ATTRIBUTES, ...contract.attributes });
    for (const name of names) {
      it(`<${contract.tag} ${name}> takes http(s) only, whatever else it is given`, async () => {
        for (const [i, value] of HOSTILE_URLS.entries()) {
          const fake = serveFetch({ 'GET article/list': () => ok({ data: articles, total: 2 }) });
          const el = document.createElement(contract.tag);
          // as an attribute, or as the element's property (which writes the attribute)
          if (i % 2) (el as unknown as Record<string, string>)[camel(name)] = value;
          else el.setAttribute(name, value);
          document.body.append(el);
          await vi.waitFor(() => expect(el.shadowRoot?.querySelector('.sztx-root')).toBeTruthy(), {
            interval: 2,
          });
          const what = `${contract.tag} ${name}=${JSON.stringify(value)}`;
          expect(
            urlsIn(el.shadowRoot!).filter((url) => !allowed(url)),
            what,
          ).toEqual([]);
          expect(
            fake.calls.map((call) => call.url.origin).filter((o) => o !== 'http://api.test'),
            what,
          ).toEqual([]);
          const warnings = warn.mock.calls
            .map((call: unknown[]) => String(call[0]))
            .filter((m: string) => m.includes(`<${contract.tag}> attribute "${name}"`));
          expect(warnings, what).toHaveLength(1);
          expect(warnings[0], what).toMatch(/^\[sztx\] .*is not an http\(s\) URL: ignored$/s);
          // another render of the same element warns no more
          el.setAttribute('lang', 'zh-Hans');
          await vi.waitFor(
            () =>
              expect(el.shadowRoot?.querySelector('.sztx-root')?.getAttribute('lang')).toBe(
                'zh-Hans',
              ),
            { interval: 2 },
          );
          expect(
            urlsIn(el.shadowRoot!).filter((url) => !allowed(url)),
            what,
          ).toEqual([]);
          expect(
            warn.mock.calls.filter((call: unknown[]) =>
              String(call[0]).includes(`<${contract.tag}> attribute "${name}"`),
            ),
            what,
          ).toHaveLength(1);
          el.remove();
          warn.mockClear();
          vi.unstubAllGlobals();
        }
      });
    }
  }

  it('the feed falls back to the configured portal for its links (not the hostile one)', async () => {
    serveFetch({ 'GET article/list': () => ok({ data: articles, total: 2 }) });
    const el = document.createElement('sztx-news-feed');
    el.setAttribute('portal-url', ' JaVaScRiPt:alert(1)//');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelectorAll('a.news-link')).toHaveLength(2));
    for (const link of el.shadowRoot!.querySelectorAll('a.news-link'))
      expect(link.getAttribute('href')).toMatch(/^http:\/\/portal\.test\/#\/article\/\d$/);
    // a relative or http(s) portal-url is still taken
    el.setAttribute('portal-url', '/portal/');
    await vi.waitFor(() =>
      expect(el.shadowRoot?.querySelector('a.news-link')?.getAttribute('href')).toBe(
        `${location.origin}/portal/#/article/1`,
      ),
    );
  });
});

// Every place a widget writes a URL into an href or a src (and the like): each goes through
// the one check (core/config safeUrl, or imageUrl and portalHref built on it and the checked
// configuration), has a fixed scheme, or is on the reviewed list below with its reason. A new
// sink fails this test until it is one of those. The checks themselves are walked with every
// hostile URL, as the API's link, image, file and video fields could carry them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configure, imageUrl, safeUrl } from '../core/config/config';
import { bannerTarget } from '../core/content/banner';
import { portalHref } from '../core/router/portal-link';
import { HOSTILE_URLS } from '../tests/xss/vectors';

const ROOT = join(process.cwd(), 'widgets');

/** Sinks whose value is built from the checked configuration or made on the page itself. */
const REVIEWED: Record<string, string> = {
  'apply/ApplyForm.tsx href applyTemplatePdfUrl()': 'the configured (checked) API base',
  'apply/ApplyForm.tsx href applyTemplateUrl()': 'the configured (checked) API base',
  'ui/LoginForms.tsx href documentUrl(props.name, lang)': 'the configured (checked) API base',
  'personal/Placeholders.tsx src url': 'documentUrl(): the configured (checked) API base',
  'personal/Placeholders.tsx href url': 'documentUrl(): the configured (checked) API base',
  'paid/ActionBar.tsx href weiboShareUrl(url, props.title)': 'a fixed https:// share URL',
  'paid/Qr.tsx src src': 'a data:image/svg+xml QR code drawn on the page',
  'ui/ImageUpload.tsx src p.preview': 'URL.createObjectURL of the file the visitor chose',
  'portal/Footer.tsx href hrefOf(link.url)': 'safeUrl for http(s), else a hash route',
  'portal/Footer.tsx href externalHref(link.url)': 'safeUrl of an absolute http(s) URL',
  'portal/MenuLinks.tsx href hrefOf(props.item.url)': 'safeUrl for http(s), else a hash route',
  'content/parts/Banner.tsx href href': 'bannerTarget (safeUrl) or portalHref',
  'content/parts/HomeAside.tsx href telHref(phone)': 'a fixed tel: scheme',
  'content/parts/HomeAside.tsx href telHref(info.phone)': 'a fixed tel: scheme',
  'directory/detail.tsx data state.data': 'a component prop (loaded data), not a URL',
  'content/pages/ArticlePage.tsx src a.videoUrl': 'VideoPlayer (parts/reader.tsx): imageUrl',
  'content/pages/CoursePage.tsx src first.videoUrl': 'VideoPlayer (parts/reader.tsx): imageUrl',
  'content/pages/CoursePage.tsx src l.videoUrl': 'VideoPlayer (parts/reader.tsx): imageUrl',
};

/** Checked or fixed-scheme values: no review needed. */
const CHECKED =
  /^(?:imageUrl\(|portalHref\(|safeUrl\(|`(?:tel:|mailto:|\/)|[\w.]+\s*\?\s*\(\/\^https\?:\/i\.test\([\w.]+\)\s*\?\s*safeUrl\()/;

/** Every `href={…}`, `src={…}` and the like in the widgets' components. */
function sinks(): string[] {
  const found: string[] = [];
  const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.tsx') && !f.includes('.test.'),
  );
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/\s(href|src|poster|action|formAction|data)=\{/g)) {
      let end = match.index + match[0].length;
      for (let depth = 1; depth > 0 && end < text.length; end++) {
        if (text[end] === '{') depth++;
        else if (text[end] === '}') depth--;
      }
      const value = text
        .slice(match.index + match[0].length, end - 1)
        .replace(/\s+/g, ' ')
        .trim();
      found.push(`${file.split('\\').join('/')} ${match[1]} ${value}`);
    }
  }
  return found;
}

describe('URL sinks in the widgets', () => {
  const all = sinks();

  it('each one is checked, of a fixed scheme, or reviewed', () => {
    expect(all.length).toBeGreaterThan(50);
    const unchecked = all.filter((sink) => {
      const value = sink.split(' ').slice(2).join(' ');
      return !CHECKED.test(value) && !(sink in REVIEWED);
    });
    expect(unchecked).toEqual([]);
  });

  it('the reviewed list names no sink that is gone', () => {
    expect(Object.keys(REVIEWED).filter((sink) => !all.includes(sink))).toEqual([]);
  });
});

describe("the checks, with every hostile value an API's URL field could carry", () => {
  it('imageUrl (images, files, videos) and safeUrl (links) give nothing for them', () => {
    configure({ imageBase: 'https://cdn.example/', portalUrl: 'https://portal.example/' });
    for (const url of HOSTILE_URLS) {
      expect(imageUrl(url), JSON.stringify(url)).toBe('');
      expect(safeUrl(url), JSON.stringify(url)).toBe('');
    }
  });

  it('portalHref keeps them inside the portal’s hash route', () => {
    for (const url of HOSTILE_URLS) {
      const href = portalHref(url, 'https://portal.example/');
      expect(new URL(href).origin, JSON.stringify(url)).toBe('https://portal.example');
      expect(href.startsWith('https://portal.example/#/'), href).toBe(true);
    }
  });

  it('a banner opens no hostile external URL', () => {
    for (const url of HOSTILE_URLS) {
      for (const model_type of [4, 9, 12]) {
        expect(bannerTarget({ model_type, model_id: url, outside_url: url })).toEqual({
          kind: 'none',
        });
      }
    }
  });
});

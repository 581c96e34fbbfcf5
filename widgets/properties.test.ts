import { describe, expect, it } from 'vitest';
import type { AttributeSpec } from './attributes';
import { reflectProperties, upgradeProperties } from './properties';

const attributes: Record<string, AttributeSpec> = {
  'page-size': { type: 'number', description: 'n', default: 10 },
  'hide-heading': { type: 'boolean', description: 'b', default: false },
  'initial-tab': {
    type: 'string',
    description: 's',
    default: 'board',
    values: ['board', 'publish'],
  },
  heading: { type: 'string', description: 'no default' },
  options: { type: 'json', description: 'j', default: { a: 0 } },
  lang: { type: 'string', description: 'native', values: ['t', 's'] },
  title: { type: 'string', description: 'native too' },
};

class Probe extends HTMLElement {}
reflectProperties(Probe, 'sztx-props-probe', attributes);
customElements.define('sztx-props-probe', Probe);

type ProbeElement = HTMLElement & {
  pageSize: number;
  hideHeading: boolean;
  initialTab: string;
  heading: string | undefined;
  options: unknown;
};

describe('element properties reflect the declared attributes', () => {
  it('read the attribute parsed by its type, or the default', () => {
    const el = document.createElement('sztx-props-probe') as ProbeElement;
    expect(el.pageSize).toBe(10);
    expect(el.hideHeading).toBe(false);
    expect(el.initialTab).toBe('board');
    expect(el.heading).toBeUndefined();
    el.setAttribute('page-size', '3');
    el.setAttribute('hide-heading', '');
    el.setAttribute('options', '{"a":1}');
    expect(el.pageSize).toBe(3);
    expect(typeof el.pageSize).toBe('number');
    expect(el.hideHeading).toBe(true);
    expect(el.options).toEqual({ a: 1 });
  });

  it('write the attribute, and remove it for null, undefined or false', () => {
    const el = document.createElement('sztx-props-probe') as ProbeElement;
    el.pageSize = 5;
    expect(el.getAttribute('page-size')).toBe('5');
    el.hideHeading = true;
    expect(el.getAttribute('hide-heading')).toBe('');
    el.hideHeading = false;
    expect(el.hasAttribute('hide-heading')).toBe(false);
    el.initialTab = 'publish';
    expect(el.getAttribute('initial-tab')).toBe('publish');
    el.options = { a: 2 };
    expect(el.getAttribute('options')).toBe('{"a":2}');
    el.heading = 'News';
    el.heading = undefined;
    expect(el.hasAttribute('heading')).toBe(false);
    (el as unknown as { pageSize: null }).pageSize = null;
    expect(el.pageSize).toBe(10);
  });

  it('leave native properties alone (lang, title)', () => {
    const el = document.createElement('sztx-props-probe');
    el.lang = 'zh-Hans';
    expect(el.getAttribute('lang')).toBe('zh-Hans');
    el.title = 'x';
    expect(el.getAttribute('title')).toBe('x');
    expect(Object.getOwnPropertyDescriptor(Probe.prototype, 'lang')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(Probe.prototype, 'title')).toBeUndefined();
  });
});

describe('properties set before the element is defined', () => {
  it('reach the accessor when the element connects (the own property is taken over)', () => {
    const el = document.createElement('sztx-props-late') as ProbeElement;
    el.pageSize = 3; // the class is not defined yet: a plain own property
    el.hideHeading = true;
    document.body.append(el);
    class Late extends HTMLElement {
      connectedCallback() {
        upgradeProperties(this, names);
      }
    }
    const names = reflectProperties(Late, 'sztx-props-late', attributes);
    customElements.define('sztx-props-late', Late);
    expect(Object.hasOwn(el, 'pageSize')).toBe(false);
    expect(el.getAttribute('page-size')).toBe('3');
    expect(el.pageSize).toBe(3);
    expect(el.hasAttribute('hide-heading')).toBe(true);
    el.remove();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripContractDocs } from './contract-docs';

describe('stripContractDocs', () => {
  it('drops the documentation and keeps the attributes: names, types, defaults and values', () => {
    const source = `export const C = {
  tag: 'sztx-x',
  description:
    'An element',
  attributes: {
    size: { type: 'number', description: "Items (1-50)", default: 5 },
    tab: {
      type: 'string',
      description: 'Tab shown first',
      default: 'a',
      values: ['a', 'b'],
    },
  },
  events: {
    'sztx-open': 'Opened; detail { id }',
    'sztx-long':
      'A long text',
    ...COMMON_EVENTS,
  },
  parts: {
    card: 'One card',
  },
};`;
    expect(stripContractDocs(source)).toBe(`export const C = {
  tag: 'sztx-x',
  
  attributes: {
    size: { type: 'number',  default: 5 },
    tab: {
      type: 'string',
      
      default: 'a',
      values: ['a', 'b'],
    },
  },
  events: {},
  parts: {},
};`);
  });

  it('leaves no description, event or part text in any contract', () => {
    for (const file of ['needs-board', 'news-feed', 'directory', 'apply', 'personal', 'portal']) {
      const source = readFileSync(`widgets/${file}/contract.ts`, 'utf8');
      const stripped = stripContractDocs(source);
      expect(stripped).not.toMatch(/description:/);
      expect(stripped).toMatch(/\n {2}events: \{\},/);
      expect(stripped).toMatch(/\n {2}parts: \{\},/);
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripContractDocs } from './contract-docs';

describe('stripContractDocs', () => {
  it('empties the documentation texts and keeps names, types, defaults and values', () => {
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
  events: {
    'sztx-open': '',
    'sztx-long':
      '',
    ...COMMON_EVENTS,
  },
  parts: {
    card: '',
  },
};`);
  });

  it('leaves no description in any contract', () => {
    for (const file of ['needs-board', 'news-feed', 'directory', 'apply', 'personal', 'portal']) {
      const source = readFileSync(`widgets/${file}/contract.ts`, 'utf8');
      expect(stripContractDocs(source)).not.toMatch(/description:/);
    }
  });
});

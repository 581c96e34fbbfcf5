// Every element contract, discovered from widgets/<area>/contract.ts (used by the manifest).
import type { WidgetContract } from './define';

const found = import.meta.glob<Record<string, unknown>>('./**/contract.ts', { eager: true });

const isContract = (value: unknown): value is WidgetContract =>
  typeof value === 'object' && value !== null && 'tag' in value && 'attributes' in value;

/** All declared contracts, sorted by tag. */
export const ALL_CONTRACTS: WidgetContract[] = Object.values(found)
  .flatMap((module) => Object.values(module).filter(isContract))
  .sort((a, b) => a.tag.localeCompare(b.tag));

import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { createContext, useContext } from 'react';
import { $convert, type ConvertState } from '../../core/language/language';

/**
 * The language an element renders in: its own `lang` attribute's store, or none (the page's
 * choice, `$convert`, which the portal's switch changes).
 */
export const LangContext = createContext<ReadableAtom<ConvertState> | null>(null);

/** The text converter for the shown language: `t('資訊')` is `资讯` in Simplified. */
export function useText(): { t: (text: string) => string; ready: boolean; lang: 't' | 's' } {
  const state = useStore(useContext(LangContext) ?? $convert);
  return { t: state.t, ready: state.ready, lang: state.lang };
}

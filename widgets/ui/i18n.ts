import { useStore } from '@nanostores/react';
import { $convert } from '../../core/language/language';

/** The text converter for the chosen language: `t('資訊')` is `资讯` in Simplified. */
export function useText(): { t: (text: string) => string; ready: boolean; lang: 't' | 's' } {
  const state = useStore($convert);
  return { t: state.t, ready: state.ready, lang: state.lang };
}

// The portal's search form (the header's search and the drawer's): a keyword, in Traditional, to
// the search page.
import { type FormEvent, useState } from 'react';
import { toTraditional } from '../../core/language/language';
import { buildPath, navigate } from '../../core/router/router';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { Icon } from './icons';
import * as texts from './messages';

/** The search form; `onDone` after a search (the drawer closes, the header's search folds). */
export function SearchBox(props: { onDone?: () => void }) {
  useFormStyles();
  const { t } = useText();
  const [keyword, setKeyword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) return; // empty keyword search is skipped (spec §5)
    navigate(buildPath('/search', { keyword: await toTraditional(text) }));
    props.onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in every browser partners use
    <form className="search" role="search" onSubmit={submit}>
      <label className="sr-only" htmlFor="sztx-search">
        {t(ui.search)}
      </label>
      <input
        id="sztx-search"
        className="input"
        type="search"
        value={keyword}
        placeholder={t(texts.searchPlaceholder)}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" className="icon-btn" aria-label={t(ui.search)}>
        <Icon name="search" />
      </button>
    </form>
  );
}

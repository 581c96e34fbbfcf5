import type { CSSProperties, ReactNode } from 'react';
import { useFormStyles } from './form-styles';
import { useText } from './i18n';
import * as ui from './messages';

/** A keyword box with a hidden label and a submit button (搜尋 unless `button` is given). */
export function SearchForm(props: {
  /** The input's id. */
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called on submit; the page does not reload. */
  onSubmit: () => void;
  className?: string;
  style?: CSSProperties;
  button?: ReactNode;
}) {
  useFormStyles();
  const { t } = useText();
  return (
    <form
      className={props.className}
      style={props.style}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <label className="sr-only" htmlFor={props.id}>
        {t(props.label)}
      </label>
      <input
        id={props.id}
        className="input"
        type="search"
        value={props.value}
        placeholder={t(props.placeholder)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.button ?? (
        <button type="submit" className="btn btn-primary">
          {t(ui.search)}
        </button>
      )}
    </form>
  );
}

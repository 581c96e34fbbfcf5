import type { ReactNode } from 'react';
import { useText } from '../ui/i18n';
import { RequiredMark } from '../ui/RequiredMark';

/** A text field of a personal-centre form: its label and how it is typed in. */
export interface FieldSpec<K extends string = string> {
  key: K;
  label: string;
  required?: boolean;
  /** Spans the form's two columns. */
  full?: boolean;
  /** A text area of at most this many characters. */
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}

/**
 * A labelled input (a text area with `maxLength`, a select with `options`); `name` is the form
 * field's name (the wire's), `error` a message shown below it.
 */
export function FormField(props: {
  field: FieldSpec;
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  error?: string | null | undefined;
  options?: ReactNode;
}) {
  const { t } = useText();
  const { field: f, id, error } = props;
  const common = {
    id,
    name: props.name,
    className: 'input',
    value: props.value,
    required: f.required,
    'aria-invalid': props.invalid || error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (e: { currentTarget: { value: string } }) => props.onChange(e.currentTarget.value),
  };
  return (
    <div className={f.full ? 'field full' : 'field'}>
      <label htmlFor={id}>
        {t(f.label)}
        <RequiredMark shown={f.required} />
      </label>
      {props.options ? (
        <select {...common}>{props.options}</select>
      ) : f.maxLength ? (
        <textarea {...common} maxLength={f.maxLength} />
      ) : (
        <input
          {...common}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete}
          placeholder={f.placeholder ? t(f.placeholder) : undefined}
        />
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

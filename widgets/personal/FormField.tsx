import { type ReactNode, useId } from 'react';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import { RequiredMark } from '../ui/RequiredMark';
import { ImageField } from './ImageField';

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
  /** An uploaded image (its URL is the value): the object key prefix, frame shape and hint. */
  image?: { prefix: string; shape?: 'round' | 'wide'; hint?: string };
}

/**
 * A labelled input (a text area with `maxLength`, a select with `options`); `name` is the form
 * field's name (the wire's), `error` a message shown below it.
 */
function FormField(props: {
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

/**
 * The fields `specs` of a form over `values`, each named as `names` gives its wire name;
 * `errors` are shown under the fields they name.
 */
export function FormFields<K extends string>(props: {
  specs: ReadonlyArray<FieldSpec<K>>;
  names: Readonly<Record<K, string>>;
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  invalid?: (key: K) => boolean;
  errors?: Partial<Record<K, string>>;
  options?: Partial<Record<K, ReactNode>>;
}) {
  useFormStyles();
  const id = useId();
  return (
    <>
      {props.specs.map((f) =>
        f.image ? (
          <ImageField
            key={f.key}
            label={f.label}
            {...f.image}
            required={f.required}
            invalid={props.invalid?.(f.key)}
            value={props.values[f.key]}
            onChange={(url) => props.onChange(f.key, url)}
          />
        ) : (
          <FormField
            key={f.key}
            field={f}
            id={`${id}-${f.key}`}
            name={props.names[f.key]}
            value={props.values[f.key]}
            invalid={props.invalid?.(f.key)}
            error={props.errors?.[f.key]}
            options={props.options?.[f.key]}
            onChange={(value) => props.onChange(f.key, value)}
          />
        ),
      )}
    </>
  );
}

import { useState } from 'react';
import type { ApplyFormState, createApplyForm } from '../../core/apply/form';
import { type ApplyField, CURRENCIES, FRATERNITY, type Question } from '../../core/apply/questions';
import {
  capitalFromWire,
  capitalToWire,
  dateToWire,
  econKindFromWire,
} from '../../core/apply/rules';
import { formatDay } from '../../core/time/time';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { ApplyImage } from './ApplyImage';
import * as texts from './messages';

// One question of the application form: its title, its input by kind and its error.

/** The id of a question's input (the form focuses the first missing one). */
export const fieldId = (field: ApplyField) => `sztx-apply-${field}`;

function CapitalInput(props: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useText();
  const stored = capitalFromWire(props.value, CURRENCIES);
  const [currency, setCurrency] = useState(stored.currency);
  const amount = stored.amount;
  const shownCurrency = props.value ? stored.currency : currency;
  return (
    <div className="row apply-capital">
      <input
        id={fieldId('registered_capital')}
        className="input"
        inputMode="decimal"
        value={amount}
        aria-label={t(texts.amountInTenThousands)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        placeholder={t(texts.amount)}
        onChange={(e) =>
          props.onChange(capitalToWire({ amount: e.currentTarget.value, currency: shownCurrency }))
        }
      />
      <span className="apply-unit" aria-hidden="true">
        {t(texts.tenThousand)}
      </span>
      <select
        className="input apply-currency"
        aria-label={t(texts.currency)}
        value={shownCurrency}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setCurrency(next);
          props.onChange(capitalToWire({ amount, currency: next }));
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {t(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The options of a radio or child question; the first one takes focus and the error text. */
function RadioGroup(props: {
  question: Question;
  titleId: string;
  errorId: string | undefined;
  invalid: boolean;
  value: string;
  onPick: (value: string) => void;
}) {
  const { t } = useText();
  const { question, errorId } = props;
  return (
    <div
      className="apply-options"
      role="radiogroup"
      aria-labelledby={props.titleId}
      aria-required={question.required || undefined}
      aria-invalid={props.invalid || undefined}
    >
      {question.options?.map((option, i) => (
        <label key={option.value} className="apply-option">
          <input
            type="radio"
            name={fieldId(question.field)}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onPick(option.value)}
            {...(i === 0 ? { 'data-focus': true, 'aria-describedby': errorId } : {})}
          />
          <span>{t(option.label)}</span>
        </label>
      ))}
    </div>
  );
}

interface QuestionProps {
  question: Question;
  state: ApplyFormState;
  number: string;
  actions: ReturnType<typeof createApplyForm>;
  onBusy: (field: ApplyField, busy: boolean) => void;
}

export function QuestionItem({ question, state, number, actions, onBusy }: QuestionProps) {
  useFormStyles();
  const { t } = useText();
  const { field, kind } = question;
  const value = state.values[field] ?? '';
  const invalid = state.missing.includes(field);
  const errorId = invalid ? `${fieldId(field)}-error` : undefined;
  const titleId = `${fieldId(field)}-title`;
  const set = (next: string) => actions.setValue(field, next);
  const common = {
    id: fieldId(field),
    'aria-invalid': invalid || undefined,
    'aria-describedby': errorId,
    'aria-required': question.required || undefined,
  };
  const grouped = kind === 'radio' || kind === 'child';
  const radio = { question, titleId, errorId, invalid };
  let control: React.ReactNode;
  switch (kind) {
    case 'image':
      control = (
        <ApplyImage
          id={fieldId(field)}
          label={question.title}
          required={question.required}
          value={value}
          onChange={set}
          error={invalid ? texts.requiredField : null}
          onBusyChange={(busy) => onBusy(field, busy)}
        />
      );
      break;
    case 'radio':
      control = <RadioGroup {...radio} value={value} onPick={set} />;
      break;
    case 'child':
      control = (
        <>
          <RadioGroup {...radio} value={state.child.choice} onPick={actions.pickChild} />
          {state.child.choice === FRATERNITY ? (
            <div className="field apply-fraternity">
              <label htmlFor={`${fieldId(field)}-name`}>{t(texts.fraternityName)}</label>
              <input
                id={`${fieldId(field)}-name`}
                className="input"
                value={state.child.value}
                aria-invalid={invalid || undefined}
                placeholder={t(texts.fraternityExample)}
                onChange={(e) => actions.typeFraternity(e.currentTarget.value)}
              />
            </div>
          ) : null}
        </>
      );
      break;
    case 'select':
      control = (
        <select
          {...common}
          className="input"
          value={field === 'econ_kind' ? econKindFromWire(value) : value}
          onChange={(e) => set(e.currentTarget.value)}
        >
          <option value="">{t(texts.choose)}</option>
          {question.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          className="input apply-textarea"
          rows={3}
          value={value}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
      break;
    case 'date':
      control = (
        <input
          {...common}
          type="date"
          className="input apply-date"
          value={formatDay(value)}
          max="2099-12-31"
          onChange={(e) => set(dateToWire(e.currentTarget.value))}
        />
      );
      break;
    case 'capital':
      control = (
        <CapitalInput
          value={value}
          onChange={set}
          invalid={invalid}
          {...(errorId ? { describedBy: errorId } : {})}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
          className="input"
          value={value}
          autoComplete="off"
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
  }
  const title = (
    <>
      <span className="apply-no">{number}</span>
      <span>{t(question.title)}</span>
      {question.required ? (
        <span className="apply-star" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="apply-optional">{t(texts.optional)}</span>
      )}
      {question.required ? <span className="sr-only">{t(ui.required)}</span> : null}
    </>
  );
  return (
    <li className={`apply-q${invalid ? ' apply-q-missing' : ''}`} data-field={field}>
      {grouped || kind === 'image' ? (
        <p className="apply-q-title" id={titleId}>
          {title}
        </p>
      ) : (
        <label className="apply-q-title" id={titleId} htmlFor={fieldId(field)}>
          {title}
        </label>
      )}
      {question.hint ? <p className="apply-hint">{t(question.hint)}</p> : null}
      {control}
      {invalid && kind !== 'image' ? (
        <p className="field-error" id={errorId}>
          {t(texts.requiredField)}
        </p>
      ) : null}
    </li>
  );
}

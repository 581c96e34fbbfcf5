import { useStore } from '@nanostores/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import type { WriteOutcome } from '../../core/api/needs/writes';
import {
  CLAIMS,
  choicesWith,
  createNeedForm,
  type DemandType,
  DISPUTES,
  emptyFields,
  IMAGES_MAX,
  IMAGES_MIN,
  type NeedField,
  type NeedFields,
  type PriceMode,
  TITLE_MAX,
} from '../../core/needs/form';
import { formatPickerDay } from '../../core/needs/picker-day';
import { sendResuming } from '../../core/session/actions';
import { $session } from '../../core/session/session';
import { parseDay } from '../../core/time/parse-day';
import { formatDay } from '../../core/time/time';
import { toast } from '../../core/toast/toast';
import { useFormStyles } from '../ui/form-styles';
import { ImageUpload } from '../ui/ImageUpload';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useStyles } from '../ui/useStyles';
import { NEEDS_FORM_CSS } from './form-css';
import * as texts from './messages';

/** The price choices: the spec's three, and the stored text of an edited need if it has one. */
function priceModes(custom: boolean): Array<readonly [PriceMode, string]> {
  const modes = [
    ['negotiable', texts.negotiable],
    ['total', texts.totalPrice],
    ['perSqm', texts.unitPrice],
  ] as const;
  return custom ? [...modes, ['custom', texts.customPrice] as const] : [...modes];
}

/** One publish/edit form; the type decides the fields (spec order). */
export function NeedForm(props: {
  type: DemandType;
  initial?: NeedFields;
  submitLabel: string;
  onSubmit: (fields: NeedFields) => Promise<void>;
  onCancel?: () => void;
  /** The styling part name (default `form`; none while the form is kept hidden). */
  part?: string | null;
}) {
  useFormStyles();
  useStyles(NEEDS_FORM_CSS);
  const { t } = useText();
  const session = useStore($session);
  const [store] = useState(() =>
    createNeedForm(props.type, props.initial ?? emptyFields(session.user?.phone ?? '')),
  );
  const { values: f, errors, busy } = useStore(store.$state);
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { type } = props;

  const set = <K extends NeedField>(key: K, value: NeedFields[K]) => store.set(key, value);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const first = store.check();
    if (first) {
      const el =
        form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) ??
        form.current?.querySelector<HTMLElement>(`[id="${id(first)}"]`);
      el?.focus();
      return;
    }
    await store.sending(() => props.onSubmit(f));
  };

  const err = (key: NeedField) =>
    errors[key] ? (
      <div className="field-error" id={id(`${key}-err`)} role="alert">
        {t(errors[key]!)}
      </div>
    ) : null;
  const aria = (key: NeedField, hint?: string) => ({
    id: id(key),
    'data-field': key,
    'aria-invalid': errors[key] ? ('true' as const) : undefined,
    'aria-describedby':
      [errors[key] ? id(`${key}-err`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const label = (key: NeedField, text: string, required = false) => (
    <label htmlFor={id(key)}>
      {required && (
        <span className="nb-req" aria-hidden="true">
          *
        </span>
      )}
      {t(text)}
      {required && <span className="sr-only">{t(ui.required)}</span>}
    </label>
  );
  const text = (
    key: 'quantity' | 'unit' | 'addr' | 'area' | 'kind' | 'phone' | 'price',
    caption: string,
    required = false,
    extra: Record<string, unknown> = {},
  ) => (
    <div className="field">
      {label(key, caption, required)}
      <input
        className="input"
        value={f[key]}
        onChange={(e) => set(key, e.currentTarget.value)}
        {...aria(key)}
        {...extra}
      />
      {err(key)}
    </div>
  );
  const area = (key: 'requirements' | 'delivery' | 'highlights' | 'other', caption: string) => (
    <div className="field">
      {label(key, caption)}
      <textarea
        className="input"
        rows={3}
        maxLength={500}
        value={f[key]}
        onChange={(e) => set(key, e.currentTarget.value)}
        {...aria(key)}
      />
      {err(key)}
    </div>
  );
  /** A required group of choices with its caption as the legend. */
  const group = (caption: string, body: ReactNode) => (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
      <legend className="label">
        <span className="nb-req" aria-hidden="true">
          *
        </span>
        {t(caption)}
      </legend>
      {body}
    </fieldset>
  );
  /** Radio buttons for one field; the first one is the focus target of its error. */
  const pick = (key: 'claim' | 'dispute', spec: readonly string[]) => (
    <>
      <div className="nb-choices">
        {choicesWith(spec, props.initial?.[key] ?? '').map((c, i) => (
          <label key={c}>
            <input
              type="radio"
              name={id(key)}
              checked={f[key] === c}
              onChange={() => set(key, c)}
              {...(i === 0 ? { 'data-field': key } : {})}
              aria-invalid={errors[key] ? 'true' : undefined}
            />
            {t(c)}
          </label>
        ))}
      </div>
      {err(key)}
    </>
  );
  const today = formatDay(Date.now());

  return (
    <form
      ref={form}
      className="nb-form"
      noValidate
      onSubmit={submit}
      part={props.part === undefined ? 'form' : (props.part ?? undefined)}
    >
      {type === 1 &&
        text('addr', texts.address, true, { maxLength: 100, autoComplete: 'street-address' })}
      <div className="field">
        {label('title', type === 0 ? texts.title : texts.assetName, true)}
        <input
          className="input"
          value={f.title}
          maxLength={TITLE_MAX}
          onChange={(e) => set('title', e.currentTarget.value)}
          {...aria('title', id('title-hint'))}
        />
        <div className="nb-hint" id={id('title-hint')}>
          {t(texts.titleLength(TITLE_MAX, Array.from(f.title).length))}
        </div>
        {err('title')}
      </div>
      <div className="field">
        {label('endTime', texts.endDate, true)}
        <input
          className="input"
          type="date"
          min={today}
          value={formatDay(f.endTime)}
          onChange={(e) => set('endTime', parseDay(e.currentTarget.value))}
          {...aria('endTime', id('end-hint'))}
        />
        <div className="nb-hint" id={id('end-hint')} aria-live="polite">
          {f.endTime !== null ? formatPickerDay(f.endTime) : t(texts.chooseDate)}
        </div>
        {err('endTime')}
      </div>
      <div className="field" data-images="">
        <ImageUpload
          id={id('images')}
          label={texts.images}
          required
          value={f.images}
          onChange={(urls) => set('images', urls)}
          min={IMAGES_MIN}
          max={IMAGES_MAX}
          prefix="avatar_"
          hint={texts.imagesHint(IMAGES_MIN, IMAGES_MAX)}
          error={errors.images ?? null}
          onBusyChange={setUploading}
        />
      </div>
      {type === 0 ? (
        <>
          <div className="field">
            {label('quantity', texts.quantity, true)}
            <div className="row">
              <input
                className="input"
                value={f.quantity}
                inputMode="decimal"
                onChange={(e) => set('quantity', e.currentTarget.value)}
                {...aria('quantity')}
              />
              <input
                className="input nf-unit"
                aria-label={t(texts.unit)}
                placeholder={t(texts.unitExample)}
                value={f.unit}
                maxLength={10}
                onChange={(e) => set('unit', e.currentTarget.value)}
              />
            </div>
            {err('quantity')}
          </div>
          {area('requirements', texts.purchaseNeed)}
          {area('delivery', texts.deliveryNeed)}
        </>
      ) : (
        <>
          {group(texts.request, pick('claim', CLAIMS))}
          {group(
            ui.price,
            <>
              <div className="nb-choices">
                {priceModes(props.initial?.priceMode === 'custom').map(([mode, caption]) => (
                  <label key={mode}>
                    <input
                      type="radio"
                      name={id('pm')}
                      checked={f.priceMode === mode}
                      onChange={() => {
                        set('priceMode', mode);
                        // the stored text belongs to its own choice only
                        if (mode === 'custom' || f.priceMode === 'custom')
                          set('price', mode === 'custom' ? (props.initial?.price ?? '') : '');
                      }}
                    />
                    {t(caption)}
                  </label>
                ))}
              </div>
              {f.priceMode !== 'negotiable' && (
                <input
                  className="input"
                  inputMode="decimal"
                  aria-label={t(priceModes(true).find(([mode]) => mode === f.priceMode)![1])}
                  value={f.price}
                  onChange={(e) => set('price', e.currentTarget.value)}
                  {...aria('price')}
                />
              )}
              {err('price')}
            </>,
          )}
          {text('area', texts.areaSize, false, { maxLength: 50 })}
          {text('kind', texts.propertyType, false, { maxLength: 50 })}
          {group(texts.disputes, pick('dispute', DISPUTES))}
          {area('highlights', texts.highlights)}
        </>
      )}
      {area('other', texts.otherOptional)}
      {text('phone', ui.contactPhone, true, { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
      <div className="nb-hint" style={{ marginTop: -8, marginBottom: 12 }}>
        {t(texts.samePhoneHint)}
      </div>
      <div className="nb-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
          {t(busy ? ui.submitting : uploading ? texts.uploadingImages : props.submitLabel)}
        </button>
        {props.onCancel && (
          <button type="button" className="btn" onClick={props.onCancel}>
            {t(ui.cancel)}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Sends a need (publish or edit) so that it finishes after the same user logs in again when the
 * server refused the session, and reports the outcome as a toast; `onDone` gets the server's data.
 */
export function sendNeed(
  send: () => Promise<WriteOutcome>,
  t: (text: string) => string,
  onDone: (data: unknown) => void,
): Promise<void> {
  return sendResuming(send, (result) => {
    if (!result.ok) {
      toast.error(t(texts.failedWith(errorMessage(result.error))));
      return;
    }
    const outcome = result.value;
    if (!outcome.ok) {
      toast.error(t(outcome.message));
      return;
    }
    toast.success(t(outcome.message));
    onDone(outcome.data);
  });
}

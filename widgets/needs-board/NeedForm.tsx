import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { formatDay, formatPickerDay, parseDay } from '../../core/needs/day';
import {
  type DemandType,
  emptyFields,
  type FieldErrors,
  fieldOrder,
  IMAGES_MAX,
  IMAGES_MIN,
  type NeedField,
  type NeedFields,
  TITLE_MAX,
  validateNeed,
} from '../../core/needs/form';
import { $session } from '../../core/session/session';
import { ImageUpload } from '../ui/ImageUpload';
import { useText } from '../ui/i18n';
import { useStyles } from '../ui/useStyles';
import { NEEDS_FORM_CSS } from './form-css';

/** One publish/edit form; the type decides the fields (spec order). */
export function NeedForm(props: {
  type: DemandType;
  initial?: NeedFields;
  submitLabel: string;
  onSubmit: (fields: NeedFields) => Promise<void>;
  onCancel?: () => void;
}) {
  useStyles(NEEDS_FORM_CSS);
  const { t } = useText();
  const session = useStore($session);
  const [f, setF] = useState<NeedFields>(
    () => props.initial ?? emptyFields(session.user?.member_phone ?? ''),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { type } = props;

  const set = <K extends NeedField>(key: K, value: NeedFields[K]) => {
    setF((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNeed(type, f);
    setErrors(found);
    const first = fieldOrder(type).find((k) => found[k]);
    if (first) {
      const el =
        form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) ??
        form.current?.querySelector<HTMLElement>(`[id="${id(first)}"]`);
      el?.focus();
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(f);
    } finally {
      setBusy(false);
    }
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
      {required && <span className="sr-only">{t('（必填）')}</span>}
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
  const today = formatDay(Date.now());

  return (
    <form ref={form} className="nb-form" noValidate onSubmit={submit} part="form">
      {type === 1 && text('addr', '地址', true, { maxLength: 100, autoComplete: 'street-address' })}
      <div className="field">
        {label('title', type === 0 ? '標題' : '資產名稱', true)}
        <input
          className="input"
          value={f.title}
          maxLength={TITLE_MAX}
          onChange={(e) => set('title', e.currentTarget.value)}
          {...aria('title', id('title-hint'))}
        />
        <div className="nb-hint" id={id('title-hint')}>
          {t(`${TITLE_MAX} 字以內（${Array.from(f.title).length}/${TITLE_MAX}）`)}
        </div>
        {err('title')}
      </div>
      <div className="field">
        {label('endTime', '截止日期', true)}
        <input
          className="input"
          type="date"
          min={today}
          value={formatDay(f.endTime)}
          onChange={(e) => set('endTime', parseDay(e.currentTarget.value))}
          {...aria('endTime', id('end-hint'))}
        />
        <div className="nb-hint" id={id('end-hint')} aria-live="polite">
          {f.endTime !== null ? formatPickerDay(f.endTime) : t('請選擇日期（yyyy 年 MM 月 dd 日）')}
        </div>
        {err('endTime')}
      </div>
      <div className="field" data-images="">
        <ImageUpload
          id={id('images')}
          label="圖片"
          required
          value={f.images}
          onChange={(urls) => set('images', urls)}
          min={IMAGES_MIN}
          max={IMAGES_MAX}
          prefix="avatar_"
          hint={`最少 ${IMAGES_MIN} 張，最多 ${IMAGES_MAX} 張；jpg、png、jpeg 格式，小於 20MB`}
          error={errors.images ?? null}
          onBusyChange={setUploading}
        />
      </div>
      {type === 0 ? (
        <>
          <div className="field">
            {label('quantity', '採購量', true)}
            <div className="row">
              <input
                className="input"
                value={f.quantity}
                inputMode="decimal"
                onChange={(e) => set('quantity', e.currentTarget.value)}
                {...aria('quantity')}
              />
              <input
                className="input"
                style={{ maxWidth: 120 }}
                aria-label={t('單位')}
                placeholder={t('單位，如：件')}
                value={f.unit}
                maxLength={10}
                onChange={(e) => set('unit', e.currentTarget.value)}
              />
            </div>
            {err('quantity')}
          </div>
          {area('requirements', '採購需求')}
          {area('delivery', '交貨需求')}
        </>
      ) : (
        <>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend className="label">
              <span className="nb-req" aria-hidden="true">
                *
              </span>
              {t('訴求')}
            </legend>
            <div className="nb-choices">
              {(['出售', '轉讓'] as const).map((c, i) => (
                <label key={c}>
                  <input
                    type="radio"
                    name={id('claim')}
                    checked={f.claim === c}
                    onChange={() => set('claim', c)}
                    {...(i === 0 ? { 'data-field': 'claim' } : {})}
                    aria-invalid={errors.claim ? 'true' : undefined}
                  />
                  {t(c)}
                </label>
              ))}
            </div>
            {err('claim')}
          </fieldset>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend className="label">
              <span className="nb-req" aria-hidden="true">
                *
              </span>
              {t('價格')}
            </legend>
            <div className="nb-choices">
              {(
                [
                  ['negotiable', '價格面議'],
                  ['total', '總價（元）'],
                  ['perSqm', '單價（元/平方米）'],
                ] as const
              ).map(([mode, caption]) => (
                <label key={mode}>
                  <input
                    type="radio"
                    name={id('pm')}
                    checked={f.priceMode === mode}
                    onChange={() => set('priceMode', mode)}
                  />
                  {t(caption)}
                </label>
              ))}
            </div>
            {f.priceMode !== 'negotiable' && (
              <input
                className="input"
                inputMode="decimal"
                aria-label={t(f.priceMode === 'total' ? '總價（元）' : '單價（元/平方米）')}
                value={f.price}
                onChange={(e) => set('price', e.currentTarget.value)}
                {...aria('price')}
              />
            )}
            {err('price')}
          </fieldset>
          {text('area', '面積（平方米）', false, { maxLength: 50 })}
          {text('kind', '類型（如：商鋪、寫字樓）', false, { maxLength: 50 })}
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend className="label">
              <span className="nb-req" aria-hidden="true">
                *
              </span>
              {t('有無商業糾紛')}
            </legend>
            <div className="nb-choices">
              {(['有', '無'] as const).map((c, i) => (
                <label key={c}>
                  <input
                    type="radio"
                    name={id('dispute')}
                    checked={f.dispute === c}
                    onChange={() => set('dispute', c)}
                    {...(i === 0 ? { 'data-field': 'dispute' } : {})}
                    aria-invalid={errors.dispute ? 'true' : undefined}
                  />
                  {t(c)}
                </label>
              ))}
            </div>
            {err('dispute')}
          </fieldset>
          {area('highlights', '亮點')}
        </>
      )}
      {area('other', '其他（選填）')}
      {text('phone', '聯繫電話', true, { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
      <div className="nb-hint" style={{ marginTop: -8, marginBottom: 12 }}>
        {t('建議與帳號手機號一致')}
      </div>
      <div className="nb-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
          {t(busy ? '提交中…' : uploading ? '圖片上傳中…' : props.submitLabel)}
        </button>
        {props.onCancel && (
          <button type="button" className="btn" onClick={props.onCancel}>
            {t('取消')}
          </button>
        )}
      </div>
    </form>
  );
}

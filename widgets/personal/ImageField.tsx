import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import { IMAGE_RULES } from '../../core/personal/messages';
import { toast } from '../../core/toast/toast';
import { startUpload, type Upload, validateImage } from '../../core/upload/upload';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { RequiredMark } from '../ui/RequiredMark';
import { useImageUrl, useScope } from '../ui/scope';
import * as texts from './messages';

/** One image (avatar, logo or cover): shows it, uploads a replacement with progress. */
export function ImageField(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Object key prefix, e.g. `avatar_`. */
  prefix: string;
  shape?: 'round' | 'square' | 'wide';
  required?: boolean;
  invalid?: boolean;
  hint?: string;
}) {
  const imageUrl = useImageUrl();
  const scope = useScope();
  const { t } = useText();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<Upload | null>(null);
  useEffect(() => () => sending.current?.cancel(), []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateImage(file, IMAGE_RULES);
    if (invalid) {
      toast.error(t(invalid));
      return;
    }
    sending.current?.cancel();
    const current = startUpload(scope, file, {
      ...IMAGE_RULES,
      types: [...IMAGE_RULES.types],
      prefix: props.prefix,
      onProgress: setProgress,
    });
    sending.current = current;
    setProgress(0);
    try {
      const { url } = await current.result;
      props.onChange(url);
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      toast.error(t(error instanceof Error && error.message ? error.message : errorMessage(error)));
    } finally {
      if (sending.current === current) setProgress(null);
    }
  };

  const shape = props.shape ?? 'square';
  return (
    <div className={`imgf imgf-${shape}`} data-invalid={props.invalid ? 'true' : undefined}>
      <span className="imgf-label" id={`${id}-label`}>
        {t(props.label)}
        <RequiredMark shown={props.required} />
      </span>
      <div className="imgf-row">
        <div className="imgf-frame">
          {props.value ? (
            <img src={imageUrl(props.value)} alt={t(props.label)} />
          ) : (
            <span className="imgf-empty" aria-hidden="true">
              +
            </span>
          )}
          {progress !== null ? (
            <div
              className="imgf-progress"
              role="progressbar"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={t(texts.uploadProgress)}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
          ) : null}
        </div>
        <div className="imgf-actions">
          <label className="btn imgf-btn" htmlFor={id} aria-disabled={progress !== null}>
            {progress !== null
              ? t(texts.uploadingPercent(progress))
              : t(props.value ? ui.changeImage : texts.uploadImage)}
          </label>
          <input
            id={id}
            className="sr-only"
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            disabled={progress !== null}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              void pick(file);
            }}
          />
          <span className="imgf-hint" id={`${id}-hint`}>
            {t(props.hint ?? texts.imageHint)}
          </span>
        </div>
      </div>
    </div>
  );
}

/** Styles of the image field. */
export const IMAGE_FIELD_CSS = /* css */ `
.imgf { display: grid; gap: 6px; margin-bottom: 14px; align-content: start; }
.imgf-label { font-size: 14px; color: var(--sztx-text-muted); }
.imgf-row { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
.imgf-frame { position: relative; width: 96px; height: 96px; border-radius: calc(var(--sztx-radius) * 1.25); overflow: hidden; background: var(--sztx-surface-alt); border: 1px dashed var(--sztx-border); display: grid; place-items: center; flex: none; }
.imgf-round .imgf-frame { border-radius: 50%; border-style: solid; }
.imgf-wide .imgf-frame { width: 200px; height: 100px; }
.imgf[data-invalid="true"] .imgf-frame { border-color: var(--sztx-primary); }
.imgf-frame img { width: 100%; height: 100%; object-fit: cover; }
.imgf-empty { font-size: 32px; color: var(--sztx-text-muted); }
.imgf-progress { position: absolute; left: 8px; right: 8px; bottom: 8px; height: 6px; border-radius: calc(var(--sztx-radius) * .375); background: color-mix(in srgb, var(--sztx-on-primary) 80%, transparent); overflow: hidden; }
.imgf-progress span { display: block; height: 100%; background: var(--sztx-primary); transition: width .2s; }
.imgf-actions { display: grid; gap: 6px; justify-items: start; }
.imgf-btn { cursor: pointer; min-height: 36px; }
.imgf-btn[aria-disabled="true"] { opacity: .6; pointer-events: none; }
.imgf input:focus-visible + .imgf-hint, .imgf-actions:focus-within .imgf-btn { outline: 2px solid var(--sztx-accent); outline-offset: 2px; }
.imgf-hint { font-size: 12px; color: var(--sztx-text-muted); }
.req { color: var(--sztx-primary); }
`;

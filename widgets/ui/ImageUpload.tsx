import { useEffect, useId, useRef, useState } from 'react';
import {
  startUpload,
  type Upload,
  type UploadOptions,
  uploadImage,
  validateImage,
} from '../../core/upload/upload';
import { useText } from './i18n';
import { StrokeIcon } from './icons';
import { IMAGE_UPLOAD_CSS as CSS } from './image-upload-css';
import * as ui from './messages';
import { useImageUrl, useScope } from './scope';
import { useStyles } from './useStyles';

/** Props of the image field. */
export interface ImageUploadProps {
  /** URLs (or image paths) of the uploaded images, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  label: string;
  /** Hint shown under the field (e.g. '最少 1 張，最多 5 張'). */
  hint?: string;
  min?: number;
  /** 1 = single-image variant (avatar, letter): picking again replaces the image. */
  max?: number;
  maxBytes?: number;
  types?: readonly string[];
  messages?: { type: string; size: string };
  prefix?: string;
  required?: boolean;
  /** Error of the whole field (e.g. '請上傳圖片'), from the form's validation. */
  error?: string | null;
  /** Reports whether uploads are running (forms should wait before sending). */
  onBusyChange?: (busy: boolean) => void;
  /** Test hook / custom transport; default core/upload's uploadImage. */
  upload?: typeof uploadImage;
  /** id for the file input, so a form can focus the field. */
  id?: string;
}

interface Pending {
  id: number;
  file: File;
  preview: string;
  percent: number;
  error: string | null;
  /** The upload under way, or null. */
  sending: Upload | null;
}

let nextId = 1;

function preview(file: File): string {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return '';
  }
}

/**
 * A multi-image upload field: file picker, per-image progress, error with retry, remove,
 * keyboard-accessible reorder; `max={1}` is the single-image variant.
 */
export function ImageUpload(props: ImageUploadProps) {
  const imageUrl = useImageUrl();
  useStyles(CSS);
  const { t } = useText();
  const {
    value,
    onChange,
    max = 5,
    min = 0,
    label,
    hint,
    required,
    error,
    onBusyChange,
    upload = uploadImage,
  } = props;
  const scope = useScope();
  const autoId = useId();
  const inputId = props.id ?? `iu-${autoId}`;
  const [pending, setPending] = useState<Pending[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  /** Visible notes of the last pick: files refused (type, size) or past the maximum. */
  const [notes, setNotes] = useState<string[]>([]);
  const single = max === 1;

  const busy = pending.some((p) => !p.error);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      for (const p of pendingRef.current) p.sending?.cancel();
    },
    [],
  );

  const options = (): UploadOptions => ({
    ...(props.prefix !== undefined ? { prefix: props.prefix } : {}),
    ...(props.maxBytes !== undefined ? { maxBytes: props.maxBytes } : {}),
    ...(props.types !== undefined ? { types: props.types } : {}),
    ...(props.messages !== undefined ? { messages: props.messages } : {}),
  });

  function patch(id: number, change: Partial<Pending>) {
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  }

  function start(item: Pending) {
    const sending = startUpload(
      scope,
      item.file,
      { ...options(), onProgress: (percent) => patch(item.id, { percent }) },
      upload,
    );
    patch(item.id, { sending, error: null, percent: 0 });
    sending.result.then(
      (result) => {
        setPending((list) => list.filter((p) => p.id !== item.id));
        const next = single ? [result.url] : [...valueRef.current, result.url].slice(0, max);
        // several uploads may finish before the parent re-renders: chain on the latest list
        valueRef.current = next;
        onChangeRef.current(next);
        setStatus(t(ui.imageUploaded));
      },
      (err: unknown) => {
        if (err instanceof Error && err.name === 'AbortError') return;
        const message = err instanceof Error && err.message ? err.message : ui.imageUploadFailed;
        patch(item.id, { error: message, sending: null });
        setStatus(t(message));
      },
    );
  }

  function pick(files: FileList | null) {
    if (!files || files.length === 0) return;
    // a file refused here never takes a slot: it is named in the notes, the others fill the room
    const refused: string[] = [];
    const valid: File[] = [];
    for (const file of Array.from(files)) {
      const invalid = validateImage(file, options());
      if (invalid) refused.push(ui.fileRefused(file.name, t(invalid)));
      else valid.push(file);
    }
    const room = single ? 1 : max - value.length - pending.length;
    const chosen = valid.slice(0, Math.max(0, room));
    const skipped = valid.slice(chosen.length).map((f) => f.name);
    if (skipped.length > 0)
      refused.push(t(ui.imagesSkipped(max)) + skipped.join(t(ui.listSeparator)));
    setNotes(refused); // announced by the notes' own alert role
    const added: Pending[] = chosen.map((file) => ({
      id: nextId++,
      file,
      preview: preview(file),
      percent: 0,
      error: null,
      sending: null,
    }));
    if (single && added.length > 0) for (const p of pending) p.sending?.cancel();
    if (added.length > 0) setPending((list) => (single ? added : [...list, ...added]));
    for (const item of added) start(item);
    if (inputRef.current) inputRef.current.value = '';
  }

  function removeUrl(index: number) {
    onChange(value.filter((_, i) => i !== index));
    setStatus(t(ui.imageRemoved));
  }

  function move(index: number, delta: number, button: HTMLButtonElement | null) {
    const target = index + delta;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    setStatus(t(ui.imageMovedTo(target + 1)));
    // keep focus on the moved image's same control
    const list = button?.closest('ul');
    requestAnimationFrame(() => {
      const items = list?.querySelectorAll<HTMLElement>('li[data-index]');
      const control = items?.[target]?.querySelector<HTMLButtonElement>(
        delta < 0 ? '[data-move="up"]' : '[data-move="down"]',
      );
      (control && !control.disabled
        ? control
        : items?.[target]?.querySelector<HTMLButtonElement>('[data-move]')
      )?.focus();
    });
  }

  function dismiss(id: number) {
    setPending((list) => {
      list.find((p) => p.id === id)?.sending?.cancel();
      return list.filter((p) => p.id !== id);
    });
  }

  const canAdd = single || value.length + pending.length < max;
  const count = value.length;

  return (
    <fieldset
      className="iu"
      aria-describedby={`${inputId}-hint`}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <legend className="iu-label">
        {required && (
          <span className="iu-req" aria-hidden="true">
            *
          </span>
        )}
        {t(label)}
        {required && <span className="sr-only">{t(ui.required)}</span>}
      </legend>
      <ul className="iu-list">
        {value.map((url, index) => (
          <li className="iu-item" key={url} data-index={index} data-state="done">
            <div className="iu-thumb">
              <img src={imageUrl(url)} alt={t(ui.imageAlt(index + 1))} />
            </div>
            <div className="iu-tools">
              {!single && (
                <>
                  <button
                    type="button"
                    className="iu-tool"
                    data-move="up"
                    aria-label={t(ui.moveImageEarlier(index + 1))}
                    disabled={index === 0}
                    onClick={(e) => move(index, -1, e.currentTarget)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="iu-tool"
                    data-move="down"
                    aria-label={t(ui.moveImageLater(index + 1))}
                    disabled={index === count - 1}
                    onClick={(e) => move(index, 1, e.currentTarget)}
                  >
                    →
                  </button>
                </>
              )}
              <button
                type="button"
                className="iu-tool"
                aria-label={t(ui.removeImage(index + 1))}
                title={t(ui.remove)}
                onClick={() => removeUrl(index)}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li className="iu-item" key={`p${p.id}`} data-state={p.error ? 'error' : 'uploading'}>
            <div className="iu-thumb">
              {p.preview ? (
                <img src={p.preview} alt={t(p.file.name)} />
              ) : (
                <StrokeIcon
                  d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4"
                  size={32}
                  strokeWidth="1.6"
                  linejoin="round"
                >
                  <circle cx="15.5" cy="9" r="1.5" fill="none" stroke="currentColor" />
                </StrokeIcon>
              )}
            </div>
            {p.error ? (
              <>
                <div className="iu-err" role="alert">
                  {t(p.error)}
                </div>
                <div className="iu-tools">
                  {!validateImage(p.file, options()) && (
                    <button type="button" className="iu-tool" onClick={() => start(p)}>
                      {t(ui.retry)}
                    </button>
                  )}
                  <button
                    type="button"
                    className="iu-tool"
                    aria-label={t(ui.removeFile(p.file.name))}
                    onClick={() => dismiss(p.id)}
                  >
                    {t(ui.remove)}
                  </button>
                </div>
              </>
            ) : (
              <>
                <div
                  className="iu-bar"
                  role="progressbar"
                  aria-label={t(ui.uploadProgressOf(p.file.name))}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={p.percent}
                >
                  <span style={{ width: `${Math.max(4, p.percent)}%` }} />
                </div>
                <div className="iu-tools">
                  <button type="button" className="iu-tool" onClick={() => dismiss(p.id)}>
                    {t(ui.cancel)}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
        {canAdd && (
          <li>
            <input
              ref={inputRef}
              id={inputId}
              className="iu-file"
              type="file"
              accept={(props.types ?? ['image/png', 'image/jpeg']).join(',')}
              multiple={!single}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={`${inputId}-hint`}
              onChange={(e) => pick(e.currentTarget.files)}
            />
            <label className="iu-add" htmlFor={inputId}>
              <b aria-hidden="true">+</b>
              <span>{t(single && value.length ? ui.changeImage : ui.chooseImage)}</span>
            </label>
          </li>
        )}
      </ul>
      {notes.length > 0 && (
        <ul className="iu-notes" role="alert" part="upload-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="iu-hint" id={`${inputId}-hint`}>
        {hint ? t(hint) : single ? '' : t(ui.imageCountHint(min, max))}
      </div>
      {error && (
        <div className="iu-field-error" role="alert">
          {t(error)}
        </div>
      )}
      <div className="sr-only" aria-live="polite">
        {status}
      </div>
    </fieldset>
  );
}

import { ImageUpload } from '../ui/ImageUpload';

/** Props of one image question. */
export interface ApplyImageProps {
  /** id of the file input (the form focuses it when the image is missing). */
  id: string;
  label: string;
  required: boolean;
  /** The stored url ('' when none). */
  value: string;
  onChange: (url: string) => void;
  /** Field error from the form's validation. */
  error: string | null;
  onBusyChange: (busy: boolean) => void;
}

/**
 * A single-image question: the shared upload field with `max={1}` (random key, stored url =
 * image base + key, progress, retry; storage errors are shown as a message on the image).
 */
export function ApplyImage(props: ApplyImageProps) {
  return (
    <div className="apply-image">
      <ImageUpload
        id={props.id}
        label={props.label}
        required={props.required}
        max={1}
        value={props.value ? [props.value] : []}
        onChange={(urls) => props.onChange(urls[0] ?? '')}
        error={props.error}
        onBusyChange={props.onBusyChange}
      />
    </div>
  );
}

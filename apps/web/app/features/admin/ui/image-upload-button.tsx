import { ImageUp } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';


interface ImageUploadButtonProps {
  /** Visible text: 'Upload image', 'Change image'. */
  label: string;
  /** What the image is for, read out after the label: 'for Silver'. */
  context: string;
  onFile: (file: File) => void;
  busy?: boolean;
  maxBytes: number;
  onRejected: (message: string) => void;
  /** Icon only on phones (the label is still read out). */
  compact?: boolean;
}

/** A button-looking label for a hidden file input: picks one image and hands it over at once. */
export function ImageUploadButton({ label, context, onFile, busy = false, maxBytes, onRejected, compact = false }: ImageUploadButtonProps) {
  const id = useId();
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return onRejected('Please choose an image file');
    if (file.size > maxBytes) return onRejected(`The image must be ${maxBytes / 1024 / 1024} MB or smaller`);
    onFile(file);
  };
  return (
    <span>
      <input id={id} type="file" accept="image/*" disabled={busy} onChange={onPick} className="peer sr-only" />
      <label
        htmlFor={id}
        aria-disabled={busy || undefined}
        className={`${buttonClass('secondary', 'sm')} ${compact ? 'max-sm:w-10 max-sm:px-0' : ''} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep peer-disabled:cursor-wait peer-disabled:opacity-60`}
      >
        <ImageUp size={16} aria-hidden="true" />
        <span className={compact ? 'max-sm:sr-only' : undefined}>{busy ? 'Uploading…' : label}</span>
        <span className="sr-only"> {context}</span>
      </label>
    </span>
  );
}

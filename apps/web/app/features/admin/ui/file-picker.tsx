import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { usePreviewUrls } from '../../../components/ui/use-preview-urls';

interface FilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** How many more may be added (the server's limit less what is already there). */
  room: number;
  maxBytes: number;
  /** 'Add images'. */
  label: string;
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * Picks image files and previews them before they are sent. Files that are not images or are too
 * large are left out (with a note why); the server checks again and re-encodes what it keeps.
 */
export function FilePicker({ files, onChange, room, maxBytes, label, hint, multiple = true, disabled = false }: FilePickerProps) {
  const id = useId();
  const previews = usePreviewUrls(files);
  const [note, setNote] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = picked.filter((file) => file.type.startsWith('image/') && file.size <= maxBytes);
    const kept = images.slice(0, Math.max(0, room - files.length));
    const dropped = picked.length - kept.length;
    setNote(dropped > 0 ? `${dropped} ${dropped === 1 ? 'file was' : 'files were'} left out: only images of up to ${maxBytes / 1024 / 1024} MB, ${room} at most.` : null);
    if (kept.length) onChange(multiple ? [...files, ...kept] : kept.slice(0, 1));
  };

  const canAdd = multiple ? files.length < room : files.length === 0;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {files.map((file, i) => (
          <div key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="relative size-20">
            {previews[i] && <img src={previews[i]} alt={`New image ${i + 1}: ${file.name}`} className="size-full rounded-lg border border-sand object-cover" />}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={`Remove new image ${i + 1}`}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-charcoal text-ivory shadow hover:bg-rose-deep disabled:opacity-60"
            >
              <X size={14} aria-hidden="true" />
            </button>
          </div>
        ))}
        {canAdd && room > 0 && (
          <>
            <input
              id={id}
              type="file"
              accept="image/*"
              multiple={multiple}
              disabled={disabled}
              onChange={onPick}
              aria-describedby={`${id}-hint`}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-ink-muted/50 bg-ivory px-1 text-center text-xs font-semibold text-ink-muted transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep hover:border-rose-deep hover:text-rose-deep"
            >
              <ImagePlus size={20} aria-hidden="true" />
              {label}
            </label>
          </>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
        {hint}
      </p>
      {note && (
        <p role="status" className="mt-1 text-xs text-brass-deep">
          {note}
        </p>
      )}
    </div>
  );
}

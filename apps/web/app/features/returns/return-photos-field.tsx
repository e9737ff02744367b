import { RETURN_LIMITS } from '@dhatu/domain';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '../../components/ui/field';
import { usePreviewUrls } from '../../components/ui/use-preview-urls';
import { acceptReturnPhotos, PHOTOS_HINT, type ReturnFormValues } from './return-form';

/** Optional photos of the piece and any damage: images of at most 5 MB, at most 5, with previews. */
export function ReturnPhotosField() {
  const id = useId();
  const { control } = useFormContext<ReturnFormValues>();
  const { field, fieldState } = useController({ control, name: 'photos' });
  const files = field.value;
  const previews = usePreviewUrls(files);
  const [dropped, setDropped] = useState(false);
  const room = RETURN_LIMITS.photosMax - files.length;
  const error = fieldState.error?.message;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after removing it
    const accepted = acceptReturnPhotos(picked, files.length);
    setDropped(accepted.length < picked.length);
    if (accepted.length) field.onChange([...files, ...accepted]);
  };

  return (
    <fieldset>
      <legend className="text-base font-semibold text-charcoal">
        Photos <span className="font-normal text-ink-muted">(optional)</span>
      </legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted">
        Of the piece and of any damage. {PHOTOS_HINT}.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {files.map((file, i) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="relative size-20">
            {previews[i] && <img src={previews[i]} alt={`Photo ${i + 1}: ${file.name}`} className="size-full rounded-lg border border-sand object-cover" />}
            <button
              type="button"
              onClick={() => {
                setDropped(false);
                field.onChange(files.filter((_, j) => j !== i));
              }}
              aria-label={`Remove photo ${i + 1}`}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-charcoal text-ivory shadow hover:bg-rose-deep"
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <input
              id={id}
              type="file"
              accept="image/*"
              multiple
              onChange={onPick}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}${dropped ? ` ${id}-dropped` : ''}`}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-ink-muted/50 bg-white text-xs font-semibold text-ink-muted transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep hover:border-rose-deep hover:text-rose-deep"
            >
              <ImagePlus size={20} aria-hidden="true" />
              Add
              <span className="sr-only"> photos</span>
            </label>
          </li>
        )}
      </ul>
      {dropped && (
        <p id={`${id}-dropped`} role="status" className="mt-1.5 text-sm text-ink-muted">
          Some files were left out: photos must be images of {RETURN_LIMITS.photoMaxBytes / 1024 / 1024} MB or smaller, {RETURN_LIMITS.photosMax} at most.
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

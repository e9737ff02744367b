import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX, acceptReviewImages } from '@dhatu/domain';
import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { usePreviewUrls } from '../../components/ui/use-preview-urls';

export interface ImagePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Photos the review keeps besides these (edit, add mode): they count towards the 5. */
  kept: number;
  disabled?: boolean;
}

const MAX_MB = REVIEW_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Photo picker (storefront §5): image files only, each at most 5 MB, at most 5 in all; extra or
 * invalid files are silently dropped. Chosen photos show as previews with a remove button each.
 */
export function ImagePicker({ files, onChange, kept, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const previews = usePreviewUrls(files);
  const room = REVIEW_IMAGES_MAX - kept - files.length;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after removing it.
    event.target.value = '';
    const accepted = acceptReviewImages(picked, kept + files.length);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <div>
      <p className="text-sm font-semibold text-charcoal">Add Photos</p>
      <p id={`${inputId}-help`} className="mt-0.5 text-xs text-ink-muted">
        Up to {REVIEW_IMAGES_MAX} photos, {MAX_MB} MB each.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {files.map((file, i) => (
          <div key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="relative size-20">
            {previews[i] && <img src={previews[i]} alt={`Selected photo ${i + 1}`} className="size-full rounded-lg border border-sand object-cover" />}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={`Remove selected photo ${i + 1}`}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-charcoal text-ivory shadow hover:bg-rose-deep disabled:opacity-60"
            >
              <X size={14} aria-hidden="true" />
            </button>
          </div>
        ))}
        {room > 0 && (
          <>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              disabled={disabled}
              onChange={onPick}
              aria-describedby={`${inputId}-help`}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-ink-muted/50 bg-ivory text-xs font-semibold text-ink-muted transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep hover:border-rose-deep hover:text-rose-deep"
            >
              <ImagePlus size={20} aria-hidden="true" />
              Add
              <span className="sr-only"> photos</span>
            </label>
          </>
        )}
      </div>
    </div>
  );
}

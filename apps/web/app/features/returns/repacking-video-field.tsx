import { Video, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useController, useFormContext } from 'react-hook-form';
import { buttonClass } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field';
import { VIDEO_ACCEPT, VIDEO_HINT, videoLengthProblem, videoProblem, type ReturnFormValues } from './return-form';
import { readVideoSeconds } from './video-duration';

/** '12.4 MB', or '640 KB' under a megabyte. */
const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The repacking video the Returns Policy asks for: one MP4, WebM or MOV, checked for its type, size
 * and (when the browser can read it) length as it is picked, so a refusal comes before the upload.
 */
export function RepackingVideoField() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { control, setError, clearErrors } = useFormContext<ReturnFormValues>();
  const { field, fieldState } = useController({ control, name: 'video' });
  const [checking, setChecking] = useState(false);
  const video = field.value;
  const error = fieldState.error?.message;
  const describedBy = [`${id}-what`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoProblem(file);
    if (problem) {
      setError('video', { type: 'validate', message: problem });
      return;
    }
    setChecking(true);
    const tooLong = videoLengthProblem(await readVideoSeconds(file));
    setChecking(false);
    if (tooLong) {
      setError('video', { type: 'validate', message: tooLong });
      return;
    }
    clearErrors('video');
    field.onChange(file);
  };

  return (
    <fieldset>
      <legend className="text-base font-semibold text-charcoal">Repacking video</legend>
      <p id={`${id}-what`} className="mt-0.5 text-sm text-ink-muted">
        Record one continuous video of the piece from all sides and of you packing it in its original packing, as the{' '}
        <Link to="/returnpolicy" className="font-semibold text-rose-deep underline underline-offset-2 hover:text-charcoal">
          Returns Policy
        </Link>{' '}
        asks. We cannot accept a return without it.
      </p>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {VIDEO_HINT}.
      </p>
      {video && (
        <div className="mt-2 flex items-center gap-3 rounded-xl border border-sand bg-white p-3">
          <Video size={20} aria-hidden="true" className="shrink-0 text-rose-deep" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-semibold text-charcoal">{video.name}</span>
            <span className="text-xs text-ink-muted">{fileSize(video.size)}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              field.onChange(null);
              input.current?.focus();
            }}
            aria-label={`Remove the video ${video.name}`}
            className="icon-button shrink-0"
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="mt-2">
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={id}
          type="file"
          accept={VIDEO_ACCEPT}
          onChange={(event) => void onPick(event)}
          onBlur={field.onBlur}
          disabled={checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClass('secondary', 'md', 'w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep peer-disabled:cursor-wait peer-disabled:opacity-60 sm:w-auto')}
        >
          <Video size={16} aria-hidden="true" />
          {checking ? 'Checking the video…' : video ? 'Choose another video' : 'Choose the video'}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

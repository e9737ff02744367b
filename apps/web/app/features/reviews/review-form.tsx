import { zodResolver } from '@hookform/resolvers/zod';
import {
  IMAGE_WIDTHS, imageSrcSet, REVIEW_COMMENT_MAX_LENGTH, REVIEW_IMAGES_MAX, reviewSchema, type Review as ValidReview, type ReviewImageAction, type ReviewInput,
} from '@dhatu/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { ImagePicker } from './image-picker';
import { REVIEW_TEXTS, reviewFormData } from './review-rules';
import { StarPicker } from './star-picker';
import type { Review } from './types';

export interface ReviewFormProps {
  /** The review being edited; absent to write a new one. */
  review?: Review;
  /** Sends the form; resolves when saved. */
  onSubmit: (form: FormData) => Promise<unknown>;
  onCancel: () => void;
}

const BUTTON = 'inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/**
 * The review form (storefront §4, §5): star rating, comment with its live length, photos with
 * previews and, when editing a review that has photos, whether new photos are added to them or
 * replace them. reviewSchema gives the same messages the server gives. Submit is disabled without
 * a rating or a comment, and while saving.
 */
export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const editing = review !== undefined;
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [imageAction, setImageAction] = useState<ReviewImageAction>('add');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, watch, formState } = useForm<ReviewInput, unknown, ValidReview>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const rating = Number(watch('rating')) || 0;
  const comment = watch('comment') ?? '';
  const currentPhotos = review?.images ?? [];
  const kept = editing && imageAction === 'add' ? currentPhotos.length : 0;
  const canSubmit = rating > 0 && comment.trim().length > 0 && !isSubmitting;

  const chooseAction = (action: ReviewImageAction) => {
    setImageAction(action);
    // Back to adding: keep only what still fits beside the current photos.
    if (action === 'add') setFiles((chosen) => chosen.slice(0, Math.max(0, REVIEW_IMAGES_MAX - currentPhotos.length)));
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(reviewFormData({ ...values, images: files, imageAction: editing ? imageAction : undefined }));
    } catch (error) {
      setFormError(errorMessage(error, editing ? REVIEW_TEXTS.updateFailed : REVIEW_TEXTS.submitFailed));
    }
  });

  const commentError = errors.comment?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-5">
      <h3 id={`${id}-title`} className="text-xl text-charcoal">
        {editing ? REVIEW_TEXTS.edit : REVIEW_TEXTS.share}
      </h3>

      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarPicker value={Number(field.value) || 0} onChange={field.onChange} error={errors.rating?.message} disabled={isSubmitting} />}
      />

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-charcoal">
            Your Review
          </label>
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${comment.length > REVIEW_COMMENT_MAX_LENGTH ? 'font-semibold text-error' : 'text-ink-muted'}`}
          >
            {comment.length}/{REVIEW_COMMENT_MAX_LENGTH}
          </span>
        </div>
        <textarea
          id={`${id}-comment`}
          rows={5}
          placeholder="What did you like or dislike? How was the finish, the size, the packing?"
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-count${commentError ? ` ${id}-comment-error` : ''}`}
          disabled={isSubmitting}
          className={`block w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-[0.9375rem] leading-relaxed text-charcoal placeholder:text-ink-muted/80 focus:border-rose-deep focus:outline-none ${commentError ? 'border-error' : 'border-sand'}`}
          {...register('comment')}
        />
        {commentError && (
          <p id={`${id}-comment-error`} className="mt-1 text-sm text-error">
            {commentError}
          </p>
        )}
      </div>

      {editing && currentPhotos.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-charcoal">Current Photos</legend>
          <ul className={`mt-2 flex flex-wrap gap-2 transition-opacity ${imageAction === 'replace' ? 'opacity-40' : ''}`}>
            {currentPhotos.map((image) => (
              <li key={image._id}>
                <img src={image.url} srcSet={imageSrcSet(image.url, IMAGE_WIDTHS)} sizes="64px" alt={image.altText} width={64} height={64} className="size-16 rounded-lg border border-sand object-cover" />
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2">
            {(['add', 'replace'] as const).map((action) => (
              <label key={action} className="inline-flex cursor-pointer items-center gap-2 text-sm text-charcoal">
                <input
                  type="radio"
                  name={`${id}-image-action`}
                  value={action}
                  checked={imageAction === action}
                  onChange={() => chooseAction(action)}
                  disabled={isSubmitting}
                  className="size-4 accent-rose-deep"
                />
                {action === 'add' ? 'Add new photos to these' : 'Replace these with new photos'}
              </label>
            ))}
          </div>
          {imageAction === 'replace' && files.length === 0 && (
            <p className="mt-2 text-xs text-ink-muted">Saving without new photos removes the current ones.</p>
          )}
        </fieldset>
      )}

      <ImagePicker files={files} onChange={setFiles} kept={kept} disabled={isSubmitting} />

      {formError && (
        <p role="alert" className="rounded-lg bg-error-soft px-3.5 py-2.5 text-sm text-error">
          {formError}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={!canSubmit} aria-busy={isSubmitting || undefined} className={`${BUTTON} bg-rose-deep text-white hover:bg-charcoal disabled:bg-ink-muted/50`}>
          {isSubmitting ? (editing ? 'Updating…' : 'Submitting…') : editing ? 'Update Review' : 'Submit Review'}
        </button>
        <button type="button" onClick={onCancel} disabled={isSubmitting} className={`${BUTTON} border border-charcoal/25 text-charcoal hover:border-charcoal hover:bg-mist`}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import {
  RETURN_LIMITS, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_RESOLUTION_LABELS, RETURN_RESOLUTIONS, type PaymentMethod, type ReturnResolution,
} from '@dhatu/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from '../../components/ui/field';
import { RadioOption } from './radio-option';
import { refundPromise } from './return-display';
import type { ReturnFormValues } from './return-form';

const LEGEND = 'text-base font-semibold text-charcoal';
const TEXTAREA =
  'block w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base leading-relaxed text-charcoal placeholder:text-ink-muted/80 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none';

/** The reason (radio group) and its details: required for "Other", optional otherwise. */
export function ReasonField() {
  const id = useId();
  const { register, watch, clearErrors, formState } = useFormContext<ReturnFormValues>();
  const { errors } = formState;
  const other = watch('reason') === 'other';
  const text = watch('reasonText');
  const reasonError = errors.reason?.message;
  const textError = errors.reasonText?.message;
  const aria = (error: string | undefined, errorId: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined });

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className={LEGEND}>Why are you returning it?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {RETURN_REASONS.map((reason) => (
            <RadioOption
              key={reason}
              id={`${id}-reason-${reason}`}
              value={reason}
              label={RETURN_REASON_LABELS[reason]}
              {...aria(reasonError, `${id}-reason-error`)}
              {...register('reason', { onChange: () => clearErrors(['reason', 'reasonText']) })}
            />
          ))}
        </div>
        <FieldError id={`${id}-reason-error`} message={reasonError} />
      </fieldset>

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-charcoal">
            {other ? 'Tell us what went wrong' : 'Tell us more'}
            {!other && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
          </label>
          <span id={`${id}-count`} className={`text-xs tabular-nums ${text.length > RETURN_LIMITS.reasonTextMax ? 'font-semibold text-error' : 'text-ink-muted'}`}>
            {text.length}/{RETURN_LIMITS.reasonTextMax}
          </span>
        </div>
        <textarea
          id={`${id}-text`}
          rows={3}
          placeholder="For example: a dent on the lid, or a finish unlike the pictures"
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id}-count${textError ? ` ${id}-text-error` : ''}`}
          className={`${TEXTAREA} ${textError ? 'border-error' : 'border-sand'}`}
          {...register('reasonText', { onChange: () => clearErrors('reasonText') })}
        />
        <FieldError id={`${id}-text-error`} message={textError} />
      </div>
    </div>
  );
}

const RESOLUTION_DESCRIPTIONS: Record<ReturnResolution, (paymentMethod: PaymentMethod) => string> = {
  refund: refundPromise,
  exchange: () => 'We send you the same piece again once yours reaches us.',
};

/** Refund or exchange for the same piece, each with what happens next. */
export function ResolutionField({ paymentMethod }: { paymentMethod: PaymentMethod }) {
  const id = useId();
  const { register, clearErrors, formState } = useFormContext<ReturnFormValues>();
  const error = formState.errors.resolution?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={LEGEND}>Refund or exchange?</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {RETURN_RESOLUTIONS.map((resolution) => (
          <RadioOption
            key={resolution}
            id={`${id}-${resolution}`}
            value={resolution}
            label={RETURN_RESOLUTION_LABELS[resolution]}
            description={RESOLUTION_DESCRIPTIONS[resolution](paymentMethod)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register('resolution', { onChange: () => clearErrors('resolution') })}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

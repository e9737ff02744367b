import { PHONE_COUNTRY_CODE, type PhoneLogin, type PhoneLoginInput } from '@dhatu/domain';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { buttonClass } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field';
import { phoneInput } from './login-rules';

interface PhoneStepProps {
  /** The number box's label ('Mobile Number' on the login screen). */
  label?: string;
  /** The form's accessible name ('Phone login' on the login screen). */
  formLabel?: string;
  /** The flow's number form (phoneLoginSchema); its error is the schema's or the server's. */
  form: UseFormReturn<PhoneLoginInput, unknown, PhoneLogin>;
  pending: boolean;
  /** Before the page is interactive the button cannot work yet. */
  disabled: boolean;
  /** Focus the number box when it appears (after Change Number), not on first load. */
  focusOnMount: boolean;
  humanCheckWidget: ReactNode;
  onSubmit: (event: FormEvent) => Promise<void>;
}

/** Step 1: the mobile number after a fixed +91, and 'GET OTP'. */
export function PhoneStep({ label = 'Mobile Number', formLabel = 'Phone login', form, pending, disabled, focusOnMount, humanCheckWidget, onSubmit }: PhoneStepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const { field, fieldState } = useController({ control: form.control, name: 'phone' });
  const error = fieldState.error?.message;
  // Only when a message appears: a counted-down wait changes its text every second.
  const failed = Boolean(error);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (failed) input.current?.focus();
  }, [failed]);

  return (
    <form noValidate aria-label={formLabel} onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-phone`} className="block text-sm font-semibold text-charcoal">
        {label}
      </label>
      <div
        className={`mt-1.5 flex h-13 items-stretch overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-rose-deep focus-within:ring-2 focus-within:ring-rose/25 ${error ? 'border-error' : 'border-sand'}`}
      >
        <span id={prefixId} className="flex items-center border-r border-sand bg-ivory px-3.5 text-base font-semibold text-charcoal">
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={`${id}-phone`}
          name={field.name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={field.value}
          onChange={(event) => {
            field.onChange(phoneInput(event.target.value));
            form.clearErrors('phone');
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefixId} ${errorId}` : prefixId}
          className="min-w-0 flex-1 bg-transparent px-3.5 text-lg tracking-wide text-charcoal placeholder:text-base placeholder:tracking-normal placeholder:text-ink-muted/70 focus-visible:outline-none"
        />
      </div>
      <FieldError id={errorId} message={error} announce />

      {/* The invisible human-verification check goes here when the shop switches it on (human-check.ts). */}
      {humanCheckWidget}

      <button type="submit" disabled={disabled || pending} aria-busy={pending || undefined} className={buttonClass('primary', 'lg', 'mt-6 w-full tracking-[0.14em]')}>
        {pending ? 'SENDING OTP…' : 'GET OTP'}
      </button>
      <p className="mt-3 text-center text-xs text-ink-muted">We will send a 6-digit code to this number by SMS.</p>
    </form>
  );
}

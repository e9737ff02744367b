import { PHONE_COUNTRY_CODE } from '@dhatu/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { LoginFieldError, PRIMARY_BUTTON } from './login-field';

interface PhoneStepProps {
  /** The 10 digits typed so far, without +91. */
  phone: string;
  error: string | null;
  pending: boolean;
  /** Before the page is interactive the button cannot work yet. */
  disabled: boolean;
  /** Focus the number box when it appears (after Change Number), not on first load. */
  focusOnMount: boolean;
  humanCheckWidget: ReactNode;
  onPhoneChange: (text: string) => void;
  onSubmit: () => void;
}

/** Step 1: the mobile number after a fixed +91, and 'GET OTP'. */
export function PhoneStep({ phone, error, pending, disabled, focusOnMount, humanCheckWidget, onPhoneChange, onSubmit }: PhoneStepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  return (
    <form
      noValidate
      aria-label="Phone login"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-phone`} className="block text-sm font-semibold text-charcoal">
        Mobile Number
      </label>
      <div
        className={`mt-1.5 flex h-13 items-stretch overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-rose-deep focus-within:ring-2 focus-within:ring-rose/25 ${error ? 'border-[#a1262f]' : 'border-sand'}`}
      >
        <span id={prefixId} className="flex items-center border-r border-sand bg-ivory px-3.5 text-base font-semibold text-charcoal">
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          ref={input}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefixId} ${errorId}` : prefixId}
          className="min-w-0 flex-1 bg-transparent px-3.5 text-lg tracking-wide text-charcoal placeholder:text-base placeholder:tracking-normal placeholder:text-ink-muted/70 focus-visible:outline-none"
        />
      </div>
      <LoginFieldError id={errorId} message={error} />

      {/* The invisible human-verification check goes here when the shop switches it on (human-check.ts). */}
      {humanCheckWidget}

      <button type="submit" disabled={disabled || pending} aria-busy={pending || undefined} className={`${PRIMARY_BUTTON} mt-6`}>
        {pending ? 'SENDING OTP…' : 'GET OTP'}
      </button>
      <p className="mt-3 text-center text-xs text-ink-muted">We will send a 6-digit code to this number by SMS.</p>
    </form>
  );
}

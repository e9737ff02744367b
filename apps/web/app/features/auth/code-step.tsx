import { OTP_LENGTH } from '@dhatu/domain';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { buttonClass, TEXT_BUTTON } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field';
import { codeInput, type CodeStepValues } from './login-rules';

interface CodeStepProps {
  /** The flow's code form (otpCodeSchema); its error is the schema's or the server's. */
  form: UseFormReturn<CodeStepValues>;
  pending: 'send' | 'resend' | 'verify' | null;
  /** Seconds until the resend link works again. */
  resendIn: number;
  expiresInSeconds: number | null;
  onVerify: (event: FormEvent) => Promise<void>;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step 2: the 6-digit code, 'Verify OTP', 'Change Number' and the resend countdown. */
export function CodeStep({ form, pending, resendIn, expiresInSeconds, onVerify, onResend, onChangeNumber }: CodeStepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { field, fieldState } = useController({ control: form.control, name: 'code' });
  const error = fieldState.error?.message;
  // Only when a message appears: a counted-down wait changes its text every second.
  const failed = Boolean(error);

  // Focus the code box when the step appears, and again (selected) after a failure.
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (failed) input.current?.select();
  }, [failed]);


  const minutes = expiresInSeconds ? Math.round(expiresInSeconds / 60) : null;
  return (
    <form noValidate aria-label="One-time code" onSubmit={(event) => void onVerify(event)}>
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-charcoal">
        Enter OTP
      </label>
      <input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        id={`${id}-code`}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={'•'.repeat(OTP_LENGTH)}
        value={field.value}
        onChange={(event) => {
          field.onChange(codeInput(event.target.value));
          form.clearErrors('code');
        }}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 block h-14 w-full rounded-xl border bg-white pr-4 pl-[calc(1rem+0.5em)] text-center font-mono text-2xl tracking-[0.5em] text-charcoal shadow-sm transition-colors placeholder:text-ink-muted/50 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none ${error ? 'border-error' : 'border-sand'}`}
      />
      <FieldError id={errorId} message={error} announce />
      <p id={hintId} className="mt-2 text-xs text-ink-muted">
        {minutes ? `The OTP is valid for ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Check your messages for the OTP.'}
      </p>

      <button type="submit" disabled={pending !== null} aria-busy={pending === 'verify' || undefined} className={buttonClass('primary', 'lg', 'mt-6 w-full tracking-[0.14em]')}>
        {pending === 'verify' ? 'Verifying…' : 'Verify OTP'}
      </button>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <button type="button" onClick={onChangeNumber} disabled={pending === 'verify'} className={TEXT_BUTTON}>
          Change Number
        </button>
        {resendIn > 0 ? (
          <span className="text-sm text-ink-muted tabular-nums">Resend OTP in {resendIn}s</span>
        ) : (
          <button type="button" onClick={onResend} disabled={pending !== null} aria-busy={pending === 'resend' || undefined} className={TEXT_BUTTON}>
            {pending === 'resend' ? 'Sending…' : 'Resend OTP'}
          </button>
        )}
      </div>
    </form>
  );
}

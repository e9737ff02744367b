import { OTP_LENGTH } from '@dhatu/domain';
import { useEffect, useId, useRef } from 'react';
import { LoginFieldError, PRIMARY_BUTTON, TEXT_BUTTON } from './login-field';

interface CodeStepProps {
  code: string;
  error: string | null;
  pending: 'send' | 'resend' | 'verify' | null;
  /** Seconds until the resend link works again. */
  resendIn: number;
  expiresInSeconds: number | null;
  onCodeChange: (text: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step 2: the 6-digit code, 'Verify OTP', 'Change Number' and the resend countdown. */
export function CodeStep({ code, error, pending, resendIn, expiresInSeconds, onCodeChange, onVerify, onResend, onChangeNumber }: CodeStepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  // Focus the code box when the step appears, and again (selected) after a failure.
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  const minutes = expiresInSeconds ? Math.round(expiresInSeconds / 60) : null;
  return (
    <form
      noValidate
      aria-label="One-time code"
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
      }}
    >
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-charcoal">
        Enter OTP
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={'•'.repeat(OTP_LENGTH)}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1.5 block h-14 w-full rounded-xl border bg-white pr-4 pl-[calc(1rem+0.5em)] text-center font-mono text-2xl tracking-[0.5em] text-charcoal shadow-sm transition-colors placeholder:text-ink-muted/50 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none ${error ? 'border-[#a1262f]' : 'border-sand'}`}
      />
      <LoginFieldError id={errorId} message={error} />
      <p id={hintId} className="mt-2 text-xs text-ink-muted">
        {minutes ? `The OTP is valid for ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Check your messages for the OTP.'}
      </p>

      <button type="submit" disabled={pending !== null} aria-busy={pending === 'verify' || undefined} className={`${PRIMARY_BUTTON} mt-6`}>
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

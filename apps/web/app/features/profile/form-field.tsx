import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export const INPUT =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-charcoal shadow-sm transition-colors placeholder:text-ink-muted/70 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none read-only:bg-mist read-only:text-ink-muted';
export const inputBorder = (error: unknown) => (error ? 'border-[#a1262f]' : 'border-sand');

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
/** Button looks: pick one with a size (BUTTON_MD for forms, BUTTON_SM beside a section heading). */
export const PRIMARY_BUTTON = `${BUTTON} bg-rose-deep text-white hover:bg-charcoal`;
export const SECONDARY_BUTTON = `${BUTTON} border border-charcoal/25 bg-white text-charcoal hover:border-charcoal hover:bg-mist`;
export const BUTTON_MD = 'h-11 px-6';
export const BUTTON_SM = 'h-10 px-4';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, its control and its error (linked with aria-describedby). */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-charcoal">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
      </label>
      {children(describedBy)}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-[#a1262f]">
          <AlertCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A failure that belongs to the whole form or section, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-[#e9b8bd] bg-[#fcf0f1] px-4 py-3 text-sm text-[#8a1f28]">
      <AlertCircle size={18} aria-hidden="true" className="mt-px shrink-0" />
      {children}
    </p>
  );
}

/** A section that could not load, with a way to try again. */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="space-y-3">
      <FormAlert>{message}</FormAlert>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${SECONDARY_BUTTON} ${BUTTON_MD}`}>
        {retrying ? 'Trying again…' : 'Try Again'}
      </button>
    </div>
  );
}

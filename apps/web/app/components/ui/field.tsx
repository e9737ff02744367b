import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './button';

/** A text box's look; pair it with inputBorder(error). */
export const INPUT =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-charcoal shadow-sm transition-colors placeholder:text-ink-muted/70 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none read-only:bg-mist read-only:text-ink-muted';
export const inputBorder = (error: unknown) => (error ? 'border-error' : 'border-sand');

/** The props that tie a control to its Field: its error state and the texts that describe it. */
export interface ControlProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
  /** The control, given the aria props that link it to the error and hint: spread them on it. */
  children: (aria: ControlProps) => ReactNode;
}

/** A label, its control and its error (linked with aria-describedby and aria-invalid). */
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
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A field's error text; `announce` reads it out when it appears (for fields checked without a submit). */
export function FieldError({ id, message, announce = false }: { id: string; message: string | null | undefined; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="mt-1.5 flex items-start gap-1.5 text-sm text-error">
      <AlertCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {message}
    </p>
  );
}

/** A failure that belongs to the whole form or section, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-error-line bg-error-soft px-4 py-3 text-sm text-error-deep">
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
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass('secondary', 'md')}>
        {retrying ? 'Trying again…' : 'Try Again'}
      </button>
    </div>
  );
}

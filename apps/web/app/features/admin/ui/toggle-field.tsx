import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface ToggleFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
}

/** A checkbox drawn as a switch: a real input, so keyboard, forms and screen readers just work. */
export const ToggleField = forwardRef<HTMLInputElement, ToggleFieldProps>(function ToggleField({ label, hint, className = '', ...input }, ref) {
  const id = useId();
  return (
    <div className={`flex items-start justify-between gap-3 ${className}`}>
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block text-sm font-semibold text-charcoal">{label}</span>
        {hint && <span className="block text-xs text-ink-muted">{hint}</span>}
      </label>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input ref={ref} id={id} type="checkbox" role="switch" className="peer sr-only" {...input} />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-sand transition-colors peer-checked:bg-rose-deep peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep peer-disabled:opacity-50"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
});

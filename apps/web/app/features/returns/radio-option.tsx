import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface RadioOptionProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  /** react-hook-form's register() ref (a plain prop in React 19). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  /** A line under the label, read out with the option. */
  description?: ReactNode;
}

/** A radio as a bordered row at least 44 px tall; the whole row is its label. */
export function RadioOption({ id, ref, label, description, ...input }: RadioOptionProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const describedBy = [input['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand bg-white px-3 py-2.5 text-sm text-charcoal transition-colors hover:border-rose has-checked:border-rose-deep has-checked:bg-rose-soft has-focus-visible:ring-2 has-focus-visible:ring-rose-deep has-focus-visible:ring-offset-2"
    >
      <input id={id} ref={ref} type="radio" {...input} aria-describedby={describedBy} className="mt-0.5 size-4 shrink-0 accent-rose-deep focus-visible:outline-none" />
      <span className="min-w-0">
        <span className="font-medium">{label}</span>
        {description && (
          <span id={descriptionId} className="mt-0.5 block text-xs text-ink-muted">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}

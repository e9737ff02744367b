import type { LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { buttonClass, type ButtonVariant } from '../../../components/ui/button';
import { Field, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { StepError } from './step-error';

const TEXTAREA = `${INPUT} h-auto min-h-24 py-3`;

interface NoteStepFormProps<B> {
  title: string;
  icon: LucideIcon;
  /** The body's one field ('instructions', 'reason', 'reference') and the domain schema that checks it. */
  field: string;
  schema: z.ZodType<B>;
  label: string;
  hint?: string;
  placeholder?: string;
  maxLength: number;
  multiline?: boolean;
  submitLabel: string;
  variant?: ButtonVariant;
  /** Another step is under way: this one waits. */
  busy: boolean;
  /** This step is under way. */
  pending: boolean;
  /** This step's last failure. */
  error: unknown;
  onSubmit: (body: B) => void;
}

/**
 * A step that sends one text: approve (the instructions), reject (the reason) or mark a refund paid
 * (the transfer's reference). Checked with the domain's schema before it goes, so the messages are the server's.
 */
export function NoteStepForm<B>({
  title, icon: Icon, field, schema, label, hint, placeholder, maxLength, multiline = false, submitLabel, variant = 'primary', busy, pending, error, onSubmit,
}: NoteStepFormProps<B>) {
  const id = useId();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const fieldError = invalid ?? serverFieldErrors(error)[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ [field]: text });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      control.current?.focus();
      return;
    }
    setInvalid(undefined);
    onSubmit(parsed.data);
  };

  const controlProps = {
    id: `${id}-text`,
    ref: control,
    value: text,
    placeholder,
    maxLength,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-sand bg-ivory p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <Icon size={17} aria-hidden="true" className="text-rose-deep" />
        {title}
      </h3>
      <Field id={`${id}-text`} label={label} hint={hint} error={fieldError}>
        {(aria) =>
          multiline ? (
            <textarea {...controlProps} rows={3} {...aria} className={`${TEXTAREA} ${inputBorder(fieldError)}`} />
          ) : (
            <input {...controlProps} autoComplete="off" {...aria} className={`${INPUT} ${inputBorder(fieldError)} h-11`} />
          )
        }
      </Field>
      {!fieldError && <StepError error={error} fallback={`Could not ${submitLabel.toLowerCase()}. Please try again.`} />}
      <button type="submit" disabled={busy} aria-busy={pending || undefined} className={buttonClass(variant, 'md', 'w-full sm:w-auto')}>
        <Icon size={16} aria-hidden="true" />
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

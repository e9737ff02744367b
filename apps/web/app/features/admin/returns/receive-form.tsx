import { RETURN_MESSAGES } from '@dhatu/domain';
import { PackageCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FieldError, INPUT, inputBorder } from '../../../components/ui/field';
import { StepError } from './step-error';
import type { AdminReturn } from './types';
import type { ReturnActions } from './use-return-actions';

/** A whole number from 0 to the units returned, or null. */
function restockUnits(text: string, quantity: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const units = Number(text);
  return units <= quantity ? units : null;
}

/**
 * The pieces are back: per line, how many units go back on sale (all, unless told otherwise);
 * the rest are written off (damaged, used). Stock moves as soon as this is saved.
 */
export function ReceiveForm({ request, actions }: { request: AdminReturn; actions: ReturnActions }) {
  const id = useId();
  const [restock, setRestock] = useState<Record<string, string>>(() => Object.fromEntries(request.lines.map((l) => [l._id, String(l.quantity)])));
  const [checked, setChecked] = useState(false);
  const units = request.lines.map((line) => ({ line, units: restockUnits(restock[line._id] ?? '', line.quantity) }));
  const pending = actions.pendingStep === 'receive';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const bad = units.findIndex((u) => u.units === null);
    if (bad >= 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${bad}`)}`)?.focus();
      return;
    }
    actions.run({ step: 'receive', body: { lines: units.map((u) => ({ lineId: u.line._id, restock: u.units ?? 0 })) } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-sand bg-ivory p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <PackageCheck size={17} aria-hidden="true" className="text-rose-deep" />
        Mark received
      </h3>
      <p id={`${id}-explain`} className="text-sm text-ink-muted">
        For each item, how many units are fit to sell again go back to stock; the rest is written off (damaged or used).
      </p>
      <ul className="space-y-3">
        {units.map(({ line, units: back }, index) => {
          const inputId = `${id}-${index}`;
          const error = checked && back === null ? RETURN_MESSAGES.restockInvalid : undefined;
          const writtenOff = back === null ? null : line.quantity - back;
          return (
            <li key={line._id} className="rounded-lg border border-sand/70 bg-white p-3">
              <label htmlFor={inputId} className="block text-sm font-semibold break-words text-charcoal">
                {line.name}: back to stock
              </label>
              <div className="mt-1.5 flex items-center gap-3">
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.quantity}
                  step={1}
                  value={restock[line._id] ?? ''}
                  onChange={(event) => setRestock((now) => ({ ...now, [line._id]: event.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${inputId}-note ${error ? `${inputId}-error` : ''}`.trim()}
                  className={`${INPUT} ${inputBorder(error)} h-11 max-w-24 tabular-nums`}
                />
                <p id={`${inputId}-note`} className="text-sm text-ink-muted" aria-live="polite">
                  of {line.quantity} returned
                  {writtenOff !== null && (
                    <>
                      {' · '}
                      <span className={writtenOff > 0 ? 'font-semibold text-brass-deep' : ''}>{writtenOff} written off</span>
                    </>
                  )}
                </p>
              </div>
              <FieldError id={`${inputId}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <StepError error={actions.errorOf('receive')} fallback="Could not mark the return received. Please try again." />
      <button type="submit" disabled={actions.busy} aria-busy={pending || undefined} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        <PackageCheck size={16} aria-hidden="true" />
        {pending ? 'Saving…' : 'Mark received'}
      </button>
    </form>
  );
}

import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** Sends the current quantity ± 1 (storefront §4). */
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Plus stops here (the stock or the per-order limit), described by `limitNote`. */
  max?: number;
  /** Why plus stopped ('Only 2 left in stock.', 'Limit 10 per order'), shown under the stepper and read with the plus button. */
  limitNote?: string | null;
}

const STEP =
  'inline-flex size-10 items-center justify-center text-charcoal transition-colors hover:bg-rose-soft hover:text-rose-deep disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent';

/**
 * Minus, the quantity, plus. Minus stops at 1 (the Remove button takes a line out), so a slip of the
 * thumb never empties a line (docs/decisions/0009-cart-web.md); plus stops at the stock or the
 * per-order limit, which the note under it names, so no press sends a quantity the server refuses.
 */
export function QuantityStepper({ name, quantity, onChange, disabled = false, max, limitNote }: QuantityStepperProps) {
  const noteId = useId();
  const atMax = typeof max === 'number' && quantity >= max;
  return (
    <div className="inline-flex flex-col items-start gap-1">
      <div className="inline-flex items-center overflow-hidden rounded-full border border-sand bg-white">
        <button
          type="button"
          aria-label={`Decrease quantity of ${name}`}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
          className={STEP}
        >
          <Minus size={16} strokeWidth={2} aria-hidden="true" />
        </button>
        <output aria-label={`Quantity of ${name}`} aria-live="polite" className="min-w-8 text-center text-sm font-semibold text-charcoal tabular-nums">
          {quantity}
        </output>
        <button
          type="button"
          aria-label={`Increase quantity of ${name}`}
          aria-describedby={limitNote ? noteId : undefined}
          disabled={disabled || atMax}
          onClick={() => onChange(quantity + 1)}
          className={STEP}
        >
          <Plus size={16} strokeWidth={2} aria-hidden="true" />
        </button>
      </div>
      {/* Always there, so the reason is announced the moment plus stops (a disabled button takes no focus). */}
      <p id={noteId} aria-live="polite" className="text-xs font-semibold text-ink-muted">
        {limitNote}
      </p>
    </div>
  );
}

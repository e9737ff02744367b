import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** Sends the current quantity ± 1 (storefront §4). */
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const STEP =
  'inline-flex size-10 items-center justify-center text-charcoal transition-colors hover:bg-rose-soft hover:text-rose-deep disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent';

/**
 * Minus, the quantity, plus. Minus stops at 1 (the Remove button takes a line out), so a slip of the
 * thumb never empties a line (docs/decisions/0009-cart-web.md).
 */
export function QuantityStepper({ name, quantity, onChange, disabled = false }: QuantityStepperProps) {
  return (
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
      <button type="button" aria-label={`Increase quantity of ${name}`} disabled={disabled} onClick={() => onChange(quantity + 1)} className={STEP}>
        <Plus size={16} strokeWidth={2} aria-hidden="true" />
      </button>
    </div>
  );
}

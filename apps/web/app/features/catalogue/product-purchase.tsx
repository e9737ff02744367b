import { isInStock, stockMessage } from '@dhatu/domain';
import { CircleAlert, CircleCheck, CircleX, ShoppingBag } from 'lucide-react';
import { stockTone, type StockTone } from './product-text';

const TONE: Record<StockTone, { className: string; Icon: typeof CircleCheck }> = {
  plenty: { className: 'text-emerald-800', Icon: CircleCheck },
  limited: { className: 'text-emerald-800', Icon: CircleCheck },
  low: { className: 'text-amber-800', Icon: CircleAlert },
  out: { className: 'text-error', Icon: CircleX },
};

/** 'In Stock', 'In Stock (7 left)', 'Only 3 left in stock.' or 'Out of Stock' (storefront §9), coloured by urgency. */
export function StockStatus({ stock }: { stock: number }) {
  const { className, Icon } = TONE[stockTone(stock)];
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold ${className}`}>
      <Icon size={18} strokeWidth={2} aria-hidden="true" />
      {stockMessage(stock)}
    </p>
  );
}

export interface AddToCartButtonProps {
  stock: number;
  /** Adds the product; the cart feature provides it through the catalogue slots. */
  onAdd?: () => void;
  className?: string;
}

/**
 * The product page's add-to-cart button until the cart feature plugs in its own (with the
 * one-second lock and 'Go to Cart'): disabled and 'Out of Stock' at zero stock (storefront §4).
 */
export function AddToCartButton({ stock, onAdd, className = '' }: AddToCartButtonProps) {
  const available = isInStock(stock);
  return (
    <button
      type="button"
      disabled={!available}
      onClick={onAdd}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-full px-8 text-[0.9375rem] font-semibold transition-colors ${
        available ? 'bg-rose-deep text-white hover:bg-charcoal' : 'cursor-not-allowed bg-sand text-ink-muted'
      } ${className}`}
    >
      {available && <ShoppingBag size={19} strokeWidth={1.75} aria-hidden="true" />}
      {available ? 'Add to Cart' : 'Out of Stock'}
    </button>
  );
}

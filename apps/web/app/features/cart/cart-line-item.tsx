import { LOW_STOCK_BELOW, STOCK_SHOW_COUNT_AT, clampDiscount, discountedPrice, formatRupees, hasDiscount, isInStock, stockMessage } from '@dhatu/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { productHref } from '../catalogue';
import { cartLineName } from './guest-cart-ops';
import { ProductImage } from '../catalogue';
import { quantityLimit } from './cart-view';
import { QuantityStepper } from './quantity-stepper';
import type { CartLine } from './types';
import type { CartActions } from './use-cart';

/** A stock line only when it matters: few left or none (storefront §9 messages). */
function lowStockNote(stock: number | undefined): { text: string; tone: string } | null {
  if (typeof stock !== 'number' || stock > STOCK_SHOW_COUNT_AT) return null;
  if (!isInStock(stock)) return { text: stockMessage(stock), tone: 'text-error' };
  return { text: stockMessage(stock), tone: stock < LOW_STOCK_BELOW ? 'text-amber-800' : 'text-emerald-800' };
}

/**
 * One cart row: picture and name linking to the product, price (discounted, original struck
 * through), a stock note when few are left, quantity controls, line total and Remove.
 */
export function CartLineItem({ line, actions }: { line: CartLine; actions: CartActions }) {
  const { product, quantity, lineTotal } = line;
  const [busy, setBusy] = useState(false);
  const href = productHref(product._id, product.variant?._id);
  const limit = quantityLimit(line);
  // At the stock limit the stepper says the stock message beside plus; it is not said twice.
  const stockNote = lowStockNote(product.stock);
  const note = stockNote && stockNote.text !== limit?.note ? stockNote : null;
  const name = cartLineName(product);

  const run = async (change: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article aria-label={name} aria-busy={busy || undefined} className="flex gap-3 py-4 sm:gap-5 sm:py-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-22 shrink-0 overflow-hidden rounded-xl bg-cream sm:size-28">
        <ProductImage src={product.images[0]} alt="" sizes="(min-width: 640px) 112px, 88px" className="size-full object-cover" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-sans text-[0.9375rem] leading-snug font-medium text-charcoal sm:text-base">
            <Link to={href} className="line-clamp-2 hover:text-rose-deep">
              {name}
            </Link>
          </h2>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => actions.remove(line))}
            aria-label={`Remove ${name}`}
            className="-mt-1.5 -mr-2 inline-flex h-9 shrink-0 items-center gap-1 rounded-full px-2 text-xs font-semibold text-ink-muted transition-colors hover:bg-mist hover:text-error disabled:opacity-60"
          >
            <Trash2 size={16} strokeWidth={1.75} aria-hidden="true" />
            <span className="max-sm:sr-only">Remove</span>
          </button>
        </div>

        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="sr-only">Price</span>
          <span className="font-semibold text-charcoal">{formatRupees(discountedPrice(product.price, product.discount))}</span>
          {hasDiscount(product.discount) && (
            <>
              <span className="sr-only">Original price</span>
              <s className="text-xs text-ink-muted">{formatRupees(product.price)}</s>
              <span className="text-xs font-semibold text-rose-deep">{clampDiscount(product.discount)}% OFF</span>
            </>
          )}
        </p>
        {note && <p className={`mt-0.5 text-xs font-semibold ${note.tone}`}>{note.text}</p>}

        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <QuantityStepper
            name={name}
            quantity={quantity}
            disabled={busy}
            max={limit?.max}
            limitNote={limit?.note}
            onChange={(next) => void run(() => actions.setQuantity(line, next))}
          />
          <p className="text-right">
            <span className="sr-only">Line total </span>
            <span className="text-base font-semibold text-charcoal tabular-nums">{formatRupees(lineTotal)}</span>
          </p>
        </div>
      </div>
    </article>
  );
}

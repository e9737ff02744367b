import { clampDiscount, discountedPrice, formatRupees, hasDiscount } from '@dhatu/domain';

export interface ProductPriceProps {
  price: number;
  discount: number | null | undefined;
  /** 'card' in grids, 'detail' (large, with the percent off) on the product page. */
  size?: 'card' | 'detail';
  /** 'From ₹X': a product whose variants cost different amounts (X the cheapest in stock). */
  from?: boolean;
  className?: string;
}

/**
 * The price a shopper pays, with the original struck through and the percent off when discounted
 * (storefront §5). Screen readers hear 'Price … Original price …'.
 */
export function ProductPrice({ price, discount, size = 'card', from = false, className = '' }: ProductPriceProps) {
  const discounted = hasDiscount(discount);
  const detail = size === 'detail';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${className}`}>
      <span className="sr-only">Price</span>
      <span className={detail ? 'text-3xl font-semibold text-charcoal' : 'text-base font-semibold text-charcoal'}>
        {from && <span className={detail ? 'mr-1.5 text-lg font-normal text-ink-muted' : 'mr-1 text-sm font-normal text-ink-muted'}>From</span>}
        {formatRupees(discountedPrice(price, discount))}
      </span>
      {discounted && (
        <>
          <span className="sr-only">Original price</span>
          <s className={detail ? 'text-lg text-ink-muted' : 'text-sm text-ink-muted'}>{formatRupees(price)}</s>
          {/* Cards show the percent as a badge on the picture instead. */}
          {detail && (
            <span className="rounded-full bg-rose-soft px-2.5 py-0.5 text-sm font-semibold text-rose-deep">
              {clampDiscount(discount)}% OFF
            </span>
          )}
        </>
      )}
    </p>
  );
}

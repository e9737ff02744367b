import { formatRupees } from '@dhatu/domain';
import { HandHeart, RotateCcw, ShieldCheck, Truck } from 'lucide-react';

export interface TrustBadgesProps {
  /** The shop's free-shipping threshold in rupees (0: every order ships free). */
  freeShippingThreshold: number;
}

/**
 * The four trust badges of the product page (storefront §1). The shipping badge states the rule
 * the cart will apply, so it never promises more than the checkout gives.
 */
export function TrustBadges({ freeShippingThreshold }: TrustBadgesProps) {
  const badges = [
    { Icon: ShieldCheck, title: 'Authentic Product', text: 'Genuine metal, quality checked' },
    { Icon: HandHeart, title: 'Artisan Crafted', text: 'Handmade by Indian artisans' },
    {
      Icon: Truck,
      title: 'Free Shipping',
      text: freeShippingThreshold > 0 ? `On every order above ${formatRupees(freeShippingThreshold)}` : 'On every order',
    },
    { Icon: RotateCcw, title: 'Easy Returns', text: 'Simple, hassle-free returns' },
  ];
  return (
    <ul aria-label="Why shop with us" className="grid grid-cols-2 gap-3">
      {badges.map(({ Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center gap-2 rounded-xl border border-sand/70 bg-white p-3 text-center sm:flex-row sm:items-start sm:gap-3 sm:text-left">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
            <Icon size={18} strokeWidth={1.75} aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-charcoal">{title}</span>
            <span className="block text-xs leading-snug text-ink-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

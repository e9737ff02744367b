import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/** The festive sale call-out above the header (storefront §1). */
export function PromoStrip() {
  return (
    <aside aria-label="Festive sale" className="bg-charcoal text-ivory">
      <div className="container-page flex min-h-9 items-center justify-center gap-2 py-1.5 text-[0.8125rem] sm:text-sm">
        <Sparkles size={14} className="shrink-0 text-brass-light" aria-hidden="true" />
        <p>Festive Sale is LIVE!</p>
        <Link
          to="/diwali-sale"
          className="font-semibold text-brass-light underline decoration-brass/60 underline-offset-4 hover:text-white"
        >
          Shop Now
        </Link>
      </div>
    </aside>
  );
}

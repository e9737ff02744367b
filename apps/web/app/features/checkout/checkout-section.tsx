import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One white card of the checkout, named by its heading. */
export function CheckoutSection({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2 font-sans text-lg font-semibold text-charcoal">
        <Icon size={18} aria-hidden="true" className="text-rose-deep" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The grey inset that holds a block the shopper opened (a new address, the receiver). */
export const INSET = 'mt-4 rounded-2xl border border-sand bg-ivory/60 p-4';

/** A labelled checkbox of the checkout. */
export function CheckBox({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2.5 text-sm font-medium text-charcoal">
      <input type="checkbox" className="size-4 accent-rose-deep" {...input} />
      {label}
    </label>
  );
}

import { BadgePercent, Gift, HandHeart } from 'lucide-react';

const REASONS = [
  { Icon: BadgePercent, title: 'Special Discounts', text: 'Handpicked festive pieces at the best prices of the season.' },
  { Icon: HandHeart, title: 'Artisan Crafted', text: 'Every piece is shaped and finished by hand by skilled Indian artisans.' },
  { Icon: Gift, title: 'Perfect Gifts', text: 'Timeless metalware to gift family and friends this Diwali.' },
];

/** 'Why Choose Our Festive Sale' (account-and-checkout §2 Festive sale page). */
export function WhyFestiveSale() {
  return (
    <section aria-labelledby="why-festive" className="bg-motif py-12 sm:py-16">
      <div className="container-page">
        <h2 id="why-festive" className="mb-8 text-center text-2xl text-charcoal sm:text-3xl">
          Why Choose Our Festive Sale
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center rounded-2xl border border-sand/70 bg-white px-6 py-8 text-center">
              <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
                <Icon size={26} strokeWidth={1.6} aria-hidden="true" />
              </span>
              <h3 className="text-lg text-charcoal">{title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A line on craft and festivals to close the page. */
export function FestiveQuote() {
  return (
    <figure className="container-page py-12 text-center sm:py-16">
      <p aria-hidden="true" className="mb-3 font-serif text-5xl leading-none text-rose">“</p>
      <blockquote className="mx-auto max-w-2xl font-serif text-xl leading-relaxed text-charcoal italic sm:text-2xl">
        Every lamp we shape by hand carries the glow of a family’s festival long after the last diya is lit.
      </blockquote>
      <figcaption className="mt-4 text-sm tracking-[0.18em] text-ink-muted uppercase">— The artisans of Dhatu</figcaption>
    </figure>
  );
}

import { POLICY } from '@dhatu/domain';
import { Gem, Hammer, RotateCcw } from 'lucide-react';

const PROMISES = [
  { icon: Hammer, title: 'Artisan crafted', text: 'Cast, beaten and polished by hand in family workshops.' },
  { icon: Gem, title: 'Honest metal', text: `Sterling silver of ${POLICY.silverPurity} purity, solid brass and hand-finished aluminium.` },
  { icon: RotateCcw, title: 'Easy returns', text: `${POLICY.returnWindowDays}-day returns on unused pieces.` },
];

/** The short brand story under the hero: who makes the pieces and what we promise. */
export function BrandIntro() {
  return (
    <section aria-labelledby="brand-intro-title" className="container-page py-12 text-center sm:py-16">
      <p className="font-sans text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">
        Dhatu means metal
      </p>
      <h1 id="brand-intro-title" className="mx-auto mt-3 max-w-2xl text-3xl leading-tight text-charcoal sm:text-[2.5rem]">
        Handcrafted by India&rsquo;s metalsmiths
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-[0.9375rem] leading-relaxed text-ink-muted sm:text-base">
        Lamps that have lit courtyards for generations, silver for the puja thali, brass that warms with every
        polish. Each piece is shaped by hand, so no two are quite alike.
      </p>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 text-left sm:grid-cols-3 sm:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl border border-sand/80 bg-white/60 p-4 sm:flex-col sm:items-center sm:p-6 sm:text-center">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
              <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
            </span>
            <span>
              <span className="block font-serif text-lg text-charcoal">{title}</span>
              <span className="mt-1 block text-sm leading-snug text-ink-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

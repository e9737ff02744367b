import type { LucideIcon } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppData } from '../app-data';
import type { ShopSettings } from '../app-data';
import { HelpCard } from './help-card';
import { PageHero } from './page-hero';

export interface PolicySection {
  /** Anchor of the section (#refunds). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface PolicyFact {
  icon: LucideIcon;
  /** The figure, large ('3 days'). */
  value: string;
  /** What it means ('to request a return'). */
  label: string;
}

/** One policy or help page as data: the texts are functions of the shop settings (name, e-mail, shipping). */
export interface PolicyDoc {
  /** The path search engines should index (/ordering for both /ordering and /shipping). */
  path: string;
  eyebrow: string;
  title: string;
  /** The meta description. */
  description: string;
  intro: (settings: ShopSettings) => ReactNode;
  note?: string;
  facts?: (settings: ShopSettings) => PolicyFact[];
  sections: (settings: ShopSettings) => PolicySection[];
  /** Other pages a reader of this one usually wants next. */
  related?: { to: string; label: string }[];
}

/** Long pages get a table of contents on phones too. */
const PHONE_TOC_FROM = 6;

function FactGrid({ facts }: { facts: PolicyFact[] }) {
  return (
    <ul aria-label="At a glance" className="container-page -mt-6 grid grid-cols-2 gap-3 sm:-mt-8 lg:grid-cols-4">
      {facts.map(({ icon: Icon, value, label }) => (
        <li
          key={label}
          className="flex flex-col items-start gap-2.5 rounded-2xl border border-sand bg-white p-4 shadow-[0_14px_30px_-26px_rgb(42_36_33/0.6)] sm:flex-row sm:items-center sm:gap-3"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep sm:size-11">
            <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block font-serif text-[1.0625rem] leading-snug text-charcoal sm:text-lg">{value}</span>
            <span className="block text-sm leading-snug text-ink-muted">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function TocLinks({ sections }: { sections: PolicySection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-md border-l-2 border-transparent py-1.5 pr-2 pl-3 text-ink-muted transition-colors hover:border-rose hover:text-rose-deep"
          >
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The shared layout of the policy pages: hero with the h1, key figures, the sections with a table
 * of contents beside them (or folded above them on phones), related pages and a help card.
 */
export function PolicyPage({ doc }: { doc: PolicyDoc }) {
  const { settings } = useAppData();
  const sections = doc.sections(settings);
  const facts = doc.facts?.(settings) ?? [];

  return (
    <article className="pb-16">
      <PageHero eyebrow={doc.eyebrow} title={doc.title} intro={doc.intro(settings)} note={doc.note} />
      {facts.length > 0 && <FactGrid facts={facts} />}

      <div className="container-page mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <div className="hidden lg:block">
          <div className="sticky top-28 space-y-8">
            <nav aria-label="On this page">
              <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">On this page</p>
              <TocLinks sections={sections} />
            </nav>
            <HelpCard />
          </div>
        </div>

        <div className="min-w-0 max-w-[46rem]">
          {sections.length >= PHONE_TOC_FROM && (
            <details className="group mb-8 rounded-2xl border border-sand bg-white lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-charcoal [&::-webkit-details-marker]:hidden">
                On this page
                <ChevronDown size={18} aria-hidden="true" className="text-rose-deep transition-transform group-open:rotate-180" />
              </summary>
              <nav aria-label="On this page" className="border-t border-sand px-2 py-2">
                <TocLinks sections={sections} />
              </nav>
            </details>
          )}

          <div className="space-y-12 text-[1.0625rem] leading-[1.75] text-charcoal-soft">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
                <h2 id={`${section.id}-title`} className="mb-4 text-2xl leading-snug text-charcoal sm:text-[1.75rem]">
                  {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </div>

          {doc.related && doc.related.length > 0 && (
            <nav aria-label="Related pages" className="mt-14 border-t border-sand pt-8">
              <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">Read next</p>
              <ul className="mt-4 flex flex-wrap gap-2.5">
                {doc.related.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex h-10 items-center rounded-full border border-sand bg-white px-4 text-sm font-medium text-charcoal transition-colors hover:border-rose hover:text-rose-deep"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <HelpCard className="mt-12 lg:hidden" />
        </div>
      </div>
    </article>
  );
}

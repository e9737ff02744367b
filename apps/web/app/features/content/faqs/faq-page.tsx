import { useAppData } from '../../app-data';
import { HelpCard } from '../help-card';
import { PageHero } from '../page-hero';
import { FaqAccordion } from './faq-accordion';
import { faqCategories } from './faq-data';

/** /faqs: the four categories as accordions, with jump links and a help card. */
export function FaqPage() {
  const { settings } = useAppData();
  const categories = faqCategories(settings);

  return (
    <article className="pb-16">
      <PageHero
        eyebrow="Help"
        title="Frequently Asked Questions"
        intro={<p>Quick answers about orders, delivery, returns, our metals and made-to-order pieces.</p>}
      >
        <nav aria-label="Question categories" className="mt-7">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-flex h-10 items-center rounded-full border border-sand bg-ivory px-4 text-sm font-medium text-charcoal transition-colors hover:border-rose hover:text-rose-deep"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="container-page mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0 space-y-12">
          {categories.map((category) => (
            <FaqAccordion key={category.id} category={category} />
          ))}
        </div>
        <div>
          <HelpCard className="lg:sticky lg:top-28" />
        </div>
      </div>
    </article>
  );
}

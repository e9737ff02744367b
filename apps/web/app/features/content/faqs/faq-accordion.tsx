import * as Accordion from '@radix-ui/react-accordion';
import { Plus } from 'lucide-react';
import { RichText } from '../rich-text';
import type { FaqCategory } from './faq-data';

/**
 * One category of questions as a Radix accordion: real buttons inside headings, aria-expanded and
 * aria-controls, arrow-key movement between questions. Several answers may be open at once.
 */
export function FaqAccordion({ category }: { category: FaqCategory }) {
  return (
    <section aria-labelledby={`${category.id}-title`} id={category.id} className="scroll-mt-28">
      <h2 id={`${category.id}-title`} className="mb-4 text-2xl text-charcoal sm:text-[1.75rem]">
        {category.title}
      </h2>
      <Accordion.Root type="multiple" className="divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white">
        {category.faqs.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id} id={faq.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-charcoal transition-colors hover:bg-ivory hover:text-rose-deep data-[state=open]:text-rose-deep sm:px-6">
                  {faq.question}
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep transition-transform duration-200 group-data-[state=open]:rotate-45 motion-reduce:transition-none">
                    <Plus size={18} aria-hidden="true" />
                  </span>
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="text-[0.9875rem] leading-relaxed text-charcoal-soft data-[state=open]:animate-fade-in motion-reduce:animate-none">
              <p className="max-w-[44rem] px-5 pb-5 sm:px-6">
                <RichText text={faq.answer} />
              </p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

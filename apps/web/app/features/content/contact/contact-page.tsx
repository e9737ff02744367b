import { CONTACT_HOURS, formatIndianPhone, phoneHref } from '@dhatu/domain';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppData } from '../../app-data';
import { socialProfiles } from '../../shell';
import { PageHero } from '../page-hero';
import { FACTS } from '../policy-facts';
import { ContactForm } from './contact-form';

/** A line of the dark 'Reach us directly' card. */
function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-brass-light">
        <Icon size={19} strokeWidth={1.75} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-xs font-semibold tracking-[0.18em] text-brass-light uppercase">{title}</h3>
        <div className="mt-1 text-[0.9375rem] leading-relaxed text-ivory/90">{children}</div>
      </div>
    </li>
  );
}

/** /contact: the form beside the shop's phone, e-mail, hours and address, all from the settings. */
export function ContactPage() {
  const { settings } = useAppData();
  const social = socialProfiles(settings.social);

  return (
    <article className="pb-16">
      <PageHero
        eyebrow="We are here to help"
        title="Contact Us"
        intro={
          <p>
            A question about a piece, an order, or an idea for something made just for you? Write to us — a real person
            from our team replies within {FACTS.supportReply}.
          </p>
        }
      />

      <div className="container-page mt-8 grid gap-8 sm:mt-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <ContactForm />

        <aside aria-labelledby="contact-details-title" className="space-y-6">
          <div className="rounded-3xl bg-charcoal p-6 text-ivory sm:p-7">
            <h2 id="contact-details-title" className="text-2xl">
              Reach us directly
            </h2>
            <ul className="mt-6 space-y-5">
              <Detail icon={Phone} title="Call us">
                <a href={phoneHref(settings.phone)} className="font-medium whitespace-nowrap text-ivory hover:text-brass-light">
                  {formatIndianPhone(settings.phone)}
                </a>
              </Detail>
              <Detail icon={Mail} title="Email us">
                <a href={`mailto:${settings.email}`} className="font-medium break-words text-ivory hover:text-brass-light">
                  {settings.email}
                </a>
              </Detail>
              <Detail icon={Clock} title="Opening hours">
                {CONTACT_HOURS}
              </Detail>
              <Detail icon={MapPin} title="Workshop">
                <address className="not-italic">{settings.address}</address>
              </Detail>
            </ul>
            {social.length > 0 && (
              <ul aria-label="Follow us" className="mt-7 flex gap-3 border-t border-white/10 pt-6">
                {social.map(({ name, href, icon: Icon }) => (
                  <li key={name}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${name} (opens in a new tab)`}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-ivory/25 text-ivory/85 transition-colors hover:border-brass-light hover:bg-brass-light hover:text-charcoal"
                    >
                      <Icon size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="rounded-3xl border border-sand bg-white p-6">
            <h2 className="font-serif text-lg text-charcoal">Looking for a quick answer?</h2>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">
              Delivery times, returns, refunds and care are all covered in our{' '}
              <Link to="/faqs" className="font-medium text-rose-deep underline underline-offset-2 hover:text-charcoal">
                FAQs
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </article>
  );
}

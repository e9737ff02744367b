import { CONTACT_HOURS, formatIndianPhone, phoneHref } from '@dhatu/domain';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useAppData } from '../app-data';
import { FACTS } from './policy-facts';
import { buttonClass } from '../../components/ui/button';

/** 'Still have a question?': the shop's phone, e-mail and hours from the settings, and the contact form. */
export function HelpCard({ className = '' }: { className?: string }) {
  const { settings } = useAppData();
  return (
    <aside aria-labelledby="help-card-title" className={`rounded-2xl border border-sand bg-white p-5 shadow-[0_12px_30px_-24px_rgb(42_36_33/0.5)] ${className}`}>
      <h2 id="help-card-title" className="font-serif text-lg text-charcoal">
        Still have a question?
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-ink-muted">We reply within {FACTS.supportReply}.</p>
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex items-start gap-2.5">
          <Phone size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-rose-deep" />
          <a href={phoneHref(settings.phone)} className="text-charcoal hover:text-rose-deep">
            {formatIndianPhone(settings.phone)}
          </a>
        </li>
        <li className="flex items-start gap-2.5">
          <Mail size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-rose-deep" />
          <a href={`mailto:${settings.email}`} className="break-words text-charcoal hover:text-rose-deep">
            {settings.email}
          </a>
        </li>
        <li className="flex items-start gap-2.5 text-ink-muted">
          <Clock size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-rose-deep" />
          {CONTACT_HOURS}
        </li>
      </ul>
      <Link
        to="/contact"
        className={buttonClass('primary', 'sm', 'mt-5 w-full')}
      >
        <MessageCircle size={16} aria-hidden="true" />
        Write to us
      </Link>
    </aside>
  );
}

import { formatIndianPhone, phoneHref } from '@dhatu/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Small typographic pieces for the policy and help pages: comfortable line length and spacing,
 * links that look like links, lists with brass markers. Kept here so every page reads alike.
 */

export const LINK_CLASS =
  'font-medium text-rose-deep underline decoration-rose/40 underline-offset-[3px] transition-colors hover:text-charcoal hover:decoration-charcoal';

export function P({ children }: { children: ReactNode }) {
  return <p className="mt-4 first:mt-0">{children}</p>;
}

/** A bulleted list; `title` items get a bold lead-in. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-4 space-y-2.5 first:mt-0">
      {items.map((item, index) => (
        <li key={index} className="relative pl-6">
          <span aria-hidden="true" className="absolute top-[0.7em] left-1 size-1.5 rounded-full bg-brass" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps with round counters. */
export function Steps({ items }: { items: ReactNode[] }) {
  return (
    <ol className="mt-5 space-y-4 first:mt-0">
      {items.map((item, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-rose-soft font-sans text-sm font-semibold text-rose-deep"
          >
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">{item}</span>
        </li>
      ))}
    </ol>
  );
}

/** A highlighted box for the one thing a shopper must not miss. */
export function Note({ children, icon: Icon, title }: { children: ReactNode; icon?: LucideIcon; title?: string }) {
  return (
    <div className="mt-5 flex gap-3 rounded-2xl border border-brass-light/70 bg-brass-soft p-4 text-[0.9375rem] sm:p-5">
      {Icon && <Icon size={20} strokeWidth={1.75} aria-hidden="true" className="mt-0.5 shrink-0 text-brass-deep" />}
      <div className="min-w-0">
        {title && <p className="font-semibold text-charcoal">{title}</p>}
        <div className={title ? 'mt-1' : ''}>{children}</div>
      </div>
    </div>
  );
}

/** A sub-heading inside a section. */
export function H3({ children }: { children: ReactNode }) {
  return <h3 className="mt-7 mb-2 font-serif text-xl text-charcoal first:mt-0">{children}</h3>;
}

export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-charcoal">{children}</strong>;
}

/** A link to another page of the shop. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${LINK_CLASS} break-words`}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={phoneHref(phone)} className={`${LINK_CLASS} whitespace-nowrap`}>
      {formatIndianPhone(phone)}
    </a>
  );
}

import { COPYRIGHT_YEAR, formatIndianPhone, phoneHref } from '@dhatu/domain';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useAppData } from '../app-data';
import { categoryListHref } from '../catalogue';
import { SocialLinks } from './social-links';

const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
];

const INFO_LINKS = [
  { to: '/exchange', label: 'Exchanges Policy' },
  { to: '/returnpolicy', label: 'Returns Policy' },
  { to: '/cancel', label: 'Cancellation Policy' },
  { to: '/ordering', label: 'Ordering & Product Information' },
  { to: '/payment', label: 'Payments Policy' },
  { to: '/productcare', label: 'Product Care' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** Every footer link takes the shopper to the top of the next page (storefront §2 Footer). */
export function scrollToTop() {
  window.scrollTo(0, 0);
}

const LINK = 'inline-block py-1 text-sm text-ivory/80 transition-colors hover:text-brass-light';

function FooterColumn({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.2em] text-brass-light uppercase">{title}</h2>
      {children}
    </div>
  );
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={scrollToTop} className={LINK}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Quick links, policies, categories, contact and social links, copyright and credit. */
export function SiteFooter() {
  const { categories, settings } = useAppData();
  const shopLinks = categories.map((c) => ({ to: categoryListHref(c._id), label: c.name }));

  return (
    <footer className="bg-charcoal text-ivory">
      <div aria-hidden="true" className="h-1 bg-gradient-to-r from-rose via-brass to-rose" />
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.5fr_1fr_1.4fr_1fr] lg:py-16">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" onClick={scrollToTop} aria-label="Dhatu home" className="inline-block rounded-md">
            <Logo tone="light" className="h-10 w-auto" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ivory/75">
            Silver, brass and aluminium, shaped by hand in the workshops of India and brought to your home.
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a href={phoneHref(settings.phone)} onClick={scrollToTop} className={`${LINK} inline-flex items-center gap-2`}>
                <Phone size={15} aria-hidden="true" className="text-brass-light" />
                {formatIndianPhone(settings.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} onClick={scrollToTop} className={`${LINK} inline-flex items-center gap-2`}>
                <Mail size={15} aria-hidden="true" className="text-brass-light" />
                {settings.email}
              </a>
            </li>
          </ul>
          <SocialLinks social={settings.social} onClick={scrollToTop} className="mt-6" />
        </div>

        <FooterColumn title="Quick links">
          <LinkList links={QUICK_LINKS} />
        </FooterColumn>

        <FooterColumn title="Info" className="row-span-2 lg:row-span-1">
          <LinkList links={INFO_LINKS} />
        </FooterColumn>

        <FooterColumn title="Shop Products">
          {shopLinks.length > 0 ? <LinkList links={shopLinks} /> : <p className="text-sm text-ivory/75">No products available</p>}
        </FooterColumn>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-ivory/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {settings.shopName}. All rights reserved.
          </p>
          <p>Crafted by the Dhatu team</p>
        </div>
      </div>
    </footer>
  );
}

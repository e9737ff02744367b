import { Globe } from 'lucide-react';
import type { ComponentType } from 'react';
import { COPYRIGHT_YEAR } from '@dhatu/domain';
import { Logo } from '../components/ui/logo';
import { useAppData } from '../features/app-data/app-data-context';
import { socialProfiles } from '../features/shell/social-links';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/reachus';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Reach us'), description: 'Find Dhatu online: our shop, Instagram, X and LinkedIn.' });

interface BioLink {
  label: string;
  href: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

/** The links page (account §2): a standalone link-in-bio card, every link in a new tab. */
export default function ReachUs() {
  const { settings } = useAppData();
  const links: BioLink[] = [
    { label: 'Visit our website', href: '/', icon: Globe },
    ...socialProfiles(settings.social).map((p) => ({ label: p.name, href: p.href, icon: p.icon })),
  ];

  return (
    <main className="bg-motif flex min-h-dvh items-start justify-center px-4 py-12 sm:items-center">
      <div className="w-full max-w-md rounded-3xl bg-ivory/95 px-6 py-10 text-center shadow-[0_24px_60px_-30px_rgb(42_36_33/0.55)] ring-1 ring-sand sm:px-10">
        <Logo className="mx-auto h-12 w-auto" />
        <h1 className="mt-5 text-2xl text-charcoal">Reach us</h1>
        <p className="mt-2 text-sm text-ink-muted">Handcrafted silver, brass and aluminium from India&rsquo;s metalsmiths.</p>
        <ul className="mt-8 space-y-3">
          {links.map(({ label, href, icon: Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-14 items-center gap-4 rounded-full border border-sand bg-white px-5 text-left text-[0.9375rem] font-medium text-charcoal shadow-sm transition hover:-translate-y-0.5 hover:border-rose hover:text-rose-deep hover:shadow-md motion-reduce:transition-none"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
                  <Icon size={18} />
                </span>
                <span className="flex-1">{label}</span>
                <span className="sr-only">(opens in a new tab)</span>
                <span aria-hidden="true" className="text-rose transition-transform group-hover:translate-x-1">→</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-xs text-ink-muted">
          © {COPYRIGHT_YEAR} {settings.shopName}
        </p>
      </div>
    </main>
  );
}

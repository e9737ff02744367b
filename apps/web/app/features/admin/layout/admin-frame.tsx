import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { AdminDrawer } from './admin-drawer';
import { AdminNav } from './admin-nav';

/**
 * The console's own layout: a fixed sidebar from the lg breakpoint; below it a slim top bar with a
 * menu button that opens the same links in a drawer.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-mist/60 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-charcoal focus:px-4 focus:py-2 focus:text-sm focus:text-ivory"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-sand/80 bg-ivory/95 px-4 backdrop-blur-sm lg:hidden">
        <AdminDrawer />
        <Link to="/admin" aria-label="Admin dashboard" className="flex items-center gap-2">
          <Logo className="h-7 w-auto" />
          <span className="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">Admin</span>
        </Link>
      </header>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col overflow-y-auto border-r border-sand bg-ivory lg:flex">
        <Link to="/admin" aria-label="Admin dashboard" className="block border-b border-sand bg-motif px-6 py-5">
          <Logo className="h-8 w-auto" />
          <span className="mt-1 block text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">Admin console</span>
        </Link>
        <AdminNav />
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

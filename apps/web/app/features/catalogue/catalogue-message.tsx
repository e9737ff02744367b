import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CatalogueMessageProps {
  icon: LucideIcon;
  /** The spec's text, shown as the heading of the box. */
  title: string;
  /** A quieter line under it. */
  detail?: string;
  /** Buttons or links. */
  children?: ReactNode;
  /** 'alert' for failures (announced at once), 'status' for empty results. */
  role?: 'alert' | 'status';
  /** 'h1' when the message is the whole page (a missing product). */
  titleAs?: 'h1' | 'h2' | 'p';
  className?: string;
}

/** A calm box for empty results and load failures, with ways to carry on. */
export function CatalogueMessage({ icon: Icon, title, detail, children, role = 'status', titleAs: Title = 'p', className = '' }: CatalogueMessageProps) {
  return (
    <div role={role} className={`flex flex-col items-center rounded-2xl border border-dashed border-sand bg-white/70 px-6 py-14 text-center ${className}`}>
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
        <Icon size={26} strokeWidth={1.6} aria-hidden="true" />
      </span>
      <Title className="max-w-md font-serif text-xl font-normal text-charcoal">{title}</Title>
      {detail && <p className="mt-2 max-w-md text-sm text-ink-muted">{detail}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

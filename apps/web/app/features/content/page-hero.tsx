import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** A short line above the heading ('Policies', 'Our story'). */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A quiet line under the intro, e.g. 'Last updated 21 November 2026'. */
  note?: ReactNode;
  children?: ReactNode;
  /** Pictures beside the text on wide screens. */
  media?: ReactNode;
}

/** The warm band at the top of every content page, with the page's one h1. */
export function PageHero({ eyebrow, title, intro, note, children, media }: PageHeroProps) {
  const text = (
    <div>
      <p className="font-sans text-xs font-semibold tracking-[0.24em] text-brass-deep uppercase">{eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-[2rem] leading-tight text-charcoal sm:text-[2.75rem]">{title}</h1>
      {intro && <div className="mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{intro}</div>}
      {note && <p className="mt-4 text-sm text-ink-muted">{note}</p>}
      {children}
    </div>
  );
  return (
    <header className="bg-motif border-b border-sand/70">
      <div className={`container-page py-10 sm:py-14 lg:py-16 ${media ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-12' : ''}`}>
        {text}
        {media}
      </div>
    </header>
  );
}

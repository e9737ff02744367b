import { useId } from 'react';

export interface LogoProps {
  /** 'light' for dark backgrounds (footer): an ivory wordmark beside the same rose-gold lamp. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The Dhatu wordmark with a small diya (oil lamp) mark in rose gold. Decorative: the link around
 * it carries the accessible name. Gradient ids come from useId so several logos can share a page.
 */
export function Logo({ tone = 'dark', className = 'h-9 w-auto' }: LogoProps) {
  const id = useId();
  const metal = `${id}-metal`;
  const flame = `${id}-flame`;
  return (
    <svg viewBox="0 0 132 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={metal} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9a3a0" />
          <stop offset="0.5" stopColor="#b76e79" />
          <stop offset="1" stopColor="#8e4a55" />
        </linearGradient>
        <linearGradient id={flame} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d27a" />
          <stop offset="1" stopColor="#c9a24d" />
        </linearGradient>
      </defs>
      {/* flame and wick */}
      <path d="M19 3.5c3.6 4.6 4.9 8.3 3.6 11.2-.7 1.6-2 2.5-3.6 2.5s-2.9-.9-3.6-2.5c-1.3-2.9 0-6.6 3.6-11.2Z" fill={`url(#${flame})`} />
      <path d="M19 17.2v2.3" stroke="#8e4a55" strokeWidth="1.4" strokeLinecap="round" />
      {/* lamp bowl with its spout, then the foot */}
      <path d="M3 20.5h27.5l5-2.6c.6-.3 1.2.3.9.9l-3.3 5.2C31.4 29 25.9 32.5 19 32.5S6.1 28.7 3 20.5Z" fill={`url(#${metal})`} />
      <path d="M5.5 22.6c3.8.9 8.3 1.4 13.5 1.4s9.7-.5 13.5-1.4" stroke="#f5e6e4" strokeOpacity=".55" strokeWidth="1" fill="none" />
      <path d="M14.5 32.2h9l-1.2 3.3h-6.6z" fill={`url(#${metal})`} />
      <text
        x="44"
        y="29"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="26"
        letterSpacing="0.6"
        fill={tone === 'light' ? '#fbf7f0' : `url(#${metal})`}
      >
        Dhatu
      </text>
    </svg>
  );
}

import { Star } from 'lucide-react';

export interface StarRowProps {
  /** 0 to 5; fractions fill part of a star (averages). */
  value: number;
  size?: number;
  className?: string;
}

/**
 * Five stars filled up to `value`, drawn only (aria-hidden): every use says the rating in words
 * for screen readers beside it.
 */
export function StarRow({ value, size = 16, className = '' }: StarRowProps) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  const stars = (filled: boolean) =>
    [0, 1, 2, 3, 4].map((i) => (
      <Star key={i} size={size} strokeWidth={filled ? 0 : 1.5} fill={filled ? 'currentColor' : 'none'} className="shrink-0" />
    ));
  return (
    <span aria-hidden="true" className={`relative inline-flex shrink-0 ${className}`}>
      <span className="flex text-sand">{stars(false)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-brass" style={{ width: `${percent}%` }}>
        {stars(true)}
      </span>
    </span>
  );
}

import { Star } from 'lucide-react';
import { STARS, type StarFilter } from './review-rules';

export interface StarFilterChipsProps {
  value: StarFilter;
  onChange: (filter: StarFilter) => void;
}

const CHIP = 'inline-flex h-9 min-w-10 items-center justify-center gap-1 rounded-full border px-2.5 text-sm font-semibold transition-colors sm:px-3.5';
const ON = 'border-charcoal bg-charcoal text-ivory';
const OFF = 'border-sand bg-white text-charcoal hover:border-charcoal';

/** Filter chips All/5/4/3/2/1 (storefront §2): toggle buttons, the chosen one pressed. */
export function StarFilterChips({ value, onChange }: StarFilterChipsProps) {
  return (
    <div role="group" aria-label="Filter reviews by rating" className="flex flex-wrap gap-1.5 sm:gap-2">
      <button type="button" aria-pressed={value === 'all'} onClick={() => onChange('all')} className={`${CHIP} ${value === 'all' ? ON : OFF}`}>
        All
      </button>
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          aria-pressed={value === star}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          onClick={() => onChange(star)}
          className={`${CHIP} ${value === star ? ON : OFF}`}
        >
          {star}
          <Star size={13} fill="currentColor" strokeWidth={0} aria-hidden="true" className={value === star ? 'text-brass-light' : 'text-brass'} />
        </button>
      ))}
    </div>
  );
}

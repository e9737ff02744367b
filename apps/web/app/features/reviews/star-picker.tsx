import { REVIEW_RATING_MAX } from '@dhatu/domain';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';

export interface StarPickerProps {
  value: number;
  onChange: (rating: number) => void;
  /** The rating's message (storefront §5), shown under the stars. */
  error?: string;
  disabled?: boolean;
}

const VALUES = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/**
 * The rating as a group of five native radio buttons drawn as stars: arrow keys move between them,
 * screen readers hear '4 stars, 4 of 5', and a hover previews the choice.
 */
export function StarPicker({ value, onChange, error, disabled = false }: StarPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-charcoal">Your Rating</legend>
      <div className="flex items-center gap-3">
        <div role="radiogroup" aria-label="Your Rating" className="-ml-1.5 flex" onMouseLeave={() => setHover(0)}>
          {VALUES.map((n) => (
            <label key={n} className="relative cursor-pointer p-1" onMouseEnter={() => setHover(n)}>
              {/* The real radio lies over its star, invisible: taps, clicks and keys all reach it. */}
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span className="block rounded-md p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-rose-deep">
                <Star
                  aria-hidden="true"
                  size={30}
                  strokeWidth={1.5}
                  fill={n <= shown ? 'currentColor' : 'none'}
                  className={`transition-colors ${n <= shown ? 'text-brass' : 'text-ink-muted/50'}`}
                />
              </span>
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-ink-muted tabular-nums">
          {value ? `${value}/5` : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

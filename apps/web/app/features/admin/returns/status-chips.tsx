import { useEffect, useRef } from 'react';
import type { ChipOption, ReturnChip } from './return-filters';

interface StatusChipsProps {
  chips: readonly ChipOption[];
  current: ReturnChip;
  onChange: (chip: ReturnChip) => void;
}

/**
 * The queue's status filter as toggle chips with their counts ('Open 4'). One row that scrolls
 * sideways on a phone (the chips are buttons, so the keyboard reaches every one), wrapping on wider screens.
 */
export function StatusChips({ chips, current, onChange }: StatusChipsProps) {
  const row = useRef<HTMLDivElement>(null);
  // On a phone the chosen chip may sit past the edge ('All', from a link): bring it into the row's view
  // (the row only, so the page itself does not jump).
  useEffect(() => {
    const box = row.current;
    const chip = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !chip) return;
    const left = chip.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    if (left < box.scrollLeft || left + chip.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left - 16;
  }, [current]);
  return (
    <div ref={row} role="group" aria-label="Status" className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {chips.map((chip) => {
        const on = chip.value === current;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(chip.value)}
            className={`inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              on ? 'border-charcoal bg-charcoal text-ivory' : 'border-sand bg-white text-charcoal hover:border-rose-deep hover:text-rose-deep'
            }`}
          >
            {chip.label}
            <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${on ? 'bg-ivory/20 text-ivory' : 'bg-mist text-charcoal'}`}>{chip.count}</span>
          </button>
        );
      })}
    </div>
  );
}

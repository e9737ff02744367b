import * as Dialog from '@radix-ui/react-dialog';
import { SORT_OPTIONS, type SortValue } from '@dhatu/domain';
import { ArrowUpDown, Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { sortLabel } from './list-filters';

export interface SortControlProps {
  value: SortValue;
  onChange: (sort: SortValue) => void;
}

/** Desktop sort dropdown: a native select (keyboard and screen-reader friendly, no script to load). */
export function SortSelect({ value, onChange }: SortControlProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-muted">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortValue)}
        className="h-10 cursor-pointer rounded-full border border-sand bg-white py-0 pr-9 pl-4 text-sm text-charcoal hover:border-rose focus-visible:border-rose"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Phone: the bottom bar's Sort button opens a bottom sheet; choosing an option applies it and closes. */
export function SortSheet({ value, onChange }: SortControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="flex h-14 flex-1 flex-col items-center justify-center gap-0 text-charcoal">
          <span className="flex items-center gap-2 text-sm font-semibold">
            <ArrowUpDown size={17} strokeWidth={1.75} aria-hidden="true" />
            Sort
          </span>
          <span className="text-[0.6875rem] text-ink-muted">{sortLabel(value)}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-ivory pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none"
        >
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 rounded-full bg-sand" />
          <div className="flex items-center justify-between px-5 pt-2 pb-1">
            <Dialog.Title className="text-lg text-charcoal">Sort by</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close" className="icon-button -mr-2">
                <X size={20} strokeWidth={1.75} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <fieldset className="px-2 pb-2">
            <legend className="sr-only">Sort by</legend>
            {SORT_OPTIONS.map((option) => {
              const checked = option.value === value;
              return (
                <label
                  key={option.value}
                  className={`flex h-12 cursor-pointer items-center justify-between rounded-lg px-3 text-[0.9375rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-deep ${checked ? 'font-semibold text-rose-deep' : 'text-charcoal'}`}
                >
                  <input
                    type="radio"
                    name="sort"
                    value={option.value}
                    checked={checked}
                    onChange={() => {
                      setOpen(false);
                      onChange(option.value);
                    }}
                    className="sr-only"
                  />
                  {option.label}
                  {checked && <Check size={18} aria-hidden="true" />}
                </label>
              );
            })}
          </fieldset>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

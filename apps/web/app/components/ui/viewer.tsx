import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { DialogFrame } from './sheet';

interface ViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The arrow keys: previous and next picture. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** A ViewerHeader, then the pictures. */
  children: ReactNode;
}

/**
 * Pictures shown large on a dark screen (the product gallery, a review's photos): a Radix Dialog,
 * so the focus stays inside, Escape closes and the focus returns to the picture that opened it.
 */
export function Viewer({ open, onOpenChange, onKeyDown, children }: ViewerProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-night/95 animate-fade-in motion-reduce:animate-none" />
      <DialogPrimitive.Content aria-describedby={undefined} onKeyDown={onKeyDown} className="fixed inset-0 z-50 flex flex-col text-ivory focus:outline-none">
        {children}
      </DialogPrimitive.Content>
    </DialogFrame>
  );
}

/** The viewer's top row: "2 / 5" (announced), the title (the dialog's name) and the × button. */
export function ViewerHeader({ counter, title, closeLabel }: { counter: string; title: string; closeLabel: string }) {
  return (
    <div className="flex h-14 shrink-0 items-center justify-between gap-3 px-3 sm:px-5">
      <p aria-live="polite" className="min-w-12 text-sm tabular-nums text-ivory/80">
        {counter}
      </p>
      <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-center font-sans text-sm font-medium text-ivory/90">{title}</DialogPrimitive.Title>
      <DialogPrimitive.Close asChild>
        <button type="button" aria-label={closeLabel} className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10">
          <X size={22} strokeWidth={1.75} aria-hidden="true" />
        </button>
      </DialogPrimitive.Close>
    </div>
  );
}

/** The previous and next buttons over the picture ("Previous photo", "Next image"). */
export function ViewerSteps({ noun, onPrevious, onNext }: { noun: string; onPrevious: () => void; onNext: () => void }) {
  const step = 'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-ivory hover:bg-black/60';
  return (
    <>
      <button type="button" aria-label={`Previous ${noun}`} onClick={onPrevious} className={`${step} left-2 sm:left-4`}>
        <ChevronLeft size={28} strokeWidth={1.5} aria-hidden="true" />
      </button>
      <button type="button" aria-label={`Next ${noun}`} onClick={onNext} className={`${step} right-2 sm:right-4`}>
        <ChevronRight size={28} strokeWidth={1.5} aria-hidden="true" />
      </button>
    </>
  );
}

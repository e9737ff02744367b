// The pieces every dialog, sheet and viewer shares, the Sheet and the MenuSheet, in one module on
// purpose: the shell's menus load it lazily as one file (each extra file name costs the home page's
// preload list bytes), and dialog.tsx builds the centred Dialog on the same pieces.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The dim layer behind every dialog and sheet. */
export const OVERLAY = 'fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none';

/** Closes the dialog or sheet it is in; wrap a button or link (asChild), like Radix's Close. */
export const DialogClose = DialogPrimitive.Close;
export const SheetClose = DialogPrimitive.Close;
/** A dialog's accessible description when it belongs in the body rather than under the title. */
export const DialogDescription = DialogPrimitive.Description;
/** A title for a dialog or sheet that draws its own header. */
export const DialogTitle = DialogPrimitive.Title;

/** The round × button; its label names what it closes ("Close menu", "Close privacy policy"). */
export function CloseButton({ label = 'Close', className = '-mt-1 -mr-2', size = 20 }: { label?: string; className?: string; size?: number }) {
  return (
    <DialogPrimitive.Close asChild>
      <button type="button" aria-label={label} className={`icon-button ${className}`}>
        <X size={size} strokeWidth={1.75} aria-hidden="true" />
      </button>
    </DialogPrimitive.Close>
  );
}

export interface FrameProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (made the Radix trigger, so focus returns to it on close). */
  trigger?: ReactNode;
  children: ReactNode;
}

/** Root, optional trigger and portal: what every dialog, sheet and viewer shares. */
export function DialogFrame({ open, onOpenChange, trigger, children }: FrameProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>{children}</DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Where the sheet comes from. 'left'/'right' slide a panel in (menus, filters), 'bottom' a short
 * sheet (sort), 'full' covers the screen without a dim layer (the phone's search).
 */
export type SheetSide = 'left' | 'right' | 'bottom' | 'full';

const PANEL: Record<SheetSide, string> = {
  left: 'inset-y-0 left-0 flex-col overflow-y-auto bg-ivory shadow-2xl animate-sheet-in-left motion-reduce:animate-none',
  right: 'inset-y-0 right-0 flex-col bg-ivory shadow-2xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none',
  bottom: 'inset-x-0 bottom-0 flex-col rounded-t-2xl bg-ivory pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none',
  full: 'inset-0 flex-col bg-ivory animate-fade-in motion-reduce:animate-none',
};

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; the focus returns to it on close. */
  trigger: ReactNode;
  side: SheetSide;
  /** The sheet's accessible name, shown in its header. */
  title: string;
  /** The title's look ("WELCOME" spaced out, "Admin console" small caps…). */
  titleClassName?: string;
  /** Above the title (the logo). */
  brand?: ReactNode;
  /** Read out with the title; most sheets need none. */
  description?: string;
  /** The × button's label: "Close menu", "Close filters". */
  closeLabel?: string;
  /** Width of a side panel, e.g. 'w-[86%] max-w-sm'. */
  className?: string;
  /**
   * 'bar' (default): a header bar with the title and ×. 'grab': a bottom sheet's grab handle over a
   * plain title row. 'hidden': the title is only read out, and the sheet draws its own way out
   * (a SheetClose).
   */
  header?: 'bar' | 'grab' | 'hidden';
  children: ReactNode;
}

/**
 * A sheet that slides in from an edge (Radix Dialog underneath: the focus moves into it, stays
 * inside, and returns to the trigger; Escape and a tap outside close it).
 */
export function Sheet({
  open, onOpenChange, trigger, side, title, titleClassName = 'text-xl text-charcoal', brand, description, closeLabel = 'Close', className = '', header = 'bar', children,
}: SheetProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} trigger={trigger}>
      {side !== 'full' && <DialogPrimitive.Overlay className={OVERLAY} />}
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={`fixed z-50 flex ${PANEL[side]} ${className}`}
      >
        {header === 'bar' && (
          <div className="flex items-center justify-between border-b border-sand bg-motif px-5 py-4">
            <div>
              {brand}
              <DialogPrimitive.Title className={titleClassName}>{title}</DialogPrimitive.Title>
            </div>
            <CloseButton label={closeLabel} className="-mr-2" size={22} />
          </div>
        )}
        {header === 'grab' && (
          <>
            <div aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 rounded-full bg-sand" />
            <div className="flex items-center justify-between px-5 pt-2 pb-1">
              <DialogPrimitive.Title className={titleClassName}>{title}</DialogPrimitive.Title>
              <CloseButton label={closeLabel} className="-mr-2" />
            </div>
          </>
        )}
        {header === 'hidden' && <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>}
        {description && <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>}
        {children}
      </DialogPrimitive.Content>
    </DialogFrame>
  );
}

interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the ☰ and × buttons name: 'menu' gives "Open menu" and "Close menu". */
  name: string;
  /** The sheet's heading under the logo, its accessible name. */
  title: string;
  titleClassName: string;
  /** The panel's width, e.g. 'w-[86%] max-w-sm'. */
  className: string;
  children: ReactNode;
}

/** Phones and tablets: a ☰ button that opens a left sheet headed by the logo (the shop's menu, the console's). */
export function MenuSheet({ open, onOpenChange, name, title, titleClassName, className, children }: MenuSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" aria-label={`Open ${name}`} className="icon-button -ml-2">
          <Menu size={24} strokeWidth={1.75} aria-hidden="true" />
        </button>
      }
      side="left"
      className={className}
      brand={<Logo className="mb-1 h-7 w-auto" />}
      title={title}
      titleClassName={titleClassName}
      closeLabel={`Close ${name}`}
    >
      {children}
    </Sheet>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The form; mounted only while open, so each opening starts fresh. */
  children: ReactNode;
  /** Wider for long forms (coupons). */
  wide?: boolean;
}

/** A Radix dialog holding one of the console's create/edit forms. */
export function FormDialog({ open, onOpenChange, title, description, children, wide = false }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl animate-pop-in motion-reduce:animate-none ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-sand px-5 pt-5 pb-4 sm:px-6">
            <div>
              <Dialog.Title className="font-serif text-xl text-charcoal">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close" className="icon-button -mt-1 -mr-2">
                <X size={20} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4 sm:px-6">{open && children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

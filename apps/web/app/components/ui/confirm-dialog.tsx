import * as Dialog from '@radix-ui/react-dialog';
import { AlertTriangle, Info, Trash2, type LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  /** Runs on the confirm button; the dialog stays open (busy) until the caller closes it. */
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmVariant;
  /** The confirmed action is under way: both buttons wait, and Escape does nothing. */
  busy?: boolean;
}

const LOOK: Record<ConfirmVariant, { icon: LucideIcon; badge: string; button: string }> = {
  danger: { icon: Trash2, badge: 'bg-[#fcf0f1] text-[#a1262f]', button: 'bg-[#a1262f] hover:bg-[#7f1d25]' },
  warning: { icon: AlertTriangle, badge: 'bg-[#fbf3e2] text-brass-deep', button: 'bg-brass-deep hover:bg-charcoal' },
  info: { icon: Info, badge: 'bg-rose-soft text-rose-deep', button: 'bg-rose-deep hover:bg-charcoal' },
};

/**
 * The reusable confirmation (account §2): title, message, confirm and cancel labels, and a danger,
 * warning or info look. A Radix Dialog with alertdialog semantics: it does not close on a click
 * outside, and Cancel has the focus first so a stray Enter never confirms a deletion.
 */
export function ConfirmDialog({
  open, onOpenChange, title, message, onConfirm, confirmLabel = 'Confirm', cancelLabel = 'Cancel', variant = 'danger', busy = false,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { icon: Icon, badge, button } = LOOK[variant];

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl animate-pop-in motion-reduce:animate-none"
        >
          <div className="flex items-start gap-4">
            <span aria-hidden="true" className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${badge}`}>
              <Icon size={20} strokeWidth={1.9} />
            </span>
            <div className="min-w-0 pt-1">
              <Dialog.Title className="font-serif text-xl text-charcoal">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-[0.9375rem] leading-relaxed break-words text-ink-muted">{message}</Dialog.Description>
            </div>
          </div>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Dialog.Close asChild>
              <button
                ref={cancel}
                type="button"
                disabled={busy}
                className="inline-flex h-11 items-center justify-center rounded-full border border-charcoal/25 px-6 text-sm font-semibold text-charcoal transition-colors hover:border-charcoal hover:bg-mist disabled:opacity-60"
              >
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
              className={`inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-white transition-colors disabled:opacity-60 ${button}`}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

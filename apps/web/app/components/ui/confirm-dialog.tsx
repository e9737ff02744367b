import { AlertTriangle, Info, Trash2, type LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';
import { DialogCard, DialogClose, DialogDescription, DialogFrame, DialogTitle } from './dialog';

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

const LOOK: Record<ConfirmVariant, { icon: LucideIcon; badge: string; button: ButtonVariant }> = {
  danger: { icon: Trash2, badge: 'bg-error-soft text-error', button: 'danger' },
  warning: { icon: AlertTriangle, badge: 'bg-brass-soft text-brass-deep', button: 'primary' },
  info: { icon: Info, badge: 'bg-rose-soft text-rose-deep', button: 'primary' },
};

/**
 * The reusable confirmation (account §2): title, message, confirm and cancel labels, and a danger,
 * warning or info look. The kit's dialog card with alertdialog semantics: it does not close on a click
 * outside, and Cancel has the focus first so a stray Enter never confirms a deletion.
 */
export function ConfirmDialog({
  open, onOpenChange, title, message, onConfirm, confirmLabel = 'Confirm', cancelLabel = 'Cancel', variant = 'danger', busy = false,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { icon: Icon, badge, button } = LOOK[variant];

  return (
    <DialogFrame open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogCard
        role="alertdialog"
        width="md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="p-6"
      >
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${badge}`}>
            <Icon size={20} strokeWidth={1.9} />
          </span>
          <div className="min-w-0 pt-1">
            <DialogTitle className="font-serif text-xl text-charcoal">{title}</DialogTitle>
            <DialogDescription className="mt-2 text-[0.9375rem] leading-relaxed break-words text-ink-muted">{message}</DialogDescription>
          </div>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <DialogClose asChild>
            <button ref={cancel} type="button" disabled={busy} className={buttonClass('secondary', 'md')}>
              {cancelLabel}
            </button>
          </DialogClose>
          <button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} className={buttonClass(button, 'md')}>
            {confirmLabel}
          </button>
        </div>
      </DialogCard>
    </DialogFrame>
  );
}

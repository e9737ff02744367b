import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { CloseButton, DialogFrame, OVERLAY, type FrameProps } from './sheet';

export { CloseButton, DialogClose, DialogDescription, DialogFrame, DialogTitle } from './sheet';

const WIDTH = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;
export type DialogWidth = keyof typeof WIDTH;

/** The centred white card; `role="alertdialog"` and the focus/outside handlers pass through. */
export function DialogCard({ width = 'lg', className = '', ...props }: ComponentProps<typeof DialogPrimitive.Content> & { width?: DialogWidth }) {
  return (
    <>
      <DialogPrimitive.Overlay className={OVERLAY} />
      <DialogPrimitive.Content
        className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-2xl animate-pop-in motion-reduce:animate-none ${WIDTH[width]} ${className}`}
        {...props}
      />
    </>
  );
}

export interface DialogProps extends FrameProps {
  title: string;
  /** Under the title, read out with it. */
  description?: ReactNode;
  /** The body holds a DialogDescription instead (a longer text that is the dialog's gist). */
  describedInBody?: boolean;
  /** A round badge before the title. */
  icon?: ReactNode;
  /** The × button's label. */
  closeLabel?: string;
  /** Buttons at the bottom, below a rule. */
  footer?: ReactNode;
  width?: DialogWidth;
  /**
   * 'body' (default): the body scrolls under a fixed header. 'none': the body lays itself out
   * (a form with its own scrolling part and button row).
   */
  scroll?: 'body' | 'none';
}

/**
 * A modal card (Radix Dialog: focus kept inside and returned to the trigger, Escape closes):
 * a title (its accessible name), an optional description, a × button, the body and a footer.
 * The body is mounted only while open, so a form in it starts fresh at every opening.
 */
export function Dialog({
  open, onOpenChange, trigger, title, description, describedInBody = false, icon, closeLabel = 'Close', footer, width = 'lg', scroll = 'body', children,
}: DialogProps) {
  const body = open !== false && children;
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <DialogCard
        width={width}
        className="flex max-h-[calc(100dvh-1.5rem)] flex-col"
        {...(description || describedInBody ? {} : { 'aria-describedby': undefined })}
      >
        <div className="flex items-start justify-between gap-4 border-b border-sand px-5 pt-5 pb-4 sm:px-6">
          <div>
            <div className={icon ? 'flex items-center gap-3' : undefined}>
              {icon && (
                <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
                  {icon}
                </span>
              )}
              <DialogPrimitive.Title className="font-serif text-xl text-charcoal">{title}</DialogPrimitive.Title>
            </div>
            {description && <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">{description}</DialogPrimitive.Description>}
          </div>
          <CloseButton label={closeLabel} />
        </div>
        {scroll === 'body' ? <div className="min-h-0 overflow-y-auto px-5 py-4 sm:px-6">{body}</div> : body}
        {footer && <div className="flex justify-end border-t border-sand px-5 py-4 sm:px-6">{footer}</div>}
      </DialogCard>
    </DialogFrame>
  );
}

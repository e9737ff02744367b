import { REVIEW_MESSAGES } from '@dhatu/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface DeleteReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** 'Delete Review' confirmation; its own module so the product page loads the dialog only for a reviewer. */
export function DeleteReviewDialog({ open, onOpenChange, busy, onConfirm }: DeleteReviewDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Review"
      message={REVIEW_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

import { PenLine, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { errorMessage } from '../../lib/api-client';
import { REVIEW_TEXTS } from './review-rules';
import type { Review } from './types';
import { useReviewActions } from './use-review-actions';
import { buttonClass } from '../../components/ui/button';

const SECONDARY = 'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-charcoal/25 px-4 text-sm font-semibold text-charcoal hover:border-charcoal hover:bg-mist';
const PANEL = 'rounded-xl border border-sand/70 bg-ivory p-5';

// The form (with its validation library and photo picker) and the delete dialog load when a
// reviewer needs them, not with every product page.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const DeleteReviewDialog = lazy(() => import('./delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })));

export interface WritePanelSession {
  /** The session is still being checked (always on the server). */
  loading: boolean;
  userId: string | null;
  /** The customer's own review: undefined while loading, null when they have none. */
  own: Review | null | undefined;
}

/**
 * Where a customer writes, edits or deletes their review (storefront §4, §6): signed out, 'Login
 * to Write Review' (back to the product's reviews afterwards); without a review, 'Share Your
 * Experience' / 'Write Review'; with one, 'Edit Review' and delete (after a confirmation).
 */
export function WriteReviewPanel({ productId, session, onSaved }: { productId: string; session: WritePanelSession; onSaved: (review: Review | null) => void }) {
  if (session.loading || (session.userId && session.own === undefined)) {
    return (
      <div className={`${PANEL} flex justify-center py-8`}>
        <Loader size="small" label="Loading your review" />
      </div>
    );
  }
  if (!session.userId) {
    return (
      <div className={PANEL}>
        <SharePrompt />
        <Link to="/login" state={{ from: `/products/id/${productId}#reviews` }} className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          {REVIEW_TEXTS.login}
        </Link>
      </div>
    );
  }
  return <SignedInPanel productId={productId} userId={session.userId} own={session.own ?? null} onSaved={onSaved} />;
}

function SharePrompt() {
  return (
    <>
      <h3 className="text-xl text-charcoal">{REVIEW_TEXTS.share}</h3>
      <p className="mt-1 text-sm text-ink-muted">Your words and photos help other shoppers choose.</p>
    </>
  );
}

function SignedInPanel({ productId, userId, own, onSaved }: { productId: string; userId: string; own: Review | null; onSaved: (review: Review | null) => void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { create, update, remove } = useReviewActions(productId, userId);

  if (editing) {
    return (
      <div className={PANEL}>
        <Suspense fallback={<div className="flex justify-center py-8"><Loader size="small" label="Loading the review form" /></div>}>
          <ReviewForm
          review={own ?? undefined}
          onCancel={() => setEditing(false)}
          onSubmit={async (form) => {
            const saved = own ? await update.mutateAsync({ reviewId: own._id, form }) : await create.mutateAsync(form);
            setEditing(false);
            onSaved(saved);
          }}
          />
        </Suspense>
      </div>
    );
  }

  if (!own) {
    return (
      <div className={PANEL}>
        <SharePrompt />
        <button type="button" onClick={() => setEditing(true)} className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          <PenLine size={16} aria-hidden="true" />
          {REVIEW_TEXTS.write}
        </button>
      </div>
    );
  }

  const onDelete = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(own._id);
      setConfirming(false);
      onSaved(null);
    } catch (error) {
      setConfirming(false);
      setDeleteError(errorMessage(error, REVIEW_TEXTS.deleteFailed));
    }
  };

  return (
    <div className={PANEL}>
      <h3 className="text-xl text-charcoal">Thank you for your review</h3>
      <p className="mt-1 text-sm text-ink-muted">It appears first in the list, marked as yours. You can change or remove it at any time.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => setEditing(true)} className={buttonClass('primary', 'md')}>
          <PenLine size={16} aria-hidden="true" />
          {REVIEW_TEXTS.edit}
        </button>
        <button type="button" onClick={() => setConfirming(true)} className={SECONDARY}>
          <Trash2 size={16} aria-hidden="true" />
          Delete
        </button>
      </div>
      {deleteError && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-3.5 py-2.5 text-sm text-error">
          {deleteError}
        </p>
      )}
      <Suspense fallback={null}>
        <DeleteReviewDialog open={confirming} onOpenChange={setConfirming} busy={remove.isPending} onConfirm={() => void onDelete()} />
      </Suspense>
    </div>
  );
}

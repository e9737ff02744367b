import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Info, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import { verifyPayment } from './orders-api';
import { orderQueries } from './orders-queries';
import type { Order } from './types';
import { VERIFY_EXCEPTION_OUTCOME, verifyOutcome, type VerifyOutcome } from './verify-payment';
import { buttonClass } from '../../components/ui/button';

/**
 * Verify Payment on the order page (account §2, §8): asks GET /payments/verify and puts the order as
 * it now stands into the page. The answer is read out from a status region that is always there,
 * so it is announced even when the button itself goes away (the order became paid).
 */
export function useVerifyPayment(order: Order, userId: string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: () => verifyPayment(order._id),
    onMutate: () => setOutcome(null),
    onSuccess: (result) => {
      setOutcome(verifyOutcome(result));
      // The page may have been opened by either id.
      const updated = result.order;
      if (updated) for (const id of [order.orderId, order._id]) queryClient.setQueryData(orderQueries.one(userId, id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: orderQueries.list(userId).queryKey });
    },
    onError: (error) => {
      console.error('Payment verification failed', error);
      setOutcome(VERIFY_EXCEPTION_OUTCOME);
    },
  });
  return { verify: () => mutation.mutate(), verifying: mutation.isPending, outcome };
}

export function VerifyPaymentButton({ verifying, onVerify }: { verifying: boolean; onVerify: () => void }) {
  return (
    <button type="button" onClick={onVerify} disabled={verifying} aria-busy={verifying || undefined} className={buttonClass('secondary', 'md', 'whitespace-nowrap')}>
      <ShieldCheck size={16} aria-hidden="true" />
      {verifying ? 'Verifying…' : 'Verify Payment'}
    </button>
  );
}

const LOOK: Record<VerifyOutcome['tone'], { icon: LucideIcon; className: string }> = {
  success: { icon: CheckCircle2, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  info: { icon: Info, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  error: { icon: AlertCircle, className: 'border-error-line bg-error-soft text-error-deep' },
};

export function VerifyPaymentResult({ outcome }: { outcome: VerifyOutcome | null }) {
  const look = outcome ? LOOK[outcome.tone] : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {outcome && look && (
        <p className={`mt-4 flex items-start gap-2 rounded-xl border px-4 py-3 text-sm ${look.className}`}>
          <look.icon size={18} aria-hidden="true" className="mt-px shrink-0" />
          {outcome.text}
        </p>
      )}
    </div>
  );
}

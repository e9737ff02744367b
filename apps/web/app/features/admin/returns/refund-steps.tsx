import { formatRupees, refundPaidSchema } from '@dhatu/domain';
import { IndianRupee, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NoteStepForm } from './note-step-form';
import { StepError } from './step-error';
import type { AdminReturn } from './types';
import type { ReturnActions } from './use-return-actions';

interface StepProps {
  request: AdminReturn;
  actions: ReturnActions;
}

const BOX = 'space-y-3 rounded-xl border border-sand bg-ivory p-4';

/** Where a cash-on-delivery refund goes, in full while the transfer is due. */
function Destination({ refundTo }: { refundTo: string | null }) {
  return (
    <p className="text-sm text-charcoal">
      Transfer to: <span className="font-semibold break-words">{refundTo ?? 'no bank account or UPI ID was given'}</span>
    </p>
  );
}

/**
 * Received, and a refund asked for: what it pays now (the lines, plus shipping when the policy gives
 * it back), where it goes, and a confirmation before anything moves. Online orders are refunded
 * through the payment provider; cash on delivery waits for the owner's transfer.
 */
export function RefundStep({ request, actions }: StepProps) {
  const [confirming, setConfirming] = useState(false);
  const amount = request.refundable === null ? null : formatRupees(request.refundable);
  const cod = request.paymentMethod === 'COD';
  const pending = actions.pendingStep === 'refund';
  return (
    <section aria-labelledby="refund-step" className={BOX}>
      <h3 id="refund-step" className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <IndianRupee size={17} aria-hidden="true" className="text-rose-deep" />
        Refund
      </h3>
      <p className="text-sm text-charcoal">
        Refundable now: <span className="text-lg font-semibold tabular-nums">{amount ?? '—'}</span>
      </p>
      {cod ? (
        <>
          <Destination refundTo={request.refundTo} />
          <p className="text-sm text-ink-muted">Cash on delivery: refunding records the transfer to make. Once you have paid it, mark it paid with its reference (UTR).</p>
        </>
      ) : (
        <p className="text-sm text-ink-muted">Paid online: the payment provider refunds it to the customer&apos;s original payment method (7–10 business days).</p>
      )}
      <StepError error={actions.errorOf('refund')} fallback="Could not refund. Please try again." />
      <button type="button" disabled={actions.busy || amount === null} onClick={() => setConfirming(true)} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        <IndianRupee size={16} aria-hidden="true" />
        {amount ? `Refund ${amount}` : 'Refund'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Refund ${amount ?? ''} for ${request.returnNumber}?`}
        message={
          cod
            ? `The refund is recorded and the credit note issued. Then transfer ${amount} to ${request.refundTo ?? 'the customer'} and mark it paid. This cannot be undone.`
            : `The payment provider refunds ${amount} to the customer's original payment method, and the credit note is issued. This cannot be undone.`
        }
        confirmLabel={`Refund ${amount ?? ''}`.trim()}
        cancelLabel="Not now"
        variant="warning"
        busy={pending}
        onConfirm={() => actions.run({ step: 'refund', body: undefined }, () => setConfirming(false))}
      />
    </section>
  );
}

/**
 * Refund in progress. Cash on delivery: the owner transfers the amount and records its reference.
 * Online: the provider has yet to confirm; asking again is safe (same idempotency key, never twice).
 */
export function RefundPendingStep({ request, actions }: StepProps) {
  const refund = request.refund;
  if (!refund) return null;
  const amount = formatRupees(refund.amount);
  if (refund.method !== 'provider') {
    return (
      <div className="space-y-3">
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Transfer {amount} to the customer</p>
          <p className="mt-1 break-words">{request.refundTo ?? 'No bank account or UPI ID was given'}</p>
          {refund.shipping > 0 && <p className="mt-1">Includes the shipping fee of {formatRupees(refund.shipping)}.</p>}
        </div>
        <NoteStepForm
          title="Mark refund paid"
          icon={IndianRupee}
          field="reference"
          schema={refundPaidSchema}
          label="Transfer reference (UTR)"
          hint="From your bank's or UPI app's confirmation. The customer is told the refund is paid."
          placeholder="UTR123456789"
          maxLength={64}
          submitLabel="Mark refund paid"
          busy={actions.busy}
          pending={actions.pendingStep === 'refund-paid'}
          error={actions.errorOf('refund-paid')}
          onSubmit={(body) => actions.run({ step: 'refund-paid', body })}
        />
      </div>
    );
  }
  const pending = actions.pendingStep === 'refund';
  return (
    <section aria-labelledby="refund-check" className={BOX}>
      <h3 id="refund-check" className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <RefreshCw size={17} aria-hidden="true" className="text-rose-deep" />
        Waiting for the payment provider
      </h3>
      <p className="text-sm text-charcoal">
        {refund.status === 'failed'
          ? `The payment provider could not refund ${amount}. Asking again starts a new refund.`
          : `The refund of ${amount} was asked of the payment provider, which has yet to confirm it. It usually confirms within minutes.`}
      </p>
      {refund.reference && <p className="text-sm text-ink-muted">Provider reference: {refund.reference}</p>}
      <StepError error={actions.errorOf('refund')} fallback="Could not reach the payment provider. Please try again." />
      <button type="button" disabled={actions.busy} aria-busy={pending || undefined} onClick={() => actions.run({ step: 'refund', body: undefined })} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
        <RefreshCw size={16} aria-hidden="true" />
        {pending ? 'Checking…' : 'Check refund again'}
      </button>
    </section>
  );
}

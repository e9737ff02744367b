import { approveReturnSchema, formatRupees, rejectReturnSchema, RETURN_LIMITS } from '@dhatu/domain';
import { Ban, CheckCircle2 } from 'lucide-react';
import { PANEL } from '../ui/styles';
import { CreditNoteButton } from './credit-note-button';
import { ExchangeForm } from './exchange-form';
import { NoteStepForm } from './note-step-form';
import { ReceiveForm } from './receive-form';
import { RefundPendingStep, RefundStep } from './refund-steps';
import type { ReturnStep } from './returns-api';
import { StepError } from './step-error';
import type { AdminReturn } from './types';
import type { ReturnActions } from './use-return-actions';

/**
 * The one step the request's status allows (the domain's RETURN_ACTIONS; the server checks it
 * again): approve or reject, mark received, refund or send the exchange, mark the transfer paid or
 * ask the provider again. Finished requests say how they ended.
 */
export function ReturnActionsPanel({ request, actions }: { request: AdminReturn; actions: ReturnActions }) {
  // Refused because the request had moved on (someone else took the step): the screen now shows
  // the new status, and the server's message stays here to say why nothing happened.
  const orphan = actions.failure && !stepsShown(request).includes(actions.failure.step) ? actions.failure.error : null;
  return (
    <section aria-labelledby="return-next-step" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="return-next-step" className="font-sans text-base font-semibold text-charcoal">
        Next step
      </h2>
      <div className="mt-3 space-y-4">
        <StepError error={orphan} fallback="That step could not be taken. Please try again." />
        <Step request={request} actions={actions} />
      </div>
    </section>
  );
}

/** The steps whose forms the panel shows for this request, as Step below lays them out. */
function stepsShown(request: AdminReturn): ReturnStep[] {
  switch (request.status) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
      return ['receive'];
    case 'received':
      return [request.resolution === 'refund' ? 'refund' : 'exchange'];
    case 'refund_pending':
      return [request.refund?.method === 'provider' ? 'refund' : 'refund-paid'];
    default:
      return [];
  }
}

function Step({ request, actions }: { request: AdminReturn; actions: ReturnActions }) {
  switch (request.status) {
    case 'requested':
      return (
        <div className="grid gap-4 xl:grid-cols-2">
          <NoteStepForm
            title="Approve"
            icon={CheckCircle2}
            field="instructions"
            schema={approveReturnSchema}
            label="Instructions for the customer"
            hint="Shown to the customer: when the courier picks it up, or where to send the pieces."
            placeholder="Courier pickup on Monday, 10 am to 2 pm."
            maxLength={RETURN_LIMITS.noteMax}
            multiline
            submitLabel="Approve return"
            busy={actions.busy}
            pending={actions.pendingStep === 'approve'}
            error={actions.errorOf('approve')}
            onSubmit={(body) => actions.run({ step: 'approve', body })}
          />
          <NoteStepForm
            title="Reject"
            icon={Ban}
            field="reason"
            schema={rejectReturnSchema}
            label="Reason for rejecting"
            hint="Shown to the customer: say what the photos or video show."
            placeholder="The video shows the piece was used."
            maxLength={RETURN_LIMITS.noteMax}
            multiline
            submitLabel="Reject return"
            variant="danger-outline"
            busy={actions.busy}
            pending={actions.pendingStep === 'reject'}
            error={actions.errorOf('reject')}
            onSubmit={(body) => actions.run({ step: 'reject', body })}
          />
        </div>
      );
    case 'approved':
      return <ReceiveForm request={request} actions={actions} />;
    case 'received':
      return request.resolution === 'refund' ? <RefundStep request={request} actions={actions} /> : <ExchangeForm actions={actions} />;
    case 'refund_pending':
      return <RefundPendingStep request={request} actions={actions} />;
    case 'refunded':
      return (
        <div className="space-y-3">
          <p className="text-sm text-charcoal">
            Refunded {request.refund ? formatRupees(request.refund.amount) : ''}
            {request.refund?.reference ? ` (reference ${request.refund.reference})` : ''}. Nothing more to do.
          </p>
          {request.refund?.creditNoteNumber && (
            <CreditNoteButton returnId={request._id} creditNoteNumber={request.refund.creditNoteNumber} className="w-full sm:w-auto" />
          )}
        </div>
      );
    case 'exchanged':
      return (
        <p className="text-sm text-charcoal">
          The exchange was sent{request.exchange ? ` by ${request.exchange.courier}, tracking number ${request.exchange.trackingNumber}` : ''}. Nothing more to do.
        </p>
      );
    case 'rejected':
      return (
        <div className="space-y-1 text-sm text-charcoal">
          <p>Rejected. Nothing more to do.</p>
          {request.rejectionReason && <p className="break-words whitespace-pre-line text-charcoal-soft">Reason given to the customer: {request.rejectionReason}</p>}
        </div>
      );
  }
}

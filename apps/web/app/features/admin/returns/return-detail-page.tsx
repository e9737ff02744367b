import { formatRupees, RETURN_RESOLUTION_LABELS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortDateTime } from '../format';
import { QueryState } from '../ui/query-state';
import { TEXT_LINK } from '../ui/styles';
import { CreditNoteButton } from './credit-note-button';
import { ReturnActionsPanel } from './return-actions-panel';
import { ReturnEvidence } from './return-evidence';
import { ReturnFacts } from './return-facts';
import { ReturnLinesCard } from './return-lines-card';
import { ReturnStatusBadge } from './return-status-badge';
import { linesAmount } from './return-summary';
import { ReturnTimeline } from './return-timeline';
import { adminReturnQueries } from './returns-queries';
import type { AdminReturn } from './types';
import { useReturnActions } from './use-return-actions';

/** /admin/returns/{id}: one return request, its evidence, and the step it waits for. */
export function ReturnDetailPage({ returnId }: { returnId: string }) {
  const request = useQuery(adminReturnQueries.one(returnId));
  return (
    <>
      <Link to="/admin/returns" className="mb-3 inline-flex h-10 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-rose-deep hover:underline">
        <ArrowLeft size={16} aria-hidden="true" />
        All returns
      </Link>
      <QueryState query={request} loadingLabel="Loading the return request" notFound="Return request not found">
        {(data) => <ReturnDetail request={data} routeId={returnId} />}
      </QueryState>
    </>
  );
}

function ReturnDetail({ request, routeId }: { request: AdminReturn; routeId: string }) {
  const actions = useReturnActions(request, routeId);
  // The credit note exists from the refund on; once refunded the step panel offers it instead.
  const creditNote = request.status !== 'refunded' ? request.refund?.creditNoteNumber : null;
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl break-words text-charcoal sm:text-3xl">Return {request.returnNumber}</h1>
          <p className="mt-1 text-sm text-ink-muted">
            Asked {formatShortDateTime(request.createdAt)} · Order{' '}
            <Link to={`/admin/orders/${encodeURIComponent(request.orderNumber)}`} className={TEXT_LINK}>
              {request.orderNumber}
            </Link>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={request.status} />
            <span className="text-sm font-semibold text-charcoal">{RETURN_RESOLUTION_LABELS[request.resolution]}</span>
            <span className="text-sm font-semibold text-charcoal tabular-nums">{formatRupees(linesAmount(request))}</span>
          </div>
        </div>
        {creditNote && <CreditNoteButton returnId={request._id} creditNoteNumber={creditNote} className="w-full sm:w-auto" />}
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ReturnActionsPanel request={request} actions={actions} />
        <ReturnFacts request={request} />
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="space-y-4">
          <ReturnLinesCard request={request} />
          <ReturnEvidence request={request} />
        </div>
        <ReturnTimeline request={request} />
      </div>
    </div>
  );
}

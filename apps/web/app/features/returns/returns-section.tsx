import { POLICY } from '@dhatu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/field';
import { Loader } from '../../components/ui/loader';
import { notify } from '../../components/ui/toast';
import { useAuth } from '../auth';
import { formatReturnDeadline } from './return-display';
import { ReturnRequestCard } from './return-request-card';
import { ReturnRequestForm } from './return-request-form';
import { returnQueries } from './returns-queries';
import type { ReturnableOrder } from './returnable-order';
import type { ReturnList, ReturnRequest } from './types';

/**
 * "Returns and exchanges" on a delivered order's page (issue 23): while the policy window is open
 * and units are left, the deadline and a "Return or exchange" button that opens the request form
 * in place (a long form with file pickers reads better in the page than in a dialog on a phone);
 * below, every request of the order with its progress.
 */
export function ReturnsSection({ order }: { order: ReturnableOrder }) {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const list = useQuery(returnQueries.list(userId, order._id));
  const headingId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closedByCancel = useRef(false);

  // Cancelling gives the focus back to the button that opened the form.
  useEffect(() => {
    if (!formOpen && closedByCancel.current) {
      closedByCancel.current = false;
      openButton.current?.focus();
    }
  }, [formOpen]);

  const onSent = (request: ReturnRequest) => {
    const { queryKey } = returnQueries.list(userId, order._id);
    queryClient.setQueryData<ReturnList>(queryKey, (old) => old && { ...old, returns: [request, ...old.returns.filter((r) => r._id !== request._id)] });
    void queryClient.invalidateQueries({ queryKey });
    setFormOpen(false);
    setSentId(request._id);
    notify.success(`Return request ${request.returnNumber} sent`);
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
        <RotateCcw size={18} aria-hidden="true" />
        Returns and exchanges
      </h2>
      <div className="mt-3 space-y-4">
        {list.isPending && <Loader size="small" label="Loading your returns" />}
        {list.isError && <LoadFailed message="Failed to load your returns" onRetry={() => void list.refetch()} retrying={list.isFetching} />}
        {list.data && (
          <>
            {formOpen ? (
              <ReturnRequestForm
                order={order}
                returnable={list.data.returnable}
                onSent={onSent}
                onCancel={() => {
                  closedByCancel.current = true;
                  setFormOpen(false);
                }}
              />
            ) : (
              <ReturnOffer list={list.data} openButton={openButton} onOpen={() => setFormOpen(true)} />
            )}
            {list.data.returns.length > 0 && (
              <ol aria-label="Your requests" className="space-y-4">
                {list.data.returns.map((request) => (
                  <li key={request._id}>
                    <ReturnRequestCard request={request} orderId={order._id} focusOnMount={request._id === sentId} />
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </section>
  );
}

const POLICY_LINK = 'font-semibold text-rose-deep underline underline-offset-2 hover:text-charcoal';

/** The deadline and the button while a request can be made; otherwise why not. */
function ReturnOffer({ list, openButton, onOpen }: { list: ReturnList; openButton: RefObject<HTMLButtonElement | null>; onOpen: () => void }) {
  const deadline = list.deadline ? formatReturnDeadline(list.deadline) : '';
  if (list.canRequest) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-ink-muted">
          {deadline && (
            <p className="font-semibold text-charcoal">
              Ask by <time dateTime={list.deadline ?? undefined}>{deadline}</time>
            </p>
          )}
          <p className="mt-0.5">
            Unused, non-customised pieces, with a repacking video. See the{' '}
            <Link to="/returnpolicy" className={POLICY_LINK}>
              Returns Policy
            </Link>
            .
          </p>
        </div>
        <button ref={openButton} type="button" onClick={onOpen} className={buttonClass('primary', 'md', 'w-full shrink-0 sm:w-auto')}>
          Return or exchange
        </button>
      </div>
    );
  }
  const closed = list.deadline !== null && Date.now() > Date.parse(list.deadline);
  if (closed && deadline) {
    return (
      <p className="text-sm text-ink-muted">
        Returns for this order closed on {deadline} ({POLICY.returnRequestWithinDays} days after delivery). See the{' '}
        <Link to="/returnpolicy" className={POLICY_LINK}>
          Returns Policy
        </Link>
        .
      </p>
    );
  }
  if (list.returns.length > 0) return <p className="text-sm text-ink-muted">Every piece of this order is in a request below.</p>;
  return null;
}

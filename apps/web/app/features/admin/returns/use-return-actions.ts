import { formatRupees } from '@dhatu/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { postReturnStep, type ReturnStep, type ReturnStepCall } from './returns-api';
import { adminReturnQueries } from './returns-queries';
import type { AdminReturn } from './types';

/** What the toast says once a step is done, from the request the server answered. */
function doneMessage(step: ReturnStep, updated: AdminReturn): string {
  const refunded = updated.refund ? formatRupees(updated.refund.amount) : '';
  switch (step) {
    case 'approve':
      return `Return ${updated.returnNumber} approved`;
    case 'reject':
      return `Return ${updated.returnNumber} rejected`;
    case 'receive':
      return `Return ${updated.returnNumber} marked received`;
    case 'refund':
      if (updated.status === 'refunded') return `Refunded ${refunded}`;
      return updated.refund?.method === 'provider'
        ? `Refund of ${refunded} asked of the payment provider; waiting for its confirmation`
        : `Refund of ${refunded} recorded: make the transfer, then mark it paid`;
    case 'refund-paid':
      return `Refund of ${refunded} marked paid`;
    case 'exchange':
      return `Exchange for ${updated.returnNumber} sent`;
  }
}

/**
 * The owner's steps on one request. Each answers the changed request, which replaces the one on
 * screen at once, and the queue is refetched. A failure keeps the screen as it was: the form shows
 * the server's message beside the action (the mutation's error), and the request is read again in
 * case someone else moved it on.
 */
export function useReturnActions(request: AdminReturn, routeId: string) {
  const queryClient = useQueryClient();
  const key = adminReturnQueries.one(routeId).queryKey;

  const mutation = useMutation({
    mutationFn: (call: ReturnStepCall) => postReturnStep(request._id, call),
    onSuccess: async (updated, { step }) => {
      queryClient.setQueryData(key, updated);
      notify.success(doneMessage(step, updated));
      await queryClient.invalidateQueries({ queryKey: adminReturnQueries.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  /** The last failure of `step`, for the form of that step to show. */
  const errorOf = (step: ReturnStep) => (mutation.isError && mutation.variables?.step === step ? mutation.error : null);

  /** The last failure, whatever its step: shown on its own once the step's form is gone. */
  const failure = mutation.isError && mutation.variables ? { step: mutation.variables.step, error: mutation.error } : null;

  return {
    /** Runs a step; `onSettled` closes a confirmation once the answer is in, whatever it was. */
    run: (call: ReturnStepCall, onSettled?: () => void) => mutation.mutate(call, { onSettled }),
    busy: mutation.isPending, pendingStep: mutation.isPending ? mutation.variables?.step : undefined,
    errorOf,
    failure,
  };
}

export type ReturnActions = ReturnType<typeof useReturnActions>;

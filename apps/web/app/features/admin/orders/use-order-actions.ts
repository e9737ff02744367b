import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { dashboardQueries } from '../dashboard/dashboard-queries';
import type { AdminOrderStatusInput } from '@dhatu/domain';
import { cancelAdminOrder, changeOrderStatus, clearPaymentAttention, markOrderPaid } from './orders-api';
import { adminOrderQueries } from './orders-queries';
import type { AdminOrder } from './types';

/**
 * The changes an admin makes to one order. Each answers the changed order, which replaces the one
 * on screen at once; lists and the dashboard are refetched. Failures keep the screen as it was and
 * say why in a toast (the server's own message when it gave one).
 */
export function useOrderActions(order: AdminOrder, routeId: string) {
  const queryClient = useQueryClient();
  const key = adminOrderQueries.one(routeId).queryKey;

  const onChanged = (message: string) => async (updated: AdminOrder) => {
    queryClient.setQueryData(key, updated);
    notify.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrderQueries.all }),
      queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
    ]);
  };
  const onFailed = (fallback: string) => (error: unknown) => {
    notify.error(errorMessage(error, fallback));
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const changeStatus = useMutation({
    mutationFn: (body: AdminOrderStatusInput) => changeOrderStatus(order._id, body),
    onSuccess: (updated, body) => onChanged(`Order ${order.orderId} marked as ${body.status}`)(updated),
    onError: onFailed('Could not change the order status'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelAdminOrder(order._id),
    onSuccess: onChanged(`Order ${order.orderId} cancelled`),
    onError: onFailed('Could not cancel the order'),
  });
  const markPaid = useMutation({
    mutationFn: () => markOrderPaid(order._id),
    onSuccess: onChanged(`Order ${order.orderId} marked as paid`),
    onError: onFailed('Could not mark the order as paid'),
  });
  const clearAttention = useMutation({
    mutationFn: () => clearPaymentAttention(order._id),
    onSuccess: onChanged('Payment flag cleared'),
    onError: onFailed('Could not clear the payment flag'),
  });

  const busy = changeStatus.isPending || cancel.isPending || markPaid.isPending || clearAttention.isPending;
  return { changeStatus, cancel, markPaid, clearAttention, busy };
}

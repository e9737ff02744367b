import { isPincode } from '@dhatu/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchDeliveryEstimate } from './delivery-api';

/** The delivery feature's one query-options factory. */
export const deliveryQueries = {
  all: () => ['delivery'] as const,
  /** Asked only for a real pincode; kept a minute (the dates move with the cut-off, not faster). */
  estimate: (pincode: string, productId?: string) =>
    queryOptions({
      queryKey: ['delivery', 'estimate', pincode, productId ?? null] as const,
      queryFn: ({ signal }) => fetchDeliveryEstimate(pincode, productId, signal),
      enabled: isPincode(pincode),
      staleTime: 60_000,
      retry: false,
    }),
};

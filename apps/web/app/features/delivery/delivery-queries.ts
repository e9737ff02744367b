import { isPincode } from '@dhatu/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchDeliveryEstimate, type DeliveryFor } from './delivery-api';

/** The delivery feature's one query-options factory. */
export const deliveryQueries = {
  all: () => ['delivery'] as const,
  /** Asked only for a real pincode; kept a minute (the dates move with the cut-off, not faster). */
  estimate: (pincode: string, forWhat: DeliveryFor = {}) =>
    queryOptions({
      queryKey: ['delivery', 'estimate', pincode, forWhat.productId ?? null, forWhat.productIds?.join(',') ?? null] as const,
      queryFn: ({ signal }) => fetchDeliveryEstimate(pincode, forWhat, signal),
      enabled: isPincode(pincode),
      staleTime: 60_000,
      retry: false,
    }),
};

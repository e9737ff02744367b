import type { DeliveryEstimateDto } from '@dhatu/domain/contracts';
import { apiFetch } from '../../lib/api-client';

export type DeliveryEstimate = DeliveryEstimateDto;

/**
 * What the promise is for besides the pincode: the product looked at (a made-to-order one adds its
 * days to make), or a cart's products (the slowest to make decides, as for the order).
 */
export type DeliveryFor = { productId?: string; productIds?: readonly string[] };

/** GET /api/delivery/estimate: the promise for a pincode (and the product looked at, or the cart). */
export function fetchDeliveryEstimate(pincode: string, { productId, productIds }: DeliveryFor, signal?: AbortSignal): Promise<DeliveryEstimate> {
  const query = new URLSearchParams({ pincode });
  if (productId) query.set('productId', productId);
  if (productIds?.length) query.set('productIds', productIds.join(','));
  return apiFetch<DeliveryEstimate>(`/api/delivery/estimate?${query.toString()}`, { signal });
}

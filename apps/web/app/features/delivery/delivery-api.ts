import type { DeliveryEstimateDto } from '@dhatu/domain/contracts';
import { apiFetch } from '../../lib/api-client';

export type DeliveryEstimate = DeliveryEstimateDto;

/** GET /api/delivery/estimate: the promise for a pincode (and the product looked at). */
export function fetchDeliveryEstimate(pincode: string, productId: string | undefined, signal?: AbortSignal): Promise<DeliveryEstimate> {
  const query = new URLSearchParams({ pincode, ...(productId ? { productId } : {}) });
  return apiFetch<DeliveryEstimate>(`/api/delivery/estimate?${query.toString()}`, { signal });
}

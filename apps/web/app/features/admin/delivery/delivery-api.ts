import type { DeliverySettingsInput } from '@dhatu/domain';
import type { AdminDeliverySettings, DeliveryImportPreview, DeliveryImportResult } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath } from '../admin-request';

export type { AdminDeliverySettings, DeliveryImportPreview };

export function fetchDeliverySettings(signal?: AbortSignal): Promise<AdminDeliverySettings> {
  return apiFetch<AdminDeliverySettings>(adminPath('/delivery/settings'), { signal });
}

export function saveDeliverySettings(body: DeliverySettingsInput): Promise<AdminDeliverySettings> {
  return apiFetch<AdminDeliverySettings>(adminPath('/delivery/settings'), { method: 'PUT', body });
}

export function previewDeliveryRules(csv: string): Promise<DeliveryImportPreview> {
  return apiFetch<DeliveryImportPreview>(adminPath('/delivery/rules/preview'), { method: 'POST', body: { csv } });
}

export function importDeliveryRules(csv: string): Promise<DeliveryImportResult> {
  return apiFetch<DeliveryImportResult>(adminPath('/delivery/rules'), { method: 'PUT', body: { csv } });
}

/** Saves the rules as delivery-zones.csv (the bearer token rules out a plain link). */
export async function downloadDeliveryRules(): Promise<void> {
  const blob = await apiFetch<Blob>(adminPath('/delivery/rules.csv'), { responseType: 'blob', headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'delivery-zones.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

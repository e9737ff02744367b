/** Helpers for building the /api/admin calls. */

export type QueryValue = string | number | boolean | null | undefined;

/** '/api/admin/orders?status=pending&page=2': empty values are left out. */
export function adminPath(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/admin${path}${qs ? `?${qs}` : ''}`;
}

export const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Every admin list answers the items under their own name plus these. */
export type { PageInfo } from '@dhatu/domain/contracts';

export type PaginationItem = number | 'ellipsis';

/** Pages shown each side of the current one (storefront §2). */
const WINDOW = 2;

/**
 * Page buttons: first and last page, two pages each side of the current one, and an
 * ellipsis where pages are skipped. An ellipsis standing for a single page would take the
 * same room as that page, so a gap of exactly one page shows the page instead.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));

  const shown = new Set<number>([1, last]);
  for (let p = page - WINDOW; p <= page + WINDOW; p++) if (p >= 1 && p <= last) shown.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    const hidden = p - previous - 1;
    if (hidden === 1) items.push(previous + 1);
    else if (hidden > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** Number of pages for a result count (at least 1 when there are results). */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalItems / pageSize);
}

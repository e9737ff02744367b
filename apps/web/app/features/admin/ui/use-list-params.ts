import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search, filters and page live in the URL, so a filtered list can be linked to
 * (the dashboard's "to process" link), reloaded and shared, and Back returns to it.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Changes filters; the list starts again at page 1. */
  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { values, page, setFilters, setPage };
}

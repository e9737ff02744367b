import type { ProductListState } from '@dhatu/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listSearch } from './list-filters';

/**
 * The product list keeps its state in the URL (storefront §4): applying filters, sorting or paging
 * pushes a new query, so back and forward work and a link shows the same page. Filters and sort go
 * back to page 1; the router's scroll restoration takes the shopper to the top of the new page.
 */
export function useListNavigation(state: ProductListState) {
  const navigate = useNavigate();
  const go = useCallback(
    (change: Parameters<typeof listSearch>[1]) => {
      void navigate({ pathname: '/products', search: listSearch(state, change) });
    },
    [navigate, state],
  );
  return go;
}

/** True while the list is loading a new query (shown as a dimmed grid). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === '/products' && location.pathname === '/products';
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '../../../components/ui/loader';
import { errorMessage } from '../../../lib/api-client';
import { LoadFailed } from '../../../components/ui/field';
import { isForbidden, isNotFoundError } from '../admin-errors';
import { NO_ACCESS_MESSAGE } from '../layout/no-access';

interface QueryStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What is loading, for the loader's accessible name: 'Loading orders'. */
  loadingLabel: string;
  /** Shown when the server says 404 ('Order not found'). */
  notFound?: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen's data: the loader while it comes, a clear message with Try Again when it failed (a 403
 * says the admin lost access), otherwise the content. Data kept from before stays on screen while
 * a new page or filter loads.
 */
export function QueryState<T>({ query, loadingLabel, notFound, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex min-h-[30dvh] items-center justify-center">
        <Loader size="large" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    const message = isForbidden(query.error)
      ? NO_ACCESS_MESSAGE
      : notFound && isNotFoundError(query.error)
        ? notFound
        : errorMessage(query.error, 'Could not load this screen. Please try again.');
    return <LoadFailed message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}

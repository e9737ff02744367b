import { formatIndianPhone, formatRupees } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatShortDateTime } from '../format';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchBox } from '../ui/search-box';
import { TABLE, TABLE_WRAP, TD, TEXT_LINK, TH } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { chipFromParam, RETURN_FILTER_KEYS, statusChips } from './return-filters';
import { ReturnStatusBadge } from './return-status-badge';
import { linesAmount, linesSummary, resolutionWord } from './return-summary';
import { adminReturnQueries } from './returns-queries';
import { StatusChips } from './status-chips';
import type { AdminReturn } from './types';

/** /admin/returns: the returns queue, open requests first by default, searchable by return, order or phone. */
export function ReturnsListPage() {
  const { values, page, setFilters, setPage } = useListParams(RETURN_FILTER_KEYS);
  const chip = chipFromParam(values.status);
  const returns = useQuery(adminReturnQueries.list({ status: chip, q: values.q, page }));

  return (
    <>
      <PageHeader title="Returns" description="Return and exchange requests: approve, receive, then refund or send the exchange." />
      <div className="mb-4 max-w-xl">
        <SearchBox label="Search returns" placeholder="Return number, order number or phone" value={values.q} onSearch={(q) => setFilters({ q })} />
      </div>

      <QueryState query={returns} loadingLabel="Loading returns">
        {(data) => (
          <div aria-busy={returns.isPlaceholderData || undefined} className={returns.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {/* The open queue is the default, so it stays out of the address. */}
            <StatusChips chips={statusChips(data.counts)} current={chip} onChange={(next) => setFilters({ status: next === 'open' ? '' : next })} />
            {data.returns.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">
                {values.q ? 'No return requests match this search.' : chip === 'open' ? 'No return requests are waiting for you.' : 'No return requests with this status.'}
              </p>
            ) : (
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">Return requests, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={TH}>Return</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Order</th>
                      <th scope="col" className={TH}>Customer</th>
                      <th scope="col" className={`${TH} max-sm:hidden`}>Items</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Wants</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.returns.map((request) => (
                      <ReturnRow key={request._id} request={request} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'return request' : 'return requests'} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function OrderLink({ orderNumber }: { orderNumber: string }) {
  return (
    <Link to={`/admin/orders/${encodeURIComponent(orderNumber)}`} className={`${TEXT_LINK} whitespace-nowrap`}>
      <span className="sr-only">Order </span>
      {orderNumber}
    </Link>
  );
}

function ReturnRow({ request }: { request: AdminReturn }) {
  const summary = linesSummary(request);
  return (
    <tr className="hover:bg-ivory">
      <td className={TD}>
        <Link to={`/admin/returns/${encodeURIComponent(request._id)}`} className={`${TEXT_LINK} whitespace-nowrap`}>
          {request.returnNumber}
        </Link>
        <span className="mt-0.5 block text-xs whitespace-nowrap text-ink-muted">{formatShortDateTime(request.createdAt)}</span>
        {/* Phones have no room for the order, wants and status columns: they sit under the number. */}
        <div className="mt-1.5 space-y-1 text-xs md:hidden">
          <p className="text-ink-muted">
            Order <OrderLink orderNumber={request.orderNumber} />
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <ReturnStatusBadge status={request.status} />
            <span className="font-semibold text-charcoal">{resolutionWord(request.resolution)}</span>
          </div>
        </div>
      </td>
      <td className={`${TD} max-md:hidden`}>
        <OrderLink orderNumber={request.orderNumber} />
      </td>
      <td className={TD}>
        <span className="block font-medium break-words text-charcoal">{request.customer.name || '—'}</span>
        <span className="block text-xs whitespace-nowrap text-ink-muted">{formatIndianPhone(request.customer.phone)}</span>
        <span className="mt-1 block text-xs break-words text-ink-muted sm:hidden">
          {summary} · <span className="tabular-nums">{formatRupees(linesAmount(request))}</span>
        </span>
      </td>
      <td className={`${TD} max-sm:hidden`}>
        <span className="line-clamp-2 max-w-64 break-words text-charcoal" title={summary}>
          {summary}
        </span>
        <span className="block text-xs text-ink-muted tabular-nums">{formatRupees(linesAmount(request))}</span>
      </td>
      <td className={`${TD} max-md:hidden whitespace-nowrap`}>{resolutionWord(request.resolution)}</td>
      <td className={`${TD} max-md:hidden`}>
        <ReturnStatusBadge status={request.status} />
      </td>
    </tr>
  );
}

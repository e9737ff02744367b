import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck, MailOpen } from 'lucide-react';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../components/ui/button';
import { retryOnce } from '../admin-errors';
import { formatShortDateTime } from '../format';
import { FlagChips } from '../ui/flag-chips';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SelectFilter } from '../ui/select-filter';
import { PANEL, TEXT_LINK } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { fetchAdminMessages, setMessageStatus } from './messages-api';
import type { AdminMessage } from './types';

const STATUS_OPTIONS = [
  { value: '', label: 'All messages' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

/** /admin/messages: what visitors sent through the contact form; mark each handled once answered. */
export function MessagesPage() {
  const queryClient = useQueryClient();
  const { values, page, setFilters, setPage } = useListParams(['status'] as const);
  const filters = { status: values.status, page };
  const messages = useQuery({
    queryKey: ['admin', 'messages', filters],
    queryFn: ({ signal }) => fetchAdminMessages(filters, signal),
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });

  const mark = useMutation({
    mutationFn: (message: AdminMessage) => setMessageStatus(message._id, message.status === 'new' ? 'handled' : 'new'),
    onSuccess: async (updated) => {
      notify.success(updated.status === 'handled' ? `Message from ${updated.name} marked handled` : `Message from ${updated.name} marked new`);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not change the message')),
  });

  return (
    <>
      <PageHeader title="Messages" description="Sent through the contact page. Reply by e-mail, then mark the message handled." />
      <div className="mb-4 max-w-xs">
        <SelectFilter label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(status) => setFilters({ status })} />
      </div>
      <QueryState query={messages} loadingLabel="Loading messages">
        {(data) => (
          <div className={messages.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {data.messages.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No messages here.</p>
            ) : (
              <ul className="space-y-3">
                {data.messages.map((message) => (
                  <li key={message._id}>
                    <article aria-label={`Message from ${message.name}`} className={`${PANEL} p-4 sm:p-5 ${message.status === 'new' ? 'border-l-4 border-l-rose-deep' : ''}`}>
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <h2 className="font-sans text-base font-semibold break-words text-charcoal">{message.name}</h2>
                          <a href={`mailto:${message.email}`} className={`${TEXT_LINK} text-sm break-all`}>
                            {message.email}
                          </a>
                          <p className="text-xs text-ink-muted">
                            Sent {formatShortDateTime(message.createdAt)}
                            {message.handledAt ? ` · handled ${formatShortDateTime(message.handledAt)}` : ''}
                          </p>
                        </div>
                        <FlagChips flags={[{ label: message.status === 'new' ? 'New' : 'Handled', on: true, tone: message.status === 'new' ? 'warn' : undefined }]} />
                      </div>
                      <p className="mt-3 text-sm whitespace-pre-line break-words text-charcoal">{message.message}</p>
                      <button
                        type="button"
                        disabled={mark.isPending && mark.variables?._id === message._id}
                        onClick={() => mark.mutate(message)}
                        className={buttonClass(message.status === 'new' ? 'primary' : 'secondary', 'sm', 'mt-3')}
                      >
                        {message.status === 'new' ? <MailCheck size={15} aria-hidden="true" /> : <MailOpen size={15} aria-hidden="true" />}
                        {message.status === 'new' ? 'Mark handled' : 'Mark as new'}
                      </button>
                    </article>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'message' : 'messages'} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </>
  );
}

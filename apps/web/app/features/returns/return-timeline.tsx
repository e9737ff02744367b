import { formatDateTime, RETURN_STATUS_LABELS } from '@dhatu/domain';
import type { ReturnEvent } from './types';

/** The request's steps, oldest first, each with when it happened and the shop's note. */
export function ReturnTimeline({ events }: { events: readonly ReturnEvent[] }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold text-charcoal">Timeline</h4>
      <ol className="mt-2 space-y-0">
        {events.map((event, i) => {
          const last = i === events.length - 1;
          return (
            <li key={`${event.status}-${event.at}`} className="relative flex gap-3 pb-3 last:pb-0">
              {!last && <span aria-hidden="true" className="absolute top-4 left-[5px] h-full w-px bg-sand" />}
              <span aria-hidden="true" className={`relative mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white ${last ? 'bg-rose-deep' : 'bg-emerald-600'}`} />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-charcoal">{RETURN_STATUS_LABELS[event.status]}</p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
                {event.note && <p className="mt-0.5 break-words text-ink-muted">{event.note}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

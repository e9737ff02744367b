import { RETURN_STATUS_LABELS } from '@dhatu/domain';
import { formatShortDateTime } from '../format';
import { PANEL } from '../ui/styles';
import type { AdminReturn } from './types';

/** Each step the request went through, oldest first, with what the customer was told at it. */
export function ReturnTimeline({ request }: { request: AdminReturn }) {
  return (
    <section aria-labelledby="return-timeline" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="return-timeline" className="font-sans text-base font-semibold text-charcoal">
        Timeline
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-sand pl-4">
        {request.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm">
            <p className="font-semibold text-charcoal">{RETURN_STATUS_LABELS[event.status]}</p>
            <p className="text-xs text-ink-muted">
              <time dateTime={event.at}>{formatShortDateTime(event.at)}</time>
            </p>
            {event.note && <p className="mt-1 break-words whitespace-pre-line text-charcoal-soft">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

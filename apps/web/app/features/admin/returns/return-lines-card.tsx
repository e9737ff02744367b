import { formatRupees } from '@dhatu/domain';
import { ProductImage } from '../../catalogue';
import { PANEL } from '../ui/styles';
import type { AdminReturn } from './types';

/** The pieces coming back: picture, name, units and what they were paid; once received, what went back to stock. */
export function ReturnLinesCard({ request }: { request: AdminReturn }) {
  return (
    <section aria-labelledby="return-lines" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="return-lines" className="font-sans text-base font-semibold text-charcoal">
        Items returned
      </h2>
      <ul className="mt-3 divide-y divide-sand/70">
        {request.lines.map((line) => (
          <li key={line._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-mist sm:size-20">
              <ProductImage src={line.image ?? undefined} alt="" sizes="80px" width={80} height={80} className="size-full object-cover" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold break-words text-charcoal">{line.name}</p>
              <p className="mt-1 text-sm text-ink-muted">
                Quantity {line.quantity} · <span className="font-semibold text-charcoal tabular-nums">{formatRupees(line.amount)}</span>
              </p>
              {line.restocked !== null && (
                <p className="mt-1 text-xs text-ink-muted">
                  {line.restocked} back to stock · {line.quantity - line.restocked} written off
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

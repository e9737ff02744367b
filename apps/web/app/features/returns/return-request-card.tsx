import { formatDateLong, formatRupees, IMAGE_WIDTHS, imageVariantUrl, RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS } from '@dhatu/domain';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ProductImage } from '../catalogue';
import { REFUND_STATUS_LABELS, refundDestinationText, returnTitle } from './return-display';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnTimeline } from './return-timeline';
import { downloadCreditNote } from './returns-api';
import type { ReturnRequest } from './types';

export const CREDIT_NOTE_FAILED = 'Failed to download the credit note. Please try again.';

/**
 * One request as its customer follows it: number, status, pieces, reason, the shop's instructions
 * or why it was refused, the exchange's shipment, the refund and the credit note, and the timeline.
 */
export function ReturnRequestCard({ request, orderId, focusOnMount = false }: { request: ReturnRequest; orderId: string; focusOnMount?: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Just sent: the focus lands on the new request, which replaced the form.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const { refund } = request;

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-xl border border-sand/80 p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-sans text-base font-semibold break-words text-charcoal focus:outline-none">
            {returnTitle(request)}
          </h3>
          <p className="text-xs text-ink-muted">Asked on {formatDateLong(request.createdAt)}</p>
        </div>
        <ReturnStatusBadge status={request.status} />
      </header>

      <ul className="mt-3 divide-y divide-sand/70" aria-label="Pieces">
        {request.lines.map((line) => (
          <li key={line._id} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
            <ProductImage src={line.image ?? undefined} alt="" sizes="48px" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-mist object-cover" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-semibold text-charcoal">{line.name}</p>
              <p className="text-xs text-ink-muted">Qty: {line.quantity}</p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-charcoal tabular-nums">{formatRupees(line.amount)}</p>
          </li>
        ))}
      </ul>

      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Item label="Reason">
          {RETURN_REASON_LABELS[request.reason]}
          {request.reasonText && <span className="block font-normal break-words text-ink-muted">{request.reasonText}</span>}
        </Item>
        <Item label="Asked for">{RETURN_RESOLUTION_LABELS[request.resolution]}</Item>
        {request.refundTo && !refund && <Item label="Refund to">{request.refundTo}</Item>}
        <Item label="You sent">
          <span className="mt-1 flex flex-wrap items-center gap-2 font-normal">
            {request.photos.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" className="rounded-md focus-visible:outline-2 focus-visible:outline-rose-deep">
                <img src={imageVariantUrl(url, IMAGE_WIDTHS[0])} alt={`Photo ${i + 1}`} width={40} height={40} loading="lazy" className="size-10 rounded-md bg-mist object-cover" />
              </a>
            ))}
            <a href={request.video} target="_blank" rel="noreferrer" className="font-semibold text-rose-deep underline-offset-2 hover:underline">
              The repacking video
            </a>
          </span>
        </Item>
      </dl>

      {/* What to do now; once the piece is back the timeline keeps the instructions. */}
      {request.instructions && request.status === 'approved' && (
        <Notice title="How to send it back">{request.instructions}</Notice>
      )}
      {request.status === 'rejected' && request.rejectionReason && (
        <Notice title="Why we could not accept it" tone="error">
          {request.rejectionReason}
        </Notice>
      )}
      {request.exchange && (
        <Details title="Your exchange is on the way">
          <Item label="Courier">{request.exchange.courier}</Item>
          <Item label="Tracking number">{request.exchange.trackingNumber}</Item>
        </Details>
      )}
      {refund && (
        <Details title="Refund">
          <Item label="Amount">
            <span className="tabular-nums">{formatRupees(refund.amount)}</span>
            {refund.shipping > 0 && <span className="block font-normal text-ink-muted">including {formatRupees(refund.shipping)} shipping</span>}
          </Item>
          <Item label="To">{refundDestinationText(request, refund)}</Item>
          <Item label="Status">{REFUND_STATUS_LABELS[refund.status]}</Item>
          {refund.reference && <Item label="Reference">{refund.reference}</Item>}
          {refund.creditNoteNumber && <Item label="Credit note">{refund.creditNoteNumber}</Item>}
        </Details>
      )}
      {request.status === 'refunded' && refund?.creditNoteNumber && <CreditNoteButton orderId={orderId} request={request} />}

      <div className="mt-4 border-t border-sand/70 pt-3">
        <ReturnTimeline events={request.timeline} />
      </div>
    </article>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="font-semibold break-words text-charcoal">{children}</dd>
    </div>
  );
}

function Details({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3 rounded-xl bg-mist/70 p-3">
      <h4 className="font-sans text-sm font-semibold text-charcoal">{title}</h4>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </div>
  );
}

function Notice({ title, tone = 'info', children }: { title: string; tone?: 'info' | 'error'; children: ReactNode }) {
  const look = tone === 'error' ? 'border-error-line bg-error-soft text-error-deep' : 'border-emerald-200 bg-emerald-50 text-emerald-900';
  return (
    <div className={`mt-3 rounded-xl border p-3 text-sm ${look}`}>
      <h4 className="font-sans font-semibold">{title}</h4>
      <p className="mt-0.5 break-words whitespace-pre-line">{children}</p>
    </div>
  );
}

/** The credit note PDF, fetched with the bearer token and saved as the invoice is on the same page. */
function CreditNoteButton({ orderId, request }: { orderId: string; request: ReturnRequest }) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const onDownload = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      await downloadCreditNote(orderId, request);
    } catch (error) {
      console.error('Credit note download failed', error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <button type="button" onClick={() => void onDownload()} disabled={downloading} aria-busy={downloading || undefined} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
        <Download size={16} aria-hidden="true" />
        {downloading ? 'Downloading…' : 'Download credit note'}
      </button>
      {failed && <FormAlert>{CREDIT_NOTE_FAILED}</FormAlert>}
    </div>
  );
}

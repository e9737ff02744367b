import { IMAGE_WIDTHS, imageSrcSet, RETURN_REASON_LABELS } from '@dhatu/domain';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { PANEL, TEXT_LINK } from '../ui/styles';
import type { AdminReturn } from './types';

// The large view (a dialog) loads on the first tap on a photo.
const ReturnPhotoViewer = lazy(() => import('./return-photo-viewer').then((m) => ({ default: m.ReturnPhotoViewer })));

/** Why the customer is sending it back: the reason, their words, the photos and the repacking video. */
export function ReturnEvidence({ request }: { request: AdminReturn }) {
  const [open, setOpen] = useState<number | null>(null);
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
  const { photos } = request;
  // The kit's viewer has no trigger to return the focus to: once it has closed, the thumbnail that opened it gets it back.
  const onIndexChange = (index: number | null) => {
    setOpen(index);
    if (index === null) requestAnimationFrame(() => thumbs.current[opener.current]?.focus());
  };
  return (
    <section aria-labelledby="return-evidence" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="return-evidence" className="font-sans text-base font-semibold text-charcoal">
        Reason and evidence
      </h2>
      <p className="mt-2 text-sm font-semibold text-charcoal">{RETURN_REASON_LABELS[request.reason]}</p>
      {request.reasonText && <p className="mt-1 text-sm break-words whitespace-pre-line text-charcoal-soft">{request.reasonText}</p>}

      <h3 className="mt-4 font-sans text-sm font-semibold text-charcoal">Photos</h3>
      {photos.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No photos.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Customer photos">
          {photos.map((url, i) => (
            <li key={url}>
              <button
                ref={(button) => {
                  thumbs.current[i] = button;
                }}
                type="button"
                onClick={() => {
                  opener.current = i;
                  setViewerLoaded(true);
                  setOpen(i);
                }}
                aria-label={`View photo ${i + 1} of ${photos.length} large`}
                className="block size-20 overflow-hidden rounded-lg border border-sand bg-cream transition-opacity hover:opacity-85 sm:size-24"
              >
                <img src={url} srcSet={imageSrcSet(url, IMAGE_WIDTHS)} sizes="96px" alt="" width={96} height={96} loading="lazy" decoding="async" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3 id="return-video" className="mt-4 font-sans text-sm font-semibold text-charcoal">
        Repacking video
      </h3>
      {/* Only the first frames and the length load until the owner presses play. */}
      <video controls preload="metadata" src={request.video} aria-labelledby="return-video" className="mt-2 aspect-video max-h-[28rem] w-full rounded-xl bg-night object-contain">
        <a href={request.video}>Download the repacking video</a>
      </video>
      <a href={request.video} target="_blank" rel="noreferrer" className={`${TEXT_LINK} mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm`}>
        <ExternalLink size={15} aria-hidden="true" />
        Open the video in a new tab
      </a>

      {viewerLoaded && (
        <Suspense fallback={null}>
          <ReturnPhotoViewer index={open} onIndexChange={onIndexChange} photos={photos} title={`Photos for ${request.returnNumber}`} />
        </Suspense>
      )}
    </section>
  );
}

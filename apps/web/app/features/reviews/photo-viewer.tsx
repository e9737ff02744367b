import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { ReviewImage } from './types';

export interface PhotoViewerProps {
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  images: readonly ReviewImage[];
  /** "Photos from Asha's review". */
  title: string;
}

/**
 * A review's photos, large (Radix Dialog: focus stays inside, Escape closes, focus returns to the
 * thumbnail). Previous and next buttons and the arrow keys move between them.
 */
export function PhotoViewer({ index, onIndexChange, images, title }: PhotoViewerProps) {
  const open = index !== null && images[index] !== undefined;
  const several = images.length > 1;
  const go = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + images.length) % images.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const image = open ? images[index] : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#141110]/95 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-ivory focus:outline-none"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-3 px-3 sm:px-5">
            <p aria-live="polite" className="min-w-12 text-sm tabular-nums text-ivory/80">
              {open && several ? `${index + 1} / ${images.length}` : ''}
            </p>
            <Dialog.Title className="min-w-0 flex-1 truncate text-center font-sans text-sm font-medium text-ivory/90">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close photo" className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10">
                <X size={22} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            {image && (
              <img
                key={image._id}
                src={image.url}
                srcSet={imageSrcSet(image.url, IMAGE_WIDTHS)}
                sizes="(min-width: 1024px) 960px, 100vw"
                alt={image.altText}
                className="max-h-full max-w-full rounded-lg object-contain"
              />
            )}
            {several && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                  className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-ivory hover:bg-black/60 sm:left-4"
                >
                  <ChevronLeft size={24} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Next photo"
                  className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/40 text-ivory hover:bg-black/60 sm:right-4"
                >
                  <ChevronRight size={24} aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

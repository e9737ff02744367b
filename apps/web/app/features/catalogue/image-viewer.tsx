import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { ProductImage } from './product-image';

export interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  /** The product name: the dialog's title and the pictures' text alternative. */
  name: string;
  /** The picture to open on. */
  startIndex: number;
  /** Follows the picture shown, so the gallery shows it after closing. */
  onIndexChange: (index: number) => void;
}

/**
 * Full-screen image viewer (storefront §2 Product detail): previous and next buttons, arrow keys,
 * swipe (embla) and Escape to close (Radix Dialog keeps focus inside and returns it afterwards).
 */
export function ImageViewer({ open, onOpenChange, images, name, startIndex, onIndexChange }: ImageViewerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#141110]/95 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex flex-col bg-[#141110] text-ivory focus:outline-none">
          <ViewerBody images={images} name={name} startIndex={startIndex} onIndexChange={onIndexChange} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerBody({ images, name, startIndex, onIndexChange }: Omit<ImageViewerProps, 'open' | 'onOpenChange'>) {
  const several = images.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ startIndex, loop: several, duration: 22, watchDrag: several });
  const [selected, setSelected] = useState(startIndex);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onIndexChange(index);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onIndexChange]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla?.scrollNext();
    }
  }

  const near = (i: number) => {
    const distance = Math.abs(i - selected);
    return Math.min(distance, images.length - distance) <= 1;
  };

  return (
    <div onKeyDown={onKeyDown} className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center justify-between gap-4 px-3 sm:px-5">
        <p aria-live="polite" className="text-sm tabular-nums text-ivory/80">
          {images.length > 0 ? `${selected + 1} / ${images.length}` : ''}
        </p>
        <Dialog.Title className="min-w-0 flex-1 truncate text-center font-sans text-sm font-medium text-ivory/90">{name}</Dialog.Title>
        <Dialog.Close asChild>
          <button
            type="button"
            aria-label="Close image viewer"
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10"
          >
            <X size={24} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </Dialog.Close>
      </div>

      <div className="relative min-h-0 flex-1">
        <div ref={viewportRef} className="h-full overflow-hidden">
          <ul className="flex h-full touch-pan-y">
            {images.map((src, i) => (
              <li
                key={`${src}-${i}`}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${images.length}`}
                className="flex h-full min-w-0 flex-[0_0_100%] items-center justify-center px-2 pb-4 sm:px-16"
              >
                <ProductImage
                  src={src}
                  alt={`${name}, picture ${i + 1}`}
                  sizes="(min-width: 640px) min(100vw - 8rem, 100vh - 5rem), 100vw"
                  eager={near(i)}
                  draggable={false}
                  className="max-h-full w-auto max-w-full rounded-md object-contain select-none"
                />
              </li>
            ))}
          </ul>
        </div>

        {several && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => embla?.scrollPrev()}
              className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-ivory hover:bg-white/20 sm:left-4"
            >
              <ChevronLeft size={28} strokeWidth={1.5} aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => embla?.scrollNext()}
              className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-ivory hover:bg-white/20 sm:right-4"
            >
              <ChevronRight size={28} strokeWidth={1.5} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}

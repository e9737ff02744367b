import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Viewer, ViewerHeader, ViewerSteps } from '../../components/ui/viewer';
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
    <Viewer open={open} onOpenChange={onOpenChange}>
      <ViewerBody images={images} name={name} startIndex={startIndex} onIndexChange={onIndexChange} />
    </Viewer>
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
    <div onKeyDown={onKeyDown} className="flex h-full flex-col bg-night">
      <ViewerHeader counter={images.length > 0 ? `${selected + 1} / ${images.length}` : ''} title={name} closeLabel="Close image viewer" />

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

        {several && <ViewerSteps noun="image" onPrevious={() => embla?.scrollPrev()} onNext={() => embla?.scrollNext()} />}
      </div>
    </div>
  );
}

import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import { lazy, Suspense, useState } from 'react';
import type { ReviewImage } from './types';

// The large view (a dialog) loads on the first tap on a photo, not with every product page.
const PhotoViewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })));

export interface ReviewPhotosProps {
  images: readonly ReviewImage[];
  /** The reviewer's name, for the viewer's title. */
  reviewer: string;
}

/** A review's photos as small thumbnails; a tap opens the large view. */
export function ReviewPhotos({ images, reviewer }: ReviewPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first tap on, so closing behaves as it always did (focus back to the thumbnail).
  const [viewerLoaded, setViewerLoaded] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Customer photos">
        {images.map((image, i) => (
          <li key={image._id}>
            <button
              type="button"
              onClick={() => {
                setViewerLoaded(true);
                setOpen(i);
              }}
              aria-label={`View photo ${i + 1} of ${images.length} large`}
              className="block size-18 overflow-hidden rounded-lg border border-sand bg-cream transition-opacity hover:opacity-85 sm:size-20"
            >
              <img
                src={image.url}
                srcSet={imageSrcSet(image.url, IMAGE_WIDTHS)}
                sizes="80px"
                alt={image.altText}
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {viewerLoaded && (
        <Suspense fallback={null}>
          <PhotoViewer index={open} onIndexChange={setOpen} images={images} title={`Photos from ${reviewer}'s review`} />
        </Suspense>
      )}
    </>
  );
}

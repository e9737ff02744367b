import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import { useState } from 'react';
import { PhotoViewer } from './photo-viewer';
import type { ReviewImage } from './types';

export interface ReviewPhotosProps {
  images: readonly ReviewImage[];
  /** The reviewer's name, for the viewer's title. */
  reviewer: string;
}

/** A review's photos as small thumbnails; a tap opens the large view. */
export function ReviewPhotos({ images, reviewer }: ReviewPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Customer photos">
        {images.map((image, i) => (
          <li key={image._id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
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
      <PhotoViewer index={open} onIndexChange={setOpen} images={images} title={`Photos from ${reviewer}'s review`} />
    </>
  );
}

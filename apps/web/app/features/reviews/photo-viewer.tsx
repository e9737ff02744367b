import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import type { KeyboardEvent } from 'react';
import { Viewer, ViewerHeader, ViewerSteps } from '../../components/ui/viewer';
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
    <Viewer open={open} onOpenChange={(next) => !next && onIndexChange(null)} onKeyDown={onKeyDown}>
      <ViewerHeader counter={open && several ? `${index + 1} / ${images.length}` : ''} title={title} closeLabel="Close photo" />
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
        {several && <ViewerSteps noun="photo" onPrevious={() => go(-1)} onNext={() => go(1)} />}
      </div>
    </Viewer>
  );
}

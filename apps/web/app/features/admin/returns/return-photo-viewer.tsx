import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import type { KeyboardEvent } from 'react';
import { Viewer, ViewerHeader, ViewerSteps } from '../../../components/ui/viewer';

interface ReturnPhotoViewerProps {
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  photos: readonly string[];
  title: string;
}

/** The customer's photos, large (the kit's viewer: focus stays inside, Escape closes, arrows step). */
export function ReturnPhotoViewer({ index, onIndexChange, photos, title }: ReturnPhotoViewerProps) {
  const open = index !== null && photos[index] !== undefined;
  const several = photos.length > 1;
  const go = (step: number) => index !== null && onIndexChange((index + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const url = open ? photos[index] : undefined;
  return (
    <Viewer open={open} onOpenChange={(next) => !next && onIndexChange(null)} onKeyDown={onKeyDown}>
      <ViewerHeader counter={open && several ? `${index + 1} / ${photos.length}` : ''} title={title} closeLabel="Close photo" />
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
        {url && (
          <img
            key={url}
            src={url}
            srcSet={imageSrcSet(url, IMAGE_WIDTHS)}
            sizes="(min-width: 1024px) 960px, 100vw"
            alt={`Customer photo ${(index ?? 0) + 1} of ${photos.length}`}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
        )}
        {several && <ViewerSteps noun="photo" onPrevious={() => go(-1)} onNext={() => go(1)} />}
      </div>
    </Viewer>
  );
}

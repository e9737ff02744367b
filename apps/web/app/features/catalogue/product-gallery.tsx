import { Expand } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type PointerEvent } from 'react';
import { ImagePlaceholder, ProductImage } from './product-image';

// The viewer (embla + dialog) loads only when a shopper opens it.
const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** Drawn 1:1 in the left half on wide screens, full width on phones. */
const MAIN_SIZES = '(min-width: 1280px) 588px, (min-width: 1024px) calc(50vw - 3.25rem), (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';
const ZOOM = 2.2;

/**
 * Main picture with thumbnails (storefront §2 Product detail). With a mouse the picture zooms
 * under the pointer (a CSS transform, nothing new to download); touch and keyboard users open the
 * full-screen viewer instead, which the picture itself also opens on click.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerRequested, setViewerRequested] = useState(false);
  const onViewerIndex = useCallback((i: number) => setIndex(i), []);
  const current = images[index];

  function follow(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoom({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  }

  function openViewer() {
    setZoom(null);
    setViewerRequested(true);
    setViewerOpen(true);
  }

  if (images.length === 0) {
    return <ImagePlaceholder className="aspect-square w-full rounded-2xl" />;
  }

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <div className="relative overflow-hidden rounded-2xl border border-sand/70 bg-cream">
        <button
          type="button"
          onClick={openViewer}
          onPointerMove={follow}
          onPointerLeave={() => setZoom(null)}
          onPointerDown={() => void import('./image-viewer')}
          onFocus={() => void import('./image-viewer')}
          aria-label={`Open picture ${index + 1} of ${images.length} full screen`}
          className={`block aspect-square w-full overflow-hidden ${zoom ? 'cursor-zoom-in' : 'cursor-pointer'}`}
        >
          <ProductImage
            key={current}
            src={current}
            alt={name}
            sizes={MAIN_SIZES}
            priority={index === 0}
            eager
            draggable={false}
            className="size-full object-cover transition-transform duration-200 ease-out motion-reduce:transition-none"
            style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-medium text-charcoal shadow-sm"
        >
          <Expand size={14} />
          <span className="[@media(hover:hover)]:hidden">Tap to expand</span>
          <span className="hidden [@media(hover:hover)]:inline">Hover to zoom · Click to expand</span>
        </span>
      </div>

      {images.length > 1 && (
        <ul aria-label="Product pictures" className="flex gap-2 overflow-x-auto pb-1 sm:gap-3">
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-cream transition-colors sm:size-20 ${i === index ? 'border-rose-deep' : 'border-transparent hover:border-sand'}`}
              >
                <ProductImage src={src} alt="" sizes="80px" width={240} height={240} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {viewerRequested && (
        <Suspense fallback={null}>
          <ImageViewer
            open={viewerOpen}
            onOpenChange={setViewerOpen}
            images={images}
            name={name}
            startIndex={index}
            onIndexChange={onViewerIndex}
          />
        </Suspense>
      )}
    </div>
  );
}

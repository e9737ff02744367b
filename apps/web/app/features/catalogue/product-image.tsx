import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import { ImageOff } from 'lucide-react';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's main (LCP) image: fetched first, never lazy, preloaded from the document head. */
  priority?: boolean;
  /** Above the fold but not the main image: not lazy, normal priority. */
  eager?: boolean;
  /** Intrinsic size; product photographs are square. */
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
}

const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * A stored product image as responsive WebP (every upload is re-encoded at 240, 480 and 960 px),
 * with its size attributes so nothing shifts while it loads; a neutral placeholder when missing.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  eager = false,
  width = WIDEST,
  height = WIDEST,
  className = '',
  style,
  draggable,
}: ProductImageProps) {
  if (!src) return <ImagePlaceholder className={className} />;
  const srcSet = imageSrcSet(src, IMAGE_WIDTHS);
  // React 19 hoists this into <head>, so the main image starts downloading before the body is parsed.
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      draggable={draggable}
      className={className}
      style={style}
    />
  );
}

/** Stands in for a product without a picture, at the same size. */
export function ImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <span role="img" aria-label="No image available" className={`flex items-center justify-center bg-cream text-sand ${className}`}>
      <ImageOff size={40} strokeWidth={1.25} aria-hidden="true" className="text-ink-muted/40" />
    </span>
  );
}

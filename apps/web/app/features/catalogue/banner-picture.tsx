import { BANNER_WIDTHS, IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { Banner } from '../app-data';

/** Desktop banners are 1920 × 720; the square mobile artwork is 960 × 960 (see the seed's artwork). */
const WIDE = { width: 1920, height: 720 };
const SQUARE = { width: 960, height: 960 };

export interface BannerPictureProps {
  banner: Banner;
  /** 'wide' everywhere (compact, above a product list) or 'art-directed' (the square mobile picture on phones). */
  mode?: 'wide' | 'art-directed';
  /** The page's main image. */
  priority?: boolean;
  /** Load only near the viewport (default for all but the priority picture). */
  lazy?: boolean;
  /** How wide it is drawn; defaults to the page container. */
  sizes?: string;
  /** Extra classes for the picture itself (e.g. a height cap, which crops it to cover). */
  imageClassName?: string;
  className?: string;
}

const PAGE_SIZES = '(min-width: 1280px) 1216px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';
const MOBILE_QUERY = '(max-width: 767px)';

/**
 * A banner picture: responsive WebP, width and height set (a CSS aspect ratio per source), and its
 * optional link. The title is the picture's text alternative.
 */
export function BannerPicture({ banner, mode = 'wide', priority = false, lazy = !priority, sizes = PAGE_SIZES, className = '', imageClassName = '' }: BannerPictureProps) {
  const wideSet = imageSrcSet(banner.image, BANNER_WIDTHS);
  const mobile = mode === 'art-directed' && banner.mobileImage ? banner.mobileImage : null;
  const mobileSet = mobile ? (imageSrcSet(mobile, IMAGE_WIDTHS) ?? mobile) : null;

  if (priority) {
    if (mobile && mobileSet) {
      preload(mobile, { as: 'image', imageSrcSet: mobileSet, imageSizes: sizes, fetchPriority: 'high', media: MOBILE_QUERY });
      preload(banner.image, { as: 'image', imageSrcSet: wideSet, imageSizes: sizes, fetchPriority: 'high', media: '(min-width: 768px)' });
    } else {
      preload(banner.image, { as: 'image', imageSrcSet: wideSet, imageSizes: wideSet ? sizes : undefined, fetchPriority: 'high' });
    }
  }

  const picture = (
    <picture>
      {mobile && mobileSet && (
        <source media={MOBILE_QUERY} srcSet={mobileSet} sizes={sizes} width={SQUARE.width} height={SQUARE.height} />
      )}
      <img
        src={banner.image}
        srcSet={wideSet}
        sizes={wideSet ? sizes : undefined}
        alt={banner.title}
        width={WIDE.width}
        height={WIDE.height}
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={priority ? 'high' : undefined}
        className={`block h-auto w-full bg-cream ${mobile ? 'aspect-square md:aspect-[8/3]' : 'aspect-[8/3]'} object-cover ${imageClassName}`}
      />
    </picture>
  );

  const link = banner.link?.trim();
  if (!link) return <div className={className}>{picture}</div>;
  const external = /^https?:\/\//i.test(link);
  return external ? (
    <a href={link} className={`block ${className}`}>
      {picture}
    </a>
  ) : (
    <Link to={link} className={`block ${className}`}>
      {picture}
    </Link>
  );
}

import { BANNER_WIDTHS, imageSrcSet } from '@dhatu/domain';
import type { Banner } from '../app-data';

// Stored banner sizes (the seed draws them so): desktop 1920 × 720, phone 960 × 960. The width and
// height attributes reserve the right box before the image arrives, so nothing jumps.
const DESKTOP = { width: 1920, height: 720 };
const PHONE = { width: 960, height: 960 };
const PHONE_WIDTHS = [480, 960] as const;
export const PHONE_MEDIA = '(max-width: 767px)';

export interface BannerPictureProps {
  banner: Banner;
  /** The first slide is the page's largest paint: fetch it first and never lazily. */
  priority?: boolean;
}

/**
 * <link rel=preload> tags for a banner that is the page's largest paint, one per screen size, so the
 * browser fetches it from the head before the page's scripts compete for a slow connection.
 */
export function bannerPreloadLinks(banner: Banner) {
  const desktop = {
    tagName: 'link' as const, rel: 'preload', as: 'image', href: banner.image, fetchPriority: 'high',
    imageSrcSet: imageSrcSet(banner.image, BANNER_WIDTHS), imageSizes: '100vw',
  };
  if (!banner.mobileImage) return [desktop];
  return [
    { ...desktop, media: '(min-width: 768px)' },
    {
      tagName: 'link' as const, rel: 'preload', as: 'image', href: banner.mobileImage, fetchPriority: 'high', media: PHONE_MEDIA,
      imageSrcSet: imageSrcSet(banner.mobileImage, PHONE_WIDTHS), imageSizes: '100vw',
    },
  ];
}

/** A banner as <picture>: the square phone image on narrow screens, the wide one elsewhere. */
export function BannerPicture({ banner, priority = false }: BannerPictureProps) {
  return (
    <picture>
      {banner.mobileImage && (
        <source
          media={PHONE_MEDIA}
          srcSet={imageSrcSet(banner.mobileImage, PHONE_WIDTHS) ?? banner.mobileImage}
          sizes="100vw"
          width={PHONE.width}
          height={PHONE.height}
        />
      )}
      <img
        src={banner.image}
        srcSet={imageSrcSet(banner.image, BANNER_WIDTHS)}
        sizes="100vw"
        width={DESKTOP.width}
        height={DESKTOP.height}
        alt={banner.title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className="block h-auto w-full bg-charcoal object-cover"
      />
    </picture>
  );
}

import type { Banner } from '../app-data';
import { BannerPicture } from './banner-picture';

/** Full container width; the square artwork on phones. */
const HERO_SIZES = '(min-width: 1280px) 1216px, (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** One festive banner: its picture (square on phones) with its title and description under it. */
export function FestiveSlide({ banner, priority = false, lazy }: { banner: Banner; priority?: boolean; lazy?: boolean }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-white sm:rounded-2xl">
      <BannerPicture banner={banner} mode="art-directed" priority={priority} lazy={lazy} sizes={HERO_SIZES} />
      {(banner.title || banner.description) && (
        <figcaption className="border-t border-sand/70 px-4 py-3 text-center sm:px-6">
          <span className="block font-serif text-lg text-charcoal sm:text-xl">{banner.title}</span>
          {banner.description && <span className="mt-0.5 block text-sm text-ink-muted">{banner.description}</span>}
        </figcaption>
      )}
    </figure>
  );
}

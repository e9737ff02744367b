import { lazy, Suspense } from 'react';
import type { Banner } from '../app-data';
import { FestiveSlide } from './festive-slide';

// Embla loads only when there is more than one banner to move between.
const MovingCarousel = lazy(() => import('./festive-carousel-moving'));

/**
 * The festive page's banners (account-and-checkout §2, §9): hidden without banners, a still picture
 * with one, and with several a loop that moves every 3 seconds with a 1-second slide, pausing on
 * hover and for visitors who ask for less motion, with a pause button (WCAG 2.2.2) and dots.
 */
export function FestiveCarousel({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  if (banners.length === 1) return <FestiveSlide banner={banners[0]!} priority />;
  return (
    <Suspense
      fallback={
        <div>
          <FestiveSlide banner={banners[0]!} priority />
          <div aria-hidden="true" className="mt-3 h-8" />
        </div>
      }
    >
      <MovingCarousel banners={banners} />
    </Suspense>
  );
}

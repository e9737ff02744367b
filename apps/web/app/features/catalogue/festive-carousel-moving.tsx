import { FESTIVE_CAROUSEL_ANIMATION_MS, FESTIVE_CAROUSEL_MS } from '@dhatu/domain';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { Banner } from '../app-data';
import { emblaDurationFor } from './festive';
import { FestiveSlide } from './festive-slide';

/** Several festive banners: a loop every 3 s with a 1 s slide (see FestiveCarousel). */
export default function MovingCarousel({ banners }: { banners: readonly Banner[] }) {
  const [autoplay] = useState(() =>
    Autoplay({ delay: FESTIVE_CAROUSEL_MS, stopOnMouseEnter: true, stopOnInteraction: false, playOnInit: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, duration: emblaDurationFor(FESTIVE_CAROUSEL_ANIMATION_MS) },
    [autoplay],
  );
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Hidden slides are clipped, so lazy loading would wait until they slide in: after the first
  // picture has loaded with the page, fetch the others.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // Motion starts only for visitors who have not asked the system for less of it.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) embla.plugins().autoplay?.play();
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label="Festive offers" className="relative">
      <div ref={viewportRef} className="overflow-hidden rounded-xl sm:rounded-2xl">
        <ul className="flex touch-pan-y">
          {banners.map((banner, i) => (
            <li
              key={banner._id}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${banners.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <FestiveSlide banner={banner} priority={i === 0} lazy={i > 0 && !hydrated} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          className="inline-flex size-8 items-center justify-center rounded-full border border-sand bg-white text-charcoal hover:border-rose"
        >
          {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
        </button>
        <div className="flex gap-1">
          {banners.map((banner, i) => (
            <button
              key={banner._id}
              type="button"
              aria-label={`Show offer ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
              className="flex size-8 items-center justify-center"
            >
              <span className={`block h-2 rounded-full transition-all ${i === selected ? 'w-6 bg-rose-deep' : 'w-2 bg-sand'}`} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

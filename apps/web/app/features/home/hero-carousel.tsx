import { HOME_CAROUSEL_AUTOPLAY_MS } from '@dhatu/domain';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../app-data';
import { BannerPicture } from './banner-picture';

/** Home banners are the ones whose material is 'home'. */
export const HOME_BANNER_MATERIAL = 'home';

export function homeBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((b) => b.material.trim().toLowerCase() === HOME_BANNER_MATERIAL);
}

function BannerSlide({ banner, priority, pictureShown = true }: { banner: Banner; priority: boolean; pictureShown?: boolean }) {
  // Until the page has loaded, the slides out of view hold an empty box of the picture's shape.
  const picture = pictureShown ? <BannerPicture banner={banner} priority={priority} /> : <div aria-hidden="true" className="aspect-square w-full bg-charcoal md:aspect-[8/3]" />;
  if (!banner.link) return picture;
  return banner.link.startsWith('/') ? (
    <Link to={banner.link} className="block">{picture}</Link>
  ) : (
    <a href={banner.link} className="block">{picture}</a>
  );
}

/**
 * Hero banners (storefront §4 Banner carousel): hidden with none, static with one; several loop
 * and autoplay every 3.5 s, pausing on hover, while focus is inside and with the pause button
 * (WCAG 2.2.2); phones swipe. Visitors who ask for reduced motion start paused.
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  const first = banners[0]!;
  if (banners.length === 1) {
    return (
      <section aria-label={first.title} className="bg-charcoal">
        <BannerSlide banner={first} priority />
      </section>
    );
  }
  return <LoopingCarousel banners={banners} />;
}

// No display utility here: each arrow shows from lg only (below that it would cover the banner's
// words, and touch screens swipe).
const CONTROL =
  'size-10 items-center justify-center rounded-full bg-ivory/90 text-charcoal shadow-md backdrop-blur-sm transition hover:bg-white';

function LoopingCarousel({ banners }: { banners: readonly Banner[] }) {
  // We drive play and stop ourselves, so hover, focus and the pause button never fight each other.
  const [autoplay] = useState(() =>
    Autoplay({ delay: HOME_CAROUSEL_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false); // the shopper's choice (pause button)
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The other slides' pictures wait for the page's load event (or the shopper moving the carousel):
  // on a phone's connection they would otherwise take the first banner's and the scripts' bandwidth.
  const [allPictures, setAllPictures] = useState(false);
  const running = !paused && !hovered && !focused;
  const runningRef = useRef(running);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  useEffect(() => {
    const show = () => setAllPictures(true);
    if (document.readyState === 'complete') {
      show();
      return;
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setAllPictures(true);
    };
    // A swipe stops autoplay (stopOnInteraction); carry on afterwards unless something holds it.
    const onPointerUp = () => {
      if (runningRef.current) autoplay.play();
    };
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [embla, autoplay]);

  useEffect(() => {
    runningRef.current = running;
    if (!embla) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, running]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(true);
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(false);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      // Keyboard focus holds the slides still; a mouse click on a dot or arrow does not.
      onFocus={(event) => event.target.matches(':focus-visible') && setFocused(true)}
      onBlur={onBlur}
      className="relative bg-charcoal"
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              // Slides out of view stay out of the tab order and the reading order.
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <BannerSlide banner={banner} priority={index === 0} pictureShown={index === 0 || allPictures} />
            </div>
          ))}
        </div>
      </div>

      <button type="button" aria-label="Previous slide" onClick={() => embla?.scrollPrev()} className={`${CONTROL} absolute top-1/2 left-3 hidden -translate-y-1/2 lg:inline-flex`}>
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <button type="button" aria-label="Next slide" onClick={() => embla?.scrollNext()} className={`${CONTROL} absolute top-1/2 right-3 hidden -translate-y-1/2 lg:inline-flex`}>
        <ChevronRight size={20} aria-hidden="true" />
      </button>

      {/* Below the picture on phones (their banners carry the call to action at the bottom), over it elsewhere. */}
      <div className="flex items-center justify-center gap-3 py-2.5 sm:absolute sm:inset-x-0 sm:bottom-3 sm:py-0">
        <ol className="flex items-center gap-1 rounded-full bg-charcoal/45 px-2 py-1 backdrop-blur-sm">
          {banners.map((banner, index) => (
            <li key={banner._id}>
              <button
                type="button"
                aria-label={`Go to slide ${index + 1}: ${banner.title}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                className="flex size-6 items-center justify-center"
              >
                <span className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-ivory' : 'w-2 bg-ivory/55'}`} />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPaused(!paused)}
          className="inline-flex size-8 items-center justify-center rounded-full bg-charcoal/45 text-ivory backdrop-blur-sm hover:bg-charcoal/70"
        >
          {!paused ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}

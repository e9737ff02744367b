import { IMAGE_WIDTHS, imageSrcSet, TILE_CLICK_DELAY_MS } from '@dhatu/domain';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Category } from '../app-data';
import { materialListHref } from '../catalogue';

/**
 * One material tile: its image (or a placeholder) and upper-cased name. A click shrinks the tile
 * briefly and navigates after 200 ms (storefront §2 Home). It stays a real link, so a new-tab click
 * and browsing without script still work.
 */
export function MaterialTile({ category }: { category: Category }) {
  const navigate = useNavigate();
  const href = materialListHref(category.name);
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (pressed) return;
    setPressed(true);
    timer.current = setTimeout(() => void navigate(href), TILE_CLICK_DELAY_MS);
  }

  const name = category.name.toUpperCase();
  return (
    <Link
      to={href}
      onClick={onClick}
      className={`group block rounded-2xl transition-transform duration-200 ease-out motion-reduce:transition-none ${pressed ? 'scale-95' : 'hover:-translate-y-1'}`}
    >
      <span className="relative block aspect-square overflow-hidden rounded-2xl bg-cream shadow-[0_10px_30px_-18px_rgb(42_36_33/0.6)] ring-1 ring-sand">
        {category.image ? (
          <img
            src={category.image}
            srcSet={imageSrcSet(category.image, IMAGE_WIDTHS)}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 31vw, 45vw"
            width={960}
            height={960}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <TilePlaceholder initial={name.charAt(0)} />
        )}
        <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-charcoal/35 to-transparent" />
      </span>
      <span className="mt-3 block text-center font-serif text-sm tracking-[0.22em] text-charcoal group-hover:text-rose-deep sm:text-lg">
        {name}
      </span>
    </Link>
  );
}

/** Shown when a category has no image: the motif background with the initial in rose gold. */
function TilePlaceholder({ initial }: { initial: string }) {
  return (
    <span aria-hidden="true" className="bg-motif flex size-full items-center justify-center">
      <span className="flex size-20 items-center justify-center rounded-full border border-rose/40 bg-ivory font-serif text-4xl text-rose-deep">
        {initial}
      </span>
    </span>
  );
}

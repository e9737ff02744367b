import type { Category } from '../app-data';
import { MaterialTile } from './material-tile';

/** 'EXPLORE OUR MATERIALS': one tile per main material category (storefront §2 Home). */
export function ExploreMaterials({ categories }: { categories: readonly Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="explore-materials-title" className="below-fold bg-motif py-12 sm:py-16">
      <div className="container-page">
        <div className="mb-8 text-center sm:mb-10">
          <h2 id="explore-materials-title" className="text-2xl tracking-[0.12em] text-charcoal sm:text-3xl">
            EXPLORE OUR MATERIALS
          </h2>
          <Ornament />
        </div>
        <ul className="mx-auto grid max-w-5xl grid-cols-3 gap-3 sm:gap-8">
          {categories.map((category) => (
            <li key={category._id}>
              <MaterialTile category={category} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A small rose-gold divider under section headings. */
export function Ornament() {
  return (
    <span aria-hidden="true" className="mt-3 flex items-center justify-center gap-2 text-rose">
      <span className="h-px w-10 bg-gradient-to-r from-transparent to-rose" />
      <svg viewBox="0 0 12 12" className="size-2.5 fill-current"><path d="M6 0l1.6 4.4L12 6 7.6 7.6 6 12 4.4 7.6 0 6l4.4-1.6z" /></svg>
      <span className="h-px w-10 bg-gradient-to-l from-transparent to-rose" />
    </span>
  );
}

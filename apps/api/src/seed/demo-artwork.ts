/**
 * The demo shop's pictures as artwork jobs (category tiles, 2–4 views per product, banners), and
 * saving artwork into the media table: what the media table lacks is drawn (artwork-render.ts), or
 * read back from an artwork cache folder when one is given.
 */
import { createHash } from 'node:crypto';
import { BANNER_WIDTHS, IMAGE_WIDTHS } from '@dhatu/domain';
import type { Db, Tx } from '../db/client.ts';
import { saveMediaFiles, storedPaths } from '../lib/media-store.ts';
import { hashString } from './artwork-kit.ts';
import { bannerSvg, categoryTileSvg, productImageSvg } from './artwork.ts';
import { artworkPaths, cachedArtwork, mapLimit, renderArtwork, withArtworkCacheLock, type ArtworkJob } from './artwork-render.ts';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-data.ts';

/** Renders at a time: sharp already uses every core inside one render. */
const RENDER_CONCURRENCY = 4;

export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const shortHash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

/** 2–4 pictures per product, fixed by its slug. */
export const imageCountFor = (slug: string) => 2 + (hashString(slug) % 3);

/** Artwork is named by a hash of its drawing, so a name always means the same picture. */
export function imageJob(prefix: string, svg: string, widths: readonly number[]): ArtworkJob {
  return { relPath: `${prefix}-${shortHash(svg)}`, svg, widths };
}

export const urlOfJob = (job: ArtworkJob) => `/media/${job.relPath}.webp`;

/** Every picture of the demo shop, grouped as the seed uses them. */
export function demoArtwork() {
  const productSlugs = DEMO_PRODUCTS.map((p) => slugify(p.name));
  if (new Set(productSlugs).size !== productSlugs.length) throw new Error('Demo product names must be unique');
  const tileJobs = DEMO_CATEGORIES.map((c) => imageJob(`categories/${c.slug}`, categoryTileSvg(c.tile), IMAGE_WIDTHS));
  const productJobs = DEMO_PRODUCTS.map((p, i) => {
    const slug = productSlugs[i]!;
    return Array.from({ length: imageCountFor(slug) }, (_, index) =>
      imageJob(`products/${slug}-${index + 1}`, productImageSvg({ ...p.art, seed: slug, index }), IMAGE_WIDTHS));
  });
  const bannerJobs = DEMO_BANNERS.map((b) => {
    const name = `banners/${b.theme}-${slugify(b.art.title)}`;
    return [
      imageJob(`${name}-desktop`, bannerSvg(b.theme, 'desktop', b.art), BANNER_WIDTHS),
      imageJob(`${name}-mobile`, bannerSvg(b.theme, 'mobile', b.art), IMAGE_WIDTHS),
    ] as const;
  });
  const jobs = [...tileJobs, ...productJobs.flat(), ...bannerJobs.flat()];
  return { productSlugs, tileJobs, productJobs, bannerJobs, jobs };
}

/** Changes whenever a demo picture does (its name carries a hash of its drawing). */
export function demoArtworkKey(): string {
  return createHash('sha256').update(demoArtwork().jobs.map((job) => `${job.relPath}:${job.widths.join(',')}`).join('\n')).digest('hex').slice(0, 12);
}

/**
 * Saves the artwork the media table does not hold yet, drawing what the cache (if any) lacks.
 * Returns how many pictures were drawn.
 */
export async function saveArtwork(tx: Db | Tx, jobs: readonly ArtworkJob[], cacheDir: string | undefined): Promise<number> {
  // Identical pictures have identical names: draw and save each once.
  const unique = [...new Map(jobs.map((job) => [job.relPath, job])).values()];
  const stored = await storedPaths(tx, unique.flatMap((job) => artworkPaths(job.relPath, job.widths)));
  const missing = unique.filter((job) => artworkPaths(job.relPath, job.widths).some((path) => !stored.has(path)));
  const cached = cacheDir ? await mapLimit(missing, RENDER_CONCURRENCY, (job) => cachedArtwork(job, cacheDir)) : missing.map(() => null);
  const toDraw = missing.filter((_, i) => cached[i] === null);
  let drawn = 0;
  const draw = () => mapLimit(toDraw, RENDER_CONCURRENCY, async (job) => {
    const result = await renderArtwork(job, cacheDir);
    if (result.drawn) drawn++;
    return result.files;
  });
  // With a cache, one process draws what it lacks while parallel ones wait, then read it back.
  const fresh = toDraw.length === 0 ? [] : cacheDir ? await withArtworkCacheLock(cacheDir, draw) : await draw();
  await saveMediaFiles(tx, [...cached.flatMap((files) => files ?? []), ...fresh.flat()]);
  return drawn;
}

/**
 * Every stored image has one URL (its widest rendition, e.g. /media/products/x.webp) and narrower
 * renditions beside it named x.w480.webp, so the browser can pick from a srcset without the API
 * listing every file.
 */
export const IMAGE_WIDTHS = [240, 480, 960] as const;
export const BANNER_WIDTHS = [640, 1280, 1920] as const;

export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `.w${width}.webp`);
}

/** `srcset` for a stored image; the widest width is the URL itself. */
export function imageSrcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (!url.startsWith('/media/') || !url.endsWith('.webp')) return undefined;
  const widest = widths[widths.length - 1];
  return widths.map((w) => `${w === widest ? url : imageVariantUrl(url, w)} ${w}w`).join(', ');
}

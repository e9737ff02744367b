/** Header carrying the per-process token of in-process API calls made while rendering pages. */
export const INTERNAL_HEADER = 'x-dhatu-internal';

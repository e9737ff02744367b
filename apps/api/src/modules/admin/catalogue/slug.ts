/** 'Brass Diya & Stand' → 'brass-diya-and-stand' (the seed's rule, for names the shop owner types). */
export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
}

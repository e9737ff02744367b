/**
 * Products with options (Size — Small, Medium, Large; Finish — Antique, Polished) and variants,
 * one value per option each, with their own price, stock, SKU and picture (issue 26). Pure rules
 * both sides use: the line's name, the words asking for a choice, the cheapest variant a card
 * shows, and which values are still on sale given the other choices.
 */
import { discountedPricePaise } from './pricing.ts';

export const VARIANT_LIMITS = { options: 3, values: 30, variants: 100, name: 40, value: 40, sku: 40, weightGrams: 1_000_000 } as const;

export interface ProductOption {
  name: string;
  values: string[];
}

/** What the rules read of a variant (prices in any unit, as long as it is the same for all). */
export interface VariantLike {
  values: readonly string[];
  price: number;
  discount: number;
  stock: number;
}

/** 'Large / Antique': the choice, in the options' order. */
export function variantLabel(values: readonly string[]): string {
  return values.join(' / ');
}

/** 'Brass Kuber Diya — Large / Antique': a cart, order, invoice or SMS line for a variant. */
export function variantLineName(productName: string, values: readonly string[] | null | undefined): string {
  return values && values.length > 0 ? `${productName} — ${variantLabel(values)}` : productName;
}

/** 'Please choose a size': what add-to-cart says (and the API answers) until the option is chosen. */
export function chooseOptionMessage(optionName: string): string {
  return `Please choose a ${optionName.toLowerCase()}`;
}

/** The one a card shows: the cheapest variant in stock, or the cheapest of all when none is. */
export function cheapestVariant<V extends VariantLike>(variants: readonly V[]): V | null {
  const sale = (v: V) => discountedPricePaise(Math.round(v.price * 100), v.discount);
  const pick = (list: readonly V[]) => list.reduce<V | null>((best, v) => (best === null || sale(v) < sale(best) ? v : best), null);
  return pick(variants.filter((v) => v.stock > 0)) ?? pick(variants);
}

/** Whether a card says 'From ₹X': the variants' prices (what the shopper pays) differ. */
export function pricesDiffer(variants: readonly VariantLike[]): boolean {
  const prices = new Set(variants.map((v) => discountedPricePaise(Math.round(v.price * 100), v.discount)));
  return prices.size > 1;
}

/** The variant whose values are exactly these (all options chosen), or null. */
export function findVariant<V extends { values: readonly string[] }>(variants: readonly V[], chosen: readonly (string | null)[]): V | null {
  if (chosen.some((c) => c === null)) return null;
  return variants.find((v) => v.values.every((value, i) => value === chosen[i])) ?? null;
}

/**
 * Whether choosing `value` for option `index`, keeping the other choices made, leaves a variant
 * in stock. A value with none is shown sold out (struck through), not hidden.
 */
export function valueInStock(variants: readonly VariantLike[], chosen: readonly (string | null)[], index: number, value: string): boolean {
  return variants.some((v) => v.stock > 0 && v.values[index] === value
    && v.values.every((other, i) => i === index || chosen[i] === null || chosen[i] === undefined || chosen[i] === other));
}

/** The first option not yet chosen, or null when all are. */
export function firstUnchosen(options: readonly ProductOption[], chosen: readonly (string | null)[]): ProductOption | null {
  return options.find((_o, i) => chosen[i] === null || chosen[i] === undefined) ?? null;
}

/**
 * The variant grid for a set of options: every combination, in the options' order. Rows whose
 * values still apply keep what they had (price, stock, SKU…); new rows start from `blank`.
 */
export function variantGrid<R extends { values: string[] }>(options: readonly ProductOption[], rows: readonly R[], blank: (values: string[]) => R): R[] {
  if (options.length === 0) return [];
  let combos: string[][] = [[]];
  for (const option of options) combos = combos.flatMap((c) => option.values.map((v) => [...c, v]));
  const key = (values: readonly string[]) => JSON.stringify(values);
  const kept = new Map(rows.map((r) => [key(r.values), r]));
  return combos.map((values) => kept.get(key(values)) ?? blank(values));
}

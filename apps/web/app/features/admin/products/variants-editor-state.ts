import { variantGrid, type VariantsBodyInput } from '@dhatu/domain';
import type { AdminProduct } from './types';

/** An option as the editor holds it: its name and its values typed as 'Small, Medium, Large'. */
export interface OptionDraft {
  name: string;
  values: string;
}

/** A grid row as typed: numbers stay text until saved, so a half-typed price is not lost. */
export interface RowDraft {
  values: string[];
  sku: string;
  price: string;
  discount: string;
  stock: string;
  weightGrams: string;
  image: string;
}

/** 'Small, Medium , ,Large' → ['Small', 'Medium', 'Large']. */
export function parseValues(text: string): string[] {
  return text.split(',').map((v) => v.trim()).filter((v) => v !== '');
}

export function optionsOf(drafts: readonly OptionDraft[]): { name: string; values: string[] }[] {
  return drafts.map((d) => ({ name: d.name.trim(), values: parseValues(d.values) })).filter((o) => o.name !== '' || o.values.length > 0);
}

/** A suggested SKU for a new row: the product's initials and the values' ('KD-LAR-ANT'). */
export function suggestSku(productName: string, values: readonly string[]): string {
  const initials = productName.split(/\s+/).map((w) => w[0] ?? '').join('').toUpperCase().replace(/[^A-Z0-9]/g, '') || 'SKU';
  const parts = values.map((v) => v.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 3) || 'X');
  return [initials, ...parts].join('-');
}

/** The editor's starting point: the product's options and variants as saved. */
export function draftsOf(product: AdminProduct): { options: OptionDraft[]; rows: RowDraft[] } {
  return {
    options: product.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    rows: product.variants.map((v) => ({
      values: v.values, sku: v.sku, price: String(v.price), discount: String(v.discount), stock: String(v.stock),
      weightGrams: v.weightGrams === null ? '' : String(v.weightGrams), image: v.image ?? '',
    })),
  };
}

/** The grid for the options typed now: rows whose values still apply keep what was typed in them. */
export function gridFor(product: Pick<AdminProduct, 'name' | 'price'>, options: readonly OptionDraft[], rows: readonly RowDraft[]): RowDraft[] {
  return variantGrid(optionsOf(options), rows, (values) => ({
    values, sku: suggestSku(product.name, values), price: String(product.price), discount: '0', stock: '0', weightGrams: '', image: '',
  }));
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** PUT /api/admin/products/{id}/variants's body; the server judges every number and names the row. */
export function toVariantsBody(options: readonly OptionDraft[], rows: readonly RowDraft[]): VariantsBodyInput {
  return {
    options: optionsOf(options),
    variants: rows.map((r) => ({
      values: r.values,
      sku: r.sku,
      price: asNumber(r.price),
      discount: r.discount.trim() === '' ? 0 : asNumber(r.discount),
      stock: asNumber(r.stock),
      weightGrams: r.weightGrams.trim() === '' ? null : asNumber(r.weightGrams),
      image: r.image || null,
    })),
  };
}

/** Bulk: every row's price set to one amount. */
export function setEveryPrice(rows: readonly RowDraft[], price: string): RowDraft[] {
  return rows.map((r) => ({ ...r, price }));
}

/** Bulk: the same number of units added to every row (a row whose stock is not a number is left alone). */
export function addStockToEvery(rows: readonly RowDraft[], units: number): RowDraft[] {
  return rows.map((r) => {
    const now = Number(r.stock || '0');
    return Number.isFinite(now) ? { ...r, stock: String(Math.max(0, now + units)) } : r;
  });
}

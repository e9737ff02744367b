import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { products, productVariants } from '../db/schema/index.ts';
import { refreshVariantSummary } from '../modules/catalogue/index.ts';

/**
 * Demo products sold in sizes, finishes and lengths (issue 26); festive ones keep a discount. A finish that changes the look has
 * a picture of its own (one of the product's); the Panchmukhi diya's Large / Polished is sold out.
 * Added after the demo orders: those were placed before the shop offered the choices.
 */
export interface DemoVariantProduct {
  product: string;
  options: { name: string; values: string[] }[];
  /** The option whose values each show one of the product's pictures, in order. */
  picturesBy?: string;
  variants: { values: string[]; price: number; discount?: number; stock: number; weightGrams?: number }[];
}

const grid = (sizes: [string, number, number][], finishes: [string, number][], soldOut: string[] = [], discount = 0) =>
  sizes.flatMap(([size, price, weight]) => finishes.map(([finish, extra]) => ({
    values: [size, finish], price: price + extra, weightGrams: weight, discount,
    stock: soldOut.includes(`${size} / ${finish}`) ? 0 : 6,
  })));

export const DEMO_VARIANT_PRODUCTS: DemoVariantProduct[] = [
  {
    product: 'Brass Panchmukhi Diya',
    options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }, { name: 'Finish', values: ['Antique', 'Polished'] }],
    picturesBy: 'Finish',
    variants: grid([['Small', 899, 280], ['Medium', 1299, 450], ['Large', 2499, 820]], [['Antique', 0], ['Polished', 100]], ['Large / Polished'], 5),
  },
  {
    product: 'Brass Temple Hanging Bell',
    options: [{ name: 'Size', values: ['Small', 'Large'] }, { name: 'Finish', values: ['Antique', 'Polished'] }],
    picturesBy: 'Finish',
    variants: grid([['Small', 749, 350], ['Large', 1599, 900]], [['Antique', 0], ['Polished', 150]]),
  },
  {
    product: 'Brass Elephant with Raised Trunk',
    options: [{ name: 'Finish', values: ['Antique', 'Polished'] }],
    picturesBy: 'Finish',
    variants: [{ values: ['Antique'], price: 1899, stock: 5 }, { values: ['Polished'], price: 2099, stock: 3 }],
  },
  {
    product: 'Brass Ghungroo Anklets (Payal)',
    options: [{ name: 'Length', values: ['9 in', '10 in', '11 in'] }],
    variants: [
      { values: ['9 in'], price: 699, discount: 10, stock: 3 },
      { values: ['10 in'], price: 749, discount: 10, stock: 4 },
      { values: ['11 in'], price: 799, discount: 10, stock: 2 },
    ],
  },
  {
    product: 'Sterling Silver Kada Bangle',
    options: [{ name: 'Size', values: ['2.4', '2.6', '2.8'] }],
    variants: [{ values: ['2.4'], price: 4299, stock: 4 }, { values: ['2.6'], price: 4499, stock: 6 }, { values: ['2.8'], price: 4699, stock: 3 }],
  },
  {
    product: 'Silver Hammered Glass Tumbler',
    options: [{ name: 'Size', values: ['150 ml', '250 ml', '350 ml'] }],
    variants: [{ values: ['150 ml'], price: 2899, stock: 5 }, { values: ['250 ml'], price: 3999, stock: 5 }, { values: ['350 ml'], price: 4999, stock: 2 }],
  },
  {
    product: 'Mango Wood Serving Bowl',
    options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }],
    variants: [{ values: ['Small'], price: 449, stock: 8 }, { values: ['Medium'], price: 649, stock: 6 }, { values: ['Large'], price: 899, stock: 4 }],
  },
  {
    product: 'Brass Urli with Floating Diyas',
    options: [{ name: 'Diameter', values: ['12 in', '15 in', '18 in'] }],
    variants: [
      { values: ['12 in'], price: 2199, discount: 15, stock: 4 }, { values: ['15 in'], price: 3299, discount: 15, stock: 3 },
      { values: ['18 in'], price: 4999, discount: 15, stock: 2 },
    ],
  },
  {
    product: 'Copper Hammered Bud Vase',
    options: [{ name: 'Height', values: ['6 in', '8 in'] }],
    variants: [{ values: ['6 in'], price: 599, stock: 7 }, { values: ['8 in'], price: 799, stock: 5 }],
  },
];

/** 'DH-BPD-LAR-ANT': the shop's prefix, the product's initials and each value's first letters. */
export function demoSku(product: string, values: readonly string[]): string {
  const initials = product.replace(/\(.*?\)/g, '').split(/\s+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('');
  return ['DH', initials, ...values.map((v) => v.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 3))].join('-');
}

/**
 * Gives the demo products above their options and variants, with their summary (cheapest in stock,
 * stock the sum) and their SKUs in the search text. Inside the seed's transaction.
 */
export async function seedDemoVariants(tx: Tx, now: Date): Promise<number> {
  const names = DEMO_VARIANT_PRODUCTS.map((d) => d.product);
  const rows = await tx.select({ id: products.id, name: products.name, images: products.images, searchText: products.searchText })
    .from(products).where(inArray(products.name, names));
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const demo of DEMO_VARIANT_PRODUCTS) {
    const product = byName.get(demo.product);
    if (!product) throw new Error(`Demo variants for unknown product: ${demo.product}`);
    const pictureOption = demo.picturesBy ? demo.options.findIndex((o) => o.name === demo.picturesBy) : -1;
    const variants = demo.variants.map((v, position) => {
      const valueIndex = pictureOption >= 0 ? demo.options[pictureOption]!.values.indexOf(v.values[pictureOption]!) : -1;
      return {
        productId: product.id, position, values: v.values, sku: demoSku(demo.product, v.values),
        pricePaise: v.price * 100, discount: v.discount ?? 0, stock: v.stock, weightGrams: v.weightGrams ?? null,
        image: valueIndex >= 0 ? (product.images[valueIndex % product.images.length] ?? null) : null,
        createdAt: now, updatedAt: now,
      };
    });
    await tx.insert(productVariants).values(variants);
    await tx.update(products).set({
      options: demo.options,
      searchText: `${product.searchText} ${variants.map((v) => v.sku.toLowerCase()).join(' ')}`,
    }).where(eq(products.id, product.id));
  }
  await refreshVariantSummary(tx, rows.map((r) => r.id));
  return DEMO_VARIANT_PRODUCTS.length;
}

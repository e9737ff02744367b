import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminProduct, ProductDto } from '@dhatu/domain/contracts';
import { cacheTags } from '../../../lib/changes/cache-tags.ts';
import { createFixtures, type Fixtures } from '../../cart/test-fixtures.ts';
import { png, startAdminTest, type AdminTest } from './test-helpers.ts';

/** PUT /api/admin/products/{id}/variants and what the shop then shows (issue 26). */
describe('admin product variants', () => {
  let a: AdminTest;
  let f: Fixtures;
  let serial = 0;
  let heard: string[][] = [];

  const create = async (name = 'Kuber Diya') => {
    serial += 1;
    const res = await a.call('POST', '/api/admin/products', { name, price: 999, stock: 4, category: f.brass });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminProduct;
  };
  const put = (id: string, body: unknown) => a.call('PUT', `/api/admin/products/${id}/variants`, body);
  const shop = async (id: string) => (await a.call('GET', `/api/products/${id}`, undefined, null)).json() as ProductDto;
  const sku = (s: string) => `${s}-${serial}`;
  const sizes = { name: 'Size', values: ['Small', 'Medium', 'Large'] };
  const finishes = { name: 'Finish', values: ['Antique', 'Polished'] };
  const row = (values: string[], price: number, stock: number, extra: Record<string, unknown> = {}) =>
    ({ values, sku: sku(values.join('-').replaceAll(' ', '')), price, stock, ...extra });

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    f = await createFixtures(a.t);
    a.t.app.changes.subscribe((tags) => { heard.push([...tags]); });
  });
  afterAll(() => a.close());

  it('replaces the set, answers the product with each variant’s _id, and the shop shows options, variants and the cheapest in stock', async () => {
    const diya = await create('Brass Kuber Diya');
    heard = [];
    const res = await put(diya._id, {
      options: [sizes, finishes],
      variants: [
        row(['Small', 'Antique'], 500, 0),
        row(['Small', 'Polished'], 600, 2, { discount: 10 }),
        row(['Large', 'Antique'], 1500, 3, { weightGrams: 900 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json() as AdminProduct;
    expect(product.options).toEqual([sizes, finishes]);
    expect(product.variants).toEqual([
      expect.objectContaining({ _id: expect.any(String), values: ['Small', 'Antique'], sku: sku('SMALL-ANTIQUE'), price: 500, stock: 0 }),
      expect.objectContaining({ values: ['Small', 'Polished'], price: 600, discount: 10, salePrice: 540, stock: 2 }),
      expect.objectContaining({ values: ['Large', 'Antique'], price: 1500, stock: 3, weightGrams: 900 }),
    ]);
    // Cheapest in stock: Small / Polished at ₹540 (Small / Antique is cheaper but sold out); stock the sum.
    expect(product).toMatchObject({ price: 600, discount: 10, salePrice: 540, stock: 5 });
    expect(heard).toEqual([[cacheTags.product(diya._id), cacheTags.catalogue]]);

    const seen = await shop(diya._id);
    expect(seen).toMatchObject({ price: 600, discount: 10, discountedPrice: 540, stock: 5, options: [sizes, finishes] });
    expect(seen.variants.map((v) => [v.values.join(' / '), v.sku, v.discountedPrice, v.stock])).toEqual([
      ['Small / Antique', sku('SMALL-ANTIQUE'), 500, 0], ['Small / Polished', sku('SMALL-POLISHED'), 540, 2], ['Large / Antique', sku('LARGE-ANTIQUE'), 1500, 3],
    ]);
    const audit = await a.audit('product', diya._id);
    expect(audit.at(-1)).toMatchObject({ action: 'product.variants' });
    expect((audit.at(-1)!.after as AdminProduct).variants).toHaveLength(3);

    // A product without options still answers empty lists.
    const plain = await create();
    expect(await shop(plain._id)).toMatchObject({ options: [], variants: [], price: 999, stock: 4 });
  });

  it('lists filter and sort by the cheapest price in stock, and a search for a SKU finds the product', async () => {
    const bowl = await create('Hammered Urli Bowl');
    expect((await put(bowl._id, { options: [sizes], variants: [row(['Small'], 200, 0), row(['Medium'], 7000, 1), row(['Large'], 9000, 1)] })).statusCode).toBe(200);
    // Price range ₹5,000–₹10,000 (index 3 of PRICE_RANGES) holds it: the ₹200 one is sold out.
    const ranged = (await a.call('GET', `/api/products?category=${f.brass}&priceRanges=3&limit=100`, undefined, null)).json() as { products: ProductDto[] };
    expect(ranged.products.map((p) => p._id)).toContain(bowl._id);
    const bySku = (await a.call('GET', `/api/products?search=${encodeURIComponent(sku('MEDIUM'))}`, undefined, null)).json() as { products: ProductDto[] };
    expect(bySku.products.map((p) => p._id)).toContain(bowl._id);
  });

  it('keeps rows whose values still apply (same _id), deletes a variant never ordered, and retires one that was ordered', async () => {
    const anklet = await create('Silver Anklet');
    const first = (await put(anklet._id, { options: [{ name: 'Length', values: ['9 in', '10 in', '11 in'] }], variants: [
      row(['9 in'], 1200, 3), row(['10 in'], 1300, 3), row(['11 in'], 1400, 3),
    ] })).json() as AdminProduct;
    const [nine, ten, eleven] = first.variants;
    // 10 in was ordered: it must survive as history.
    const customer = await f.customer();
    expect((await a.call('POST', '/api/cart', { productId: anklet._id, variantId: ten!._id }, customer)).statusCode).toBe(200);
    const ordered = await a.call('POST', '/api/orders', {
      shippingAddress: { label: 'Home', houseNumber: '1', street: 'MG Road', area: 'Centre', landmark: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      billingAddressSameAsShipping: true, paymentMethod: 'COD', paymentInfo: {}, userName: 'Asha',
    }, customer);
    expect(ordered.statusCode, ordered.body).toBe(201);

    const second = await put(anklet._id, { options: [{ name: 'Length', values: ['9 in', '12 in'] }], variants: [
      row(['9 in'], 1250, 5), row(['12 in'], 1500, 1),
    ] });
    expect(second.statusCode, second.body).toBe(200);
    const after = second.json() as AdminProduct;
    expect(after.variants.map((v) => v.values[0])).toEqual(['9 in', '12 in']);
    expect(after.variants[0]).toMatchObject({ _id: nine!._id, price: 1250, stock: 5 });
    // The order still names its variant; the shop no longer offers it.
    const order = (await a.call('GET', `/api/orders/${(ordered.json() as { _id: string })._id}`, undefined, customer)).json() as { items: { product: { name: string }; variant: { _id: string } }[] };
    expect(order.items[0]).toMatchObject({ product: { name: 'Silver Anklet — 10 in' }, variant: { _id: ten!._id, values: ['10 in'] } });
    expect((await shop(anklet._id)).variants.map((v) => v._id)).not.toContain(ten!._id);
    const retired = await a.t.database.db.execute<{ id: string; retired: boolean }>(
      sql`select id, retired_at is not null as retired from product_variants where id in (${ten!._id}, ${eleven!._id})`);
    expect(retired.rows).toEqual([{ id: ten!._id, retired: true }]);
    // A retired variant cannot be bought.
    const refused = await a.call('POST', '/api/cart', { productId: anklet._id, variantId: ten!._id }, customer);
    expect(refused.statusCode).toBe(404);

    // Bringing 10 in back revives the same variant with its orders.
    const back = (await put(anklet._id, { options: [{ name: 'Length', values: ['9 in', '10 in'] }], variants: [row(['9 in'], 1250, 5), row(['10 in'], 1300, 2)] })).json() as AdminProduct;
    expect(back.variants[1]!._id).toBe(ten!._id);
  });

  it('an image must be one of the product’s; the variant keeps it', async () => {
    const vase = await create('Brass Vase');
    const uploaded = await a.upload(`/api/admin/products/${vase._id}/images`, [{ name: 'a.png', type: 'image/png', data: await png() }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [image] = (uploaded.json() as AdminProduct).images;
    const ok = await put(vase._id, { options: [finishes], variants: [row(['Antique'], 900, 1, { image }), row(['Polished'], 900, 1)] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await shop(vase._id)).variants[0]!.image).toBe(image);
    const bad = await put(vase._id, { options: [finishes], variants: [row(['Antique'], 900, 1), row(['Polished'], 900, 1, { image: '/media/elsewhere.webp' })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Row 2: the image must be one of the product's images");
  });

  it('refuses bad input with a 400 naming the option or row, and changes nothing', async () => {
    const lamp = await create('Temple Lamp');
    const other = await create('Other Lamp');
    expect((await put(other._id, { options: [sizes], variants: [{ values: ['Small'], sku: 'TAKEN-1', price: 10, stock: 1 }] })).statusCode).toBe(200);
    const good = await put(lamp._id, { options: [sizes], variants: [row(['Small'], 100, 1)] });
    expect(good.statusCode, good.body).toBe(200);
    const before = await shop(lamp._id);
    const audits = await a.auditCount();
    heard = [];

    const cases: [unknown, string][] = [
      [{ options: [sizes, finishes, { name: 'Wick', values: ['1'] }, { name: 'Box', values: ['Yes'] }], variants: [] }, 'A product can have at most 3 options'],
      [{ options: [sizes], variants: Array.from({ length: 101 }, (_, i) => ({ values: ['Small'], sku: `X${i}`, price: 1, stock: 1 })) }, 'A product can have at most 100 variants'],
      [{ options: [{ name: ' ', values: ['A'] }], variants: [row(['A'], 1, 1)] }, 'Option 1: please enter its name'],
      [{ options: [sizes, { name: 'size', values: ['A'] }], variants: [row(['Small', 'A'], 1, 1)] }, "Option 2: 'size' is already an option"],
      [{ options: [{ name: 'Size', values: ['Small', ''] }], variants: [row(['Small'], 1, 1)] }, 'Option 1: a value is empty'],
      [{ options: [{ name: 'Size', values: ['Small', 'small'] }], variants: [row(['Small'], 1, 1)] }, "Option 1: 'small' is listed twice"],
      [{ options: [sizes, finishes], variants: [row(['Small'], 1, 1)] }, 'Row 1: choose one value for each of the 2 options'],
      [{ options: [sizes], variants: [row(['Huge'], 1, 1)] }, "Row 1: 'Huge' is not a value of Size"],
      [{ options: [sizes], variants: [row(['Small'], 1, 1), { ...row(['Small'], 2, 1), sku: 'OTHER-SKU' }] }, 'Row 2: Small is the same as row 1'],
      [{ options: [sizes], variants: [row(['Small'], 1, 1), { ...row(['Large'], 2, 1), sku: sku('Small') }] }, `Row 2: SKU ${sku('SMALL')} is also row 1's`],
      [{ options: [sizes], variants: [row(['Small'], 1, 1), { ...row(['Large'], 2, 1), sku: 'taken-1' }] }, 'Row 2: SKU TAKEN-1 is already used by another variant'],
      [{ options: [sizes], variants: [row(['Small'], 10.5, 1)] }, 'Row 1: price must be a whole number of rupees, 0 or more'],
      [{ options: [sizes], variants: [row(['Small'], 10, -1)] }, 'Row 1: stock must be a whole number, 0 or more'],
      [{ options: [sizes], variants: [row(['Small'], 10, 1, { discount: 101 })] }, 'Row 1: discount must be a whole number from 0 to 100'],
      [{ options: [sizes], variants: [{ ...row(['Small'], 10, 1), sku: '' }] }, 'Row 1: please enter the SKU'],
      [{ options: [], variants: [row(['Small'], 10, 1)] }, 'Variants need options: add an option first'],
    ];
    for (const [body, message] of cases) {
      const res = await put(lamp._id, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await shop(lamp._id)).toEqual(before);
    expect(await a.auditCount()).toBe(audits);
    expect(heard).toEqual([]);
  });

  it('price, discount and stock of a product with variants are set per variant, not on the product', async () => {
    const bell = await create('Bell');
    await put(bell._id, { options: [sizes], variants: [row(['Small'], 100, 1)] });
    const res = await a.call('PATCH', `/api/admin/products/${bell._id}`, { stock: 40 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This product has variants: set price, discount and stock per variant');
    // Removing the options makes it a product sold as one again.
    const cleared = await put(bell._id, { options: [], variants: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ options: [], variants: [], stock: 0 });
    expect((await a.call('PATCH', `/api/admin/products/${bell._id}`, { stock: 40 })).statusCode).toBe(200);
  });
});

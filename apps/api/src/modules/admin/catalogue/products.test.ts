import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct } from '@dhatu/domain/contracts';
import { orders, products } from '../../../db/schema/index.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { newPhone, pixelBombPng, placeOrder, png, SEEDED_APP_TIMEOUT, startAdminTest, type AdminTest } from './test-helpers.ts';

interface Ref { _id: string; name: string; parentCategory?: string }

describe('admin products API', () => {
  let a: AdminTest;
  let brass: Ref;
  let silver: Ref;
  let bells: Ref;
  let pooja: Ref;
  let serial = 0;

  const create = async (body: Record<string, unknown> = {}) => {
    const res = await a.call('POST', '/api/admin/products', {
      name: `Test Lamp ${++serial}`, price: 1500, discount: 10, stock: 7, category: brass._id, ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminProduct;
  };
  const publicProduct = (id: string) => a.call('GET', `/api/products/${id}`, undefined, null);
  const publicSearch = async (search: string) =>
    ((await a.call('GET', `/api/products?search=${encodeURIComponent(search)}&limit=100`, undefined, null)).json() as { products: { _id: string }[] }).products.map((p) => p._id);
  const productRow = async (id: string) => (await a.t.database.db.select().from(products).where(eq(products.id, id)))[0];

  beforeAll(async () => {
    a = await startAdminTest();
    const { categories } = (await a.call('GET', '/api/categories', undefined, null)).json() as { categories: Ref[] };
    const { subcategories } = (await a.call('GET', '/api/categories/subcategories/all', undefined, null)).json() as { subcategories: Ref[] };
    brass = categories.find((c) => c.name === 'Brass')!;
    silver = categories.find((c) => c.name === 'Silver')!;
    bells = subcategories.find((s) => s.name === 'Bells')!;
    pooja = subcategories.find((s) => s.name === 'Pooja Items')!;
  }, SEEDED_APP_TIMEOUT);
  afterAll(() => a.close());

  it('creates a product the shop then shows, searches and lists, with one audit row', async () => {
    const res = await a.call('POST', '/api/admin/products', {
      name: '  Kansa Temple Ghanti  ', price: 2499, discount: 20, stock: 12, category: brass._id, subcategory: bells._id,
      description: 'A hand-cast bell with a long, clear ring.', productDescription: 'Material: Bell metal\nHeight: 18 cm', isNew: true, isFeatured: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminProduct;
    expect(created).toMatchObject({
      name: 'Kansa Temple Ghanti', price: 2499, discount: 20, salePrice: 1999, stock: 12, images: [],
      category: { _id: brass._id, name: 'Brass' }, subcategory: { _id: bells._id, name: 'Bells' },
      isNew: true, isFeatured: true, inFestive: false, isHidden: false, festivePosition: null, ratings: 0, reviewsCount: 0,
      description: 'A hand-cast bell with a long, clear ring.', productDescription: 'Material: Bell metal\nHeight: 18 cm',
    });
    expect(created.slug).toMatch(/^kansa-temple-ghanti-[a-z0-9]{6}$/);

    const shown = await publicProduct(created._id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ _id: created._id, name: 'Kansa Temple Ghanti', price: 2499, discount: 20, discountedPrice: 1999, stock: 12 });
    // The search text was built: found by its name (with a typo), and by its subcategory's name.
    expect(await publicSearch('ghanti')).toContain(created._id);
    expect(await publicSearch('kansa tempel')).toContain(created._id);
    const newest = (await a.call('GET', '/api/products/new?limit=6', undefined, null)).json() as { products: { _id: string }[] };
    expect(newest.products.map((p) => p._id)).toContain(created._id);

    const [row] = await a.audit('product', created._id);
    expect(await a.audit('product', created._id)).toHaveLength(1);
    expect(row).toMatchObject({ action: 'product.create', actorUserId: a.admin.user._id, before: null });
    expect(row!.after).toMatchObject({ _id: created._id, name: 'Kansa Temple Ghanti', price: 2499 });

    const listed = (await a.call('GET', `/api/admin/products?search=ghanti`)).json();
    expect(listed.products[0]).toMatchObject({ _id: created._id, salePrice: 1999, inFestive: false });
    expect(listed.products[0].description).toBeUndefined();
  });

  it('prices up to the limit: a ₹1,00,00,000 piece at 10% off sells for ₹90,00,000 (no overflow)', async () => {
    const p = await create({ price: 10_000_000, discount: 10 });
    expect(p.salePrice).toBe(9_000_000);
    const shown = (await publicProduct(p._id)).json() as { price: number; discountedPrice: number };
    expect(shown).toMatchObject({ price: 10_000_000, discountedPrice: 9_000_000 });
  });

  it('refuses bad input with 400 and the reason, creating nothing', async () => {
    const before = { audit: await a.auditCount(), products: (await a.t.database.db.select({ id: products.id }).from(products)).length };
    const base = { name: 'Refused Lamp', price: 100, stock: 1, category: brass._id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '   ' }, 'Please enter the product name'],
      [{ ...base, name: 'x'.repeat(201) }, 'Product name must be at most 200 characters'],
      [{ ...base, price: -1 }, 'Price must be a whole number of rupees, 0 or more'],
      [{ ...base, price: 99.5 }, 'Price must be a whole number of rupees, 0 or more'],
      [{ ...base, price: '100' }, 'Price must be a whole number of rupees, 0 or more'],
      [{ ...base, discount: 101 }, 'Discount must be a whole number from 0 to 100'],
      [{ ...base, discount: -5 }, 'Discount must be a whole number from 0 to 100'],
      [{ ...base, stock: -1 }, 'Stock must be a whole number, 0 or more'],
      [{ ...base, stock: 2.5 }, 'Stock must be a whole number, 0 or more'],
      [{ ...base, category: undefined }, 'Please choose a category'],
      [{ ...base, category: 'nosuchcategory' }, 'Please choose a category'],
      [{ ...base, subcategory: pooja._id }, 'Please choose a subcategory of the chosen category'],
      [{ ...base, isHidden: 'yes' }, 'Must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await a.call('POST', '/api/admin/products', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const extra = await a.call('POST', '/api/admin/products', { ...base, salePrice: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await a.auditCount()).toBe(before.audit);
    expect((await a.t.database.db.select({ id: products.id }).from(products)).length).toBe(before.products);
  });

  it('edits exactly the fields given; the shop follows a rename and a new category', async () => {
    const p = await create({ name: 'Plain Urli', subcategory: null });
    const res = await a.call('PATCH', `/api/admin/products/${p._id}`, { name: 'Peacock Urli', category: silver._id, subcategory: pooja._id, price: 3200 });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as AdminProduct;
    expect(edited).toMatchObject({
      name: 'Peacock Urli', price: 3200, discount: 10, salePrice: 2880, stock: 7,
      category: { _id: silver._id, name: 'Silver' }, subcategory: { _id: pooja._id, name: 'Pooja Items' },
    });
    expect((await publicProduct(p._id)).json()).toMatchObject({ name: 'Peacock Urli', price: 3200, discountedPrice: 2880, category: { name: 'Silver' } });
    expect(await publicSearch('peacock')).toContain(p._id);
    expect(await publicSearch('plain urli')).not.toContain(p._id);
    expect((await productRow(p._id))!.searchText).toBe('peacock urli silver pooja items');
    const inSilver = (await a.call('GET', `/api/products?categories=${silver._id}&limit=100`, undefined, null)).json() as { products: { _id: string }[] };
    expect(inSilver.products.map((x) => x._id)).toContain(p._id);

    const rows = await a.audit('product', p._id);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.update']);
    expect(rows[1]!.before).toMatchObject({ name: 'Plain Urli', price: 1500, category: { name: 'Brass' } });
    expect(rows[1]!.after).toMatchObject({ name: 'Peacock Urli', price: 3200, category: { name: 'Silver' } });

    // Bad edits change nothing.
    for (const [body, message] of [
      [{ subcategory: bells._id }, 'Please choose a subcategory of the chosen category'],
      [{ category: brass._id }, 'Please choose a subcategory of the chosen category'],
      [{ discount: 150 }, 'Discount must be a whole number from 0 to 100'],
      [{ name: '' }, 'Please enter the product name'],
      [{ stock: -3 }, 'Stock must be a whole number, 0 or more'],
    ] as const) {
      const refused = await a.call('PATCH', `/api/admin/products/${p._id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await a.call('GET', `/api/admin/products/${p._id}`)).json()).toEqual(edited);
    expect(await a.audit('product', p._id)).toHaveLength(2);
    // A patch that changes nothing writes nothing.
    expect((await a.call('PATCH', `/api/admin/products/${p._id}`, { stock: 7 })).statusCode).toBe(200);
    expect(await a.audit('product', p._id)).toHaveLength(2);
    expect((await a.call('PATCH', '/api/admin/products/nosuchproduct', { stock: 1 })).statusCode).toBe(404);
  });

  it("sets a product's own 'most per order' (audited); the cart follows it, and clearing it returns to the shop's limit", async () => {
    const p = await create({ name: 'Heirloom Silver Lamp', stock: 50, maxPerOrder: 2 });
    expect(p.maxPerOrder).toBe(2);
    const buyer = await loginAs(a.t.app, newPhone());
    const cartPut = (quantity: number) => a.call('POST', '/api/cart', { productId: p._id, quantity }, buyer);
    expect((await cartPut(3)).json().message).toBe('You can order at most 2 of Heirloom Silver Lamp in one order');

    const raised = await a.call('PATCH', `/api/admin/products/${p._id}`, { maxPerOrder: 4 });
    expect(raised.json()).toMatchObject({ maxPerOrder: 4 });
    expect((await a.audit('product', p._id)).at(-1)).toMatchObject({ before: { maxPerOrder: 2 }, after: { maxPerOrder: 4 } });
    expect((await cartPut(4)).json().items[0]).toMatchObject({ quantity: 4, maxPerOrder: 4 });

    expect((await a.call('PATCH', `/api/admin/products/${p._id}`, { maxPerOrder: null })).json()).toMatchObject({ maxPerOrder: null });
    expect((await cartPut(10)).json().items[0]).toMatchObject({ quantity: 10, maxPerOrder: 10 });
    for (const bad of [0, 1000, 1.5, '3']) {
      const refused = await a.call('PATCH', `/api/admin/products/${p._id}`, { maxPerOrder: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("Most per order must be a whole number from 1 to 999 (or empty for the shop's limit)");
    }
  });

  it('hides a product from the list, the detail, search and the cart; showing it brings it back', async () => {
    const p = await create({ name: 'Hideable Chembu' });
    expect(await publicSearch('chembu')).toContain(p._id);
    const hidden = await a.call('PATCH', `/api/admin/products/${p._id}`, { isHidden: true });
    expect(hidden.json()).toMatchObject({ isHidden: true });
    expect((await publicProduct(p._id)).statusCode).toBe(404);
    expect(await publicSearch('chembu')).not.toContain(p._id);
    const all = (await a.call('GET', '/api/products?limit=100&categories=' + brass._id, undefined, null)).json() as { products: { _id: string }[] };
    expect(all.products.map((x) => x._id)).not.toContain(p._id);
    const shopper = await loginAs(a.t.app, newPhone());
    expect((await a.call('POST', '/api/cart', { productId: p._id, quantity: 1 }, shopper)).statusCode).toBe(404);

    const hiddenList = (await a.call('GET', '/api/admin/products?status=hidden&limit=100')).json() as { products: { _id: string }[] };
    expect(hiddenList.products.map((x) => x._id)).toContain(p._id);
    const visibleList = (await a.call('GET', '/api/admin/products?status=visible&search=chembu')).json() as { products: { _id: string }[] };
    expect(visibleList.products.map((x) => x._id)).not.toContain(p._id);

    await a.call('PATCH', `/api/admin/products/${p._id}`, { isHidden: false });
    expect((await publicProduct(p._id)).statusCode).toBe(200);
    expect((await a.audit('product', p._id)).map((r) => r.action)).toEqual(['product.create', 'product.update', 'product.update']);
  });

  it('adds to the end of the festive collection and takes out of it', async () => {
    const festive = async () => ((await a.call('GET', '/api/products/festive', undefined, null)).json() as { productIds: string[] }).productIds;
    const first = await festive();
    expect(first.length).toBeGreaterThan(0);
    const p = await create({ name: 'Festive Akhand Diya', inFestive: true });
    expect(p.inFestive).toBe(true);
    expect((await festive()).at(-1)).toBe(p._id);
    const q = await create({ name: 'Later Festive Lamp' });
    await a.call('PATCH', `/api/admin/products/${q._id}`, { inFestive: true });
    expect((await festive()).slice(-2)).toEqual([p._id, q._id]);
    // Already in: stays where it is.
    await a.call('PATCH', `/api/admin/products/${p._id}`, { inFestive: true });
    expect((await festive()).slice(-2)).toEqual([p._id, q._id]);
    const out = await a.call('PATCH', `/api/admin/products/${p._id}`, { inFestive: false });
    expect(out.json()).toMatchObject({ inFestive: false, festivePosition: null });
    expect(await festive()).toEqual([...first, q._id]);
  });

  describe('images', () => {
    // Images are stored by their bytes: each photo is a colour of its own unless one is given.
    let drawn = 0;
    const nextColour = () => `#${(0x402010 + ++drawn * 0x030201).toString(16).slice(-6)}`;
    const photo = async (background = nextColour()) => ({ name: 'photo.png', type: 'image/png', data: await png(1400, 1000, background) });

    it('uploads images through the safe pipeline; the shop shows them and /media serves every width', async () => {
      const p = await create({ name: 'Photographed Kalash' });
      const res = await a.upload(`/api/admin/products/${p._id}/images`, [await photo(), await photo('#c9a24d')]);
      expect(res.statusCode, res.body).toBe(200);
      const withImages = res.json() as AdminProduct;
      expect(withImages.images).toHaveLength(2);
      for (const url of withImages.images) expect(url).toMatch(/^\/media\/products\/[a-f0-9]{64}\.webp$/);
      expect((await publicProduct(p._id)).json().images).toEqual(withImages.images);

      const url = withImages.images[0]!;
      for (const [file, width] of [[url, 960], [url.replace('.webp', '.w480.webp'), 480], [url.replace('.webp', '.w240.webp'), 240]] as const) {
        const served = await a.t.app.inject({ method: 'GET', url: file });
        expect(served.statusCode, file).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(served.rawPayload.length).toBeGreaterThan(0);
        void width;
      }
      const rows = await a.audit('product', p._id);
      expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.images.add']);
      expect(rows[1]!.before).toMatchObject({ images: [] });
      expect(rows[1]!.after).toMatchObject({ images: withImages.images });
    });

    it('refuses non-images, pixel bombs and a seventh image, writing nothing', async () => {
      const p = await create({ name: 'Guarded Thali' });
      const audit = await a.auditCount();
      const refused = async (files: Parameters<AdminTest['upload']>[1], status: number, message: string) => {
        const res = await a.upload(`/api/admin/products/${p._id}/images`, files);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
        expect((await productRow(p._id))!.images).toEqual([]);
      };
      const notImage = 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded';
      await refused([{ name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('this is plain text, not a photo') }], 400, notImage);
      await refused([{ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }], 400, notImage);
      // A GIF header in front of an HTML page is still not a GIF sharp can read.
      await refused([{ name: 'x.gif', type: 'image/gif', data: Buffer.from('GIF89a<html><script>alert(1)</script></html>') }], 400, notImage);
      await refused([await photo(), { name: 'bomb.png', type: 'image/png', data: pixelBombPng() }], 400, 'This image is too large');
      const seven = await Promise.all(Array.from({ length: 7 }, () => photo()));
      await refused(seven, 413, 'You can upload at most 6 images at once');
      await refused([], 400, 'Choose an image to upload');
      const wrongField = await a.upload(`/api/admin/products/${p._id}/images`, [{ ...(await photo()), field: 'image' }]);
      expect(wrongField.statusCode).toBe(400);

      // Six fit; then there is no room for a seventh.
      expect((await a.upload(`/api/admin/products/${p._id}/images`, seven.slice(0, 4))).statusCode).toBe(200);
      const full = await a.upload(`/api/admin/products/${p._id}/images`, seven.slice(0, 3));
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe('A product can have at most 6 images; this one has room for 2 more');
      expect((await a.upload(`/api/admin/products/${p._id}/images`, seven.slice(4, 6))).statusCode).toBe(200);
      expect((await productRow(p._id))!.images).toHaveLength(6);
      expect(await a.auditCount()).toBe(audit + 2);
    });

    it('re-encodes a polyglot: what is stored is a clean WebP, without the hidden payload', async () => {
      const p = await create({ name: 'Polyglot Bowl' });
      const payload = '<script>alert(document.cookie)</script>';
      const polyglot = Buffer.concat([await png(200, 200), Buffer.from(payload)]);
      const res = await a.upload(`/api/admin/products/${p._id}/images`, [{ name: 'bowl.png', type: 'image/png', data: polyglot }]);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await a.mediaBytes(res.json().images[0]);
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.includes(Buffer.from('<script'))).toBe(false);
    });

    it('reorders and removes images by giving the new list; removed files are deleted', async () => {
      const p = await create({ name: 'Reordered Lota' });
      const { images } = (await a.upload(`/api/admin/products/${p._id}/images`, [await photo(), await photo('#222222'), await photo('#eeeeee')])).json() as AdminProduct;
      const [one, two, three] = images as [string, string, string];

      const reordered = await a.call('PUT', `/api/admin/products/${p._id}/images`, { images: [three, one, two] });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().images).toEqual([three, one, two]);
      expect((await publicProduct(p._id)).json().images).toEqual([three, one, two]);

      for (const [body, status] of [
        [{ images: [three, one, two, '/media/products/ffffffffffffffffffffffffffffffff.webp'] }, 400],
        [{ images: [three, three] }, 400],
        [{ images: ['/media/products/elsewhere.webp'] }, 400],
        [{ images: 'none' }, 400],
      ] as const) {
        const refused = await a.call('PUT', `/api/admin/products/${p._id}/images`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      }
      expect((await productRow(p._id))!.images).toEqual([three, one, two]);

      const trimmed = await a.call('PUT', `/api/admin/products/${p._id}/images`, { images: [two] });
      expect(trimmed.json().images).toEqual([two]);
      expect(await a.mediaExists(two)).toBe(true);
      for (const gone of [one, three]) {
        expect(await a.mediaExists(gone)).toBe(false);
        expect(await a.mediaExists(gone.replace('.webp', '.w480.webp'))).toBe(false);
        expect((await a.t.app.inject({ method: 'GET', url: gone })).statusCode).toBe(404);
      }
      expect((await a.audit('product', p._id)).map((r) => r.action)).toEqual(['product.create', 'product.images.add', 'product.images.update', 'product.images.update']);
    });
  });

  describe('delete', () => {
    it('deletes a product never ordered, with its image files', async () => {
      const p = await create({ name: 'Short-lived Bell' });
      const { images } = (await a.upload(`/api/admin/products/${p._id}/images`, [{ name: 'a.png', type: 'image/png', data: await png(64, 48, '#5a3d1e') }])).json() as AdminProduct;
      const res = await a.call('DELETE', `/api/admin/products/${p._id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: true });
      expect(await productRow(p._id)).toBeUndefined();
      expect((await publicProduct(p._id)).statusCode).toBe(404);
      expect((await a.call('GET', `/api/admin/products/${p._id}`)).statusCode).toBe(404);
      expect(await a.mediaExists(images[0]!)).toBe(false);
      const rows = await a.audit('product', p._id);
      expect(rows.at(-1)).toMatchObject({ action: 'product.delete', actorUserId: a.admin.user._id, after: null });
      expect(rows.at(-1)!.before).toMatchObject({ name: 'Short-lived Bell', images });
      expect((await a.call('DELETE', `/api/admin/products/${p._id}`)).statusCode).toBe(404);
    });

    it('archives a product that was ordered: gone from the shop and the console, still on the order', async () => {
      const p = await create({ name: 'Sold Brass Lamp', inFestive: true });
      const { images } = (await a.upload(`/api/admin/products/${p._id}/images`, [{ name: 'a.png', type: 'image/png', data: await png(64, 48, '#1e3d5a') }])).json() as AdminProduct;
      const buyer = await loginAs(a.t.app, newPhone());
      await placeOrder(a.t.database.db, buyer.user._id, p._id, 'delivered');
      const [order] = await a.t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.user._id));

      const res = await a.call('DELETE', `/api/admin/products/${p._id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ archived: true });
      const row = await productRow(p._id);
      expect(row).toMatchObject({ isHidden: true, festivePosition: null });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(await a.mediaExists(images[0]!)).toBe(true);
      expect((await publicProduct(p._id)).statusCode).toBe(404);
      expect(await publicSearch('sold brass lamp')).not.toContain(p._id);
      expect((await a.call('GET', `/api/admin/products/${p._id}`)).statusCode).toBe(404);
      expect((await a.call('PATCH', `/api/admin/products/${p._id}`, { isHidden: false })).statusCode).toBe(404);
      const listed = (await a.call('GET', '/api/admin/products?status=all&search=sold%20brass%20lamp')).json() as { products: { _id: string }[] };
      expect(listed.products.map((x) => x._id)).not.toContain(p._id);

      const shown = await a.call('GET', `/api/orders/${order!.id}`, undefined, buyer);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(JSON.stringify(shown.json())).toContain('Sold Brass Lamp');
      expect((await a.audit('product', p._id)).at(-1)).toMatchObject({ action: 'product.archive' });
      expect((await a.audit('product', p._id)).at(-1)!.after).toMatchObject({ isHidden: true, inFestive: false });
    });
  });
});

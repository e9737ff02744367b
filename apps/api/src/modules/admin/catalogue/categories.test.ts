import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminCategory, AdminProduct, AdminSubcategory } from '@dhatu/domain/contracts';
import { categories, products, subcategories } from '../../../db/schema/index.ts';
import { newPhone, placeOrder, png, startAdminTest, type AdminTest } from './test-helpers.ts';
import { loginAs } from '../../../test/auth-helpers.ts';

describe('admin categories and subcategories API', () => {
  let a: AdminTest;
  const publicCategories = async () => ((await a.call('GET', '/api/categories', undefined, null)).json() as { categories: { _id: string; name: string; image: string | null }[] }).categories;
  const publicSubcategories = async () =>
    ((await a.call('GET', '/api/categories/subcategories/all', undefined, null)).json() as { subcategories: { _id: string; name: string; parentCategory: string }[] }).subcategories;
  const createCategory = async (name: string, position?: number) => {
    const res = await a.call('POST', '/api/admin/categories', { name, ...(position === undefined ? {} : { position }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminCategory;
  };
  const createSubcategory = async (name: string, categoryId: string) => {
    const res = await a.call('POST', '/api/admin/subcategories', { name, categoryId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminSubcategory;
  };
  const createProduct = async (name: string, category: string, subcategory: string | null = null) => {
    const res = await a.call('POST', '/api/admin/products', { name, price: 500, stock: 3, category, subcategory });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminProduct;
  };
  const search = async (words: string) =>
    ((await a.call('GET', `/api/products?search=${encodeURIComponent(words)}`, undefined, null)).json() as { products: { _id: string }[] }).products.map((p) => p._id);

  beforeAll(async () => { a = await startAdminTest({ seed: false }); });
  afterAll(() => a.close());

  it('creates categories and subcategories the shop lists, in order, each with one audit row', async () => {
    const copper = await createCategory('  Copper ');
    expect(copper).toMatchObject({ name: 'Copper', slug: 'copper', image: null, productCount: 0, subcategoryCount: 0 });
    const bronze = await createCategory('Bronze');
    expect(bronze.position).toBe(copper.position + 1);
    const first = await createCategory('Pital & Kansa', 0);
    expect(first).toMatchObject({ slug: 'pital-and-kansa', position: 0 });
    expect((await publicCategories()).map((c) => c.name)).toEqual(['Pital & Kansa', 'Copper', 'Bronze']);

    const bottles = await createSubcategory('Water Bottles', copper._id);
    expect(bottles).toMatchObject({ name: 'Water Bottles', slug: 'water-bottles', categoryId: copper._id, categoryName: 'Copper', productCount: 0 });
    expect(await publicSubcategories()).toContainEqual({ _id: bottles._id, name: 'Water Bottles', parentCategory: copper._id });
    expect((await a.call('GET', `/api/admin/categories?search=copp`)).json()).toMatchObject({ categories: [{ _id: copper._id, subcategoryCount: 1 }], total: 1, page: 1, pages: 1 });
    expect((await a.call('GET', `/api/admin/subcategories?categoryId=${copper._id}`)).json()).toMatchObject({ subcategories: [{ _id: bottles._id }], total: 1 });

    for (const [type, id, action] of [['category', copper._id, 'category.create'], ['subcategory', bottles._id, 'subcategory.create']] as const) {
      const rows = await a.audit(type, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action, actorUserId: a.admin.user._id, before: null });
    }
  });

  it("sets a category's and a product's HSN code (4, 6 or 8 digits with a GST rate), or clears it", async () => {
    const stone = await createCategory('Stone');
    expect(stone.hsnCode).toBeNull();
    const coded = await a.call('PATCH', `/api/admin/categories/${stone._id}`, { hsnCode: ' 4420 ' });
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json()).toMatchObject({ hsnCode: '4420' });
    expect((await a.call('GET', '/api/admin/categories?search=stone')).json()).toMatchObject({ categories: [{ hsnCode: '4420' }] });

    const created = await a.call('POST', '/api/admin/categories', { name: 'Copperware', hsnCode: '741820' });
    expect(created.json()).toMatchObject({ name: 'Copperware', hsnCode: '741820' });

    for (const hsnCode of ['680', '68022', 'stone']) {
      const bad = await a.call('PATCH', `/api/admin/categories/${stone._id}`, { hsnCode });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('HSN code must be 4, 6 or 8 digits');
    }
    // 9999 has no rate in the shop's GST_RATES: an order of it could not be invoiced.
    const rateless = await a.call('PATCH', `/api/admin/categories/${stone._id}`, { hsnCode: '9999' });
    expect(rateless.statusCode).toBe(400);
    expect(rateless.json().message).toBe("HSN code 9999 has no GST rate in the shop's settings (GST_RATES)");

    const product = await createProduct('Soapstone Bowl', stone._id);
    expect(product.hsnCode).toBeNull();
    const own = await a.call('PATCH', `/api/admin/products/${product._id}`, { hsnCode: '44201900' });
    expect(own.json()).toMatchObject({ hsnCode: '44201900' });
    const cleared = await a.call('PATCH', `/api/admin/products/${product._id}`, { hsnCode: '' });
    expect(cleared.json()).toMatchObject({ hsnCode: null });
    expect((await a.call('PATCH', `/api/admin/categories/${stone._id}`, { hsnCode: null })).json()).toMatchObject({ hsnCode: null });
  });

  it('refuses bad and duplicate names with 400/409, changing nothing', async () => {
    const tea = await createCategory('Tea Sets');
    const audit = await a.auditCount();
    const count = async () => (await a.t.database.db.select().from(categories)).length;
    const before = await count();
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/api/admin/categories', { name: '' }, 400, 'Please enter a name'],
      ['POST', '/api/admin/categories', { name: 'x'.repeat(81) }, 400, 'Name must be at most 80 characters'],
      ['POST', '/api/admin/categories', { name: '!!!' }, 400, 'The name needs at least one letter or number'],
      ['POST', '/api/admin/categories', { name: 'tea sets' }, 409, 'A category with this name already exists'],
      ['POST', '/api/admin/categories', { name: 'Ok', position: -1 }, 400, 'Position must be a whole number from 0 to 10000'],
      ['POST', '/api/admin/subcategories', { name: 'Cups', categoryId: 'nosuchcategory' }, 400, 'Please choose a category'],
      ['PATCH', `/api/admin/categories/${tea._id}`, { name: ' ' }, 400, 'Please enter a name'],
      ['PATCH', '/api/admin/categories/nosuchcategory', { name: 'Whatever' }, 404, 'Category not found'],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await a.call(method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const cups = await createSubcategory('Cups', tea._id);
    const dup = await a.call('POST', '/api/admin/subcategories', { name: 'CUPS', categoryId: tea._id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This category already has a subcategory with this name');
    expect(await count()).toBe(before);
    expect(await a.auditCount()).toBe(audit + 1);
    expect((await a.t.database.db.select().from(subcategories).where(eq(subcategories.categoryId, tea._id))).map((s) => s.id)).toEqual([cups._id]);
  });

  it('renames a category or subcategory and its products are found by the new name', async () => {
    const lamps = await createCategory('Lamps');
    const hanging = await createSubcategory('Hanging', lamps._id);
    const p = await createProduct('Chain Deepam', lamps._id, hanging._id);
    expect(await search('lamps')).toContain(p._id);

    const renamed = await a.call('PATCH', `/api/admin/categories/${lamps._id}`, { name: 'Lanterns' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Lanterns', slug: 'lanterns', productCount: 1, subcategoryCount: 1 });
    expect(await search('lanterns')).toContain(p._id);
    expect((await a.call('GET', `/api/products/${p._id}`, undefined, null)).json().category).toEqual({ _id: lamps._id, name: 'Lanterns' });

    await a.call('PATCH', `/api/admin/subcategories/${hanging._id}`, { name: 'Suspended' });
    const [row] = await a.t.database.db.select({ searchText: products.searchText }).from(products).where(eq(products.id, p._id));
    expect(row!.searchText).toBe('chain deepam lanterns suspended');
    expect(await search('suspended')).toContain(p._id);

    const rows = await a.audit('category', lamps._id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]).toMatchObject({ before: { name: 'Lamps' }, after: { name: 'Lanterns' } });
    // A subcategory with products cannot move to another category.
    const other = await createCategory('Other Lamps');
    const move = await a.call('PATCH', `/api/admin/subcategories/${hanging._id}`, { categoryId: other._id });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('Suspended has products; move them to another subcategory before moving it to another category.');
  });

  it('refuses to delete a category or subcategory products use (409), deletes an empty one with its subcategories', async () => {
    const bowls = await createCategory('Bowls');
    const katori = await createSubcategory('Katori', bowls._id);
    const p = await createProduct('Small Katori', bowls._id, katori._id);
    const audit = await a.auditCount();

    const refused = await a.call('DELETE', `/api/admin/categories/${bowls._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bowls still has 1 product. Move them to another category or delete them first.');
    const refusedSub = await a.call('DELETE', `/api/admin/subcategories/${katori._id}`);
    expect(refusedSub.statusCode).toBe(409);
    expect(refusedSub.json().message).toBe('Katori still has 1 product. Move them to another subcategory or delete them first.');
    expect((await publicCategories()).map((c) => c._id)).toContain(bowls._id);
    expect(await a.auditCount()).toBe(audit);

    // An ordered product is archived, not deleted: old orders still name the category, so it stays.
    const buyer = await loginAs(a.t.app, newPhone());
    await placeOrder(a.t.database.db, buyer.user._id, p._id, 'delivered');
    expect((await a.call('DELETE', `/api/admin/products/${p._id}`)).json()).toEqual({ archived: true });
    const stillUsed = await a.call('DELETE', `/api/admin/categories/${bowls._id}`);
    expect(stillUsed.statusCode).toBe(409);
    expect(stillUsed.json().message).toBe('Bowls cannot be deleted: old orders show 1 archived product of it.');

    // The subcategory can go: archived products simply lose it.
    const goneSub = await a.call('DELETE', `/api/admin/subcategories/${katori._id}`);
    expect(goneSub.json()).toEqual({ deleted: true });
    expect((await publicSubcategories()).map((s) => s._id)).not.toContain(katori._id);
    expect((await a.audit('subcategory', katori._id)).at(-1)).toMatchObject({ action: 'subcategory.delete', before: { name: 'Katori' } });

    const empty = await createCategory('Empty Shelf');
    const shelfSub = await createSubcategory('Nothing Yet', empty._id);
    const deleted = await a.call('DELETE', `/api/admin/categories/${empty._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await publicCategories()).map((c) => c._id)).not.toContain(empty._id);
    expect((await publicSubcategories()).map((s) => s._id)).not.toContain(shelfSub._id);
    expect((await a.audit('category', empty._id)).at(-1)).toMatchObject({
      action: 'category.delete', after: null, before: { name: 'Empty Shelf', subcategories: [{ _id: shelfSub._id, name: 'Nothing Yet' }] },
    });
    expect((await a.call('DELETE', `/api/admin/categories/${empty._id}`)).statusCode).toBe(404);
  });

  it('sets a category or subcategory image through the pipeline; the old one is deleted', async () => {
    const trays = await createCategory('Trays');
    const upload = (url: string, data: Buffer, field = 'image') => a.upload(url, [{ name: 't.png', type: 'image/png', data, field }]);
    const res = await upload(`/api/admin/categories/${trays._id}/image`, await png(800, 800));
    expect(res.statusCode, res.body).toBe(200);
    const first = (res.json() as AdminCategory).image!;
    expect(first).toMatch(/^\/media\/categories\/[a-f0-9]{64}\.webp$/);
    expect((await publicCategories()).find((c) => c._id === trays._id)!.image).toBe(first);
    const served = await a.t.app.inject({ method: 'GET', url: first.replace('.webp', '.w480.webp') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = (await upload(`/api/admin/categories/${trays._id}/image`, await png(600, 600, '#333333'))).json().image as string;
    expect(second).not.toBe(first);
    expect(await a.mediaExists(first)).toBe(false);
    expect(await a.mediaExists(second)).toBe(true);
    expect((await a.audit('category', trays._id)).map((r) => r.action)).toEqual(['category.create', 'category.image', 'category.image']);

    const bad = await upload(`/api/admin/categories/${trays._id}/image`, Buffer.from('not an image'));
    expect(bad.statusCode).toBe(400);
    const two = await a.upload(`/api/admin/categories/${trays._id}/image`, [
      { name: 'a.png', type: 'image/png', data: await png(), field: 'image' }, { name: 'b.png', type: 'image/png', data: await png(), field: 'image' },
    ]);
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe('Upload one image at a time');
    expect((await publicCategories()).find((c) => c._id === trays._id)!.image).toBe(second);

    const round = await createSubcategory('Round', trays._id);
    const sub = await upload(`/api/admin/subcategories/${round._id}/image`, await png());
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().image).toMatch(/^\/media\/subcategories\/[a-f0-9]{64}\.webp$/);
    expect((await upload('/api/admin/categories/nosuchcategory/image', await png())).statusCode).toBe(404);
  });
});

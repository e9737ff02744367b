import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, SearchInsights, Suggestions, SynonymDto } from '@dhatu/domain/contracts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { newPhone, SEEDED_APP_TIMEOUT, startAdminTest, type AdminTest } from '../catalogue/test-helpers.ts';

/** Issue 28 on the seeded shop: suggestions, "did you mean", bad input, synonyms and what shoppers searched for. */
describe('search: suggestions, synonyms and insights', () => {
  let a: AdminTest;
  const list = async (search: string, extra = '') => {
    const res = await a.call('GET', `/api/products?search=${encodeURIComponent(search)}${extra}`, undefined, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductList;
  };
  const names = async (search: string) => (await list(search)).products.map((p) => p.name);

  beforeAll(async () => { a = await startAdminTest(); }, SEEDED_APP_TIMEOUT);
  afterAll(() => a.close());

  it('suggests up to five products with picture and price, and categories by any spelling, after two letters', async () => {
    const suggest = async (q: string) => {
      const res = await a.call('GET', `/api/search/suggest?q=${encodeURIComponent(q)}`, undefined, null);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Suggestions;
    };
    const brass = await suggest('bra');
    expect(brass.products.length).toBe(5);
    for (const p of brass.products) {
      expect(p.name).toMatch(/brass/i);
      expect(p.image).toMatch(/^\/media\//);
      expect(p.discountedPrice).toBeGreaterThan(0);
      // The picture and the price paid are the product's own, as its page shows them.
      const product = (await a.call('GET', `/api/products/${p._id}`, undefined, null)).json() as { discountedPrice: number; images: string[] };
      expect([p.discountedPrice, p.image]).toEqual([product.discountedPrice, product.images[0]]);
    }
    expect(brass.categories.map((c) => c.name)).toEqual(['Brass']);
    expect((await suggest('chandi')).categories.map((c) => c.slug)).toEqual(['silver']);
    expect((await suggest('pooja th')).products[0]!.name).toBe('Silver Pooja Thali Set (7 Pieces)');
    expect(await suggest('b')).toEqual({ products: [], categories: [] });
    // A word being typed is completed to the shop's words: 'she' is a stop word as a beginning (she:*).
    const sheesham = await suggest('she');
    expect(sheesham.products[0]!.name).toMatch(/\bshe/i);
    // A last letter narrows nothing yet: the words before it are suggested for.
    expect(await suggest('pooja t')).toEqual(await suggest('pooja'));
    // A category the owner adds or renames is suggested at once (suggestions keep the categories with the thesaurus).
    expect((await suggest('zardozi')).categories).toEqual([]);
    const added = await a.call('POST', '/api/admin/categories', { name: 'Zardozi Ware' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await suggest('zardozi')).categories.map((c) => c.name)).toEqual(['Zardozi Ware']);
    const renamed = await a.call('PATCH', `/api/admin/categories/${(added.json() as { _id: string })._id}`, { name: 'Kalamkari Ware' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await suggest('zardozi')).categories).toEqual([]);
    expect((await suggest('kalamkari')).categories.map((c) => c.name)).toEqual(['Kalamkari Ware']);
    expect((await a.call('GET', '/api/search/suggest', undefined, null)).statusCode).toBe(400);
    expect((await a.call('GET', `/api/search/suggest?q=${'x'.repeat(101)}`, undefined, null)).statusCode).toBe(400);
  });

  it('offers a search that finds something when nothing matched, and counts up to the cap', async () => {
    const nothing = await list('brazz');
    expect(nothing.products).toEqual([]);
    expect(nothing.didYouMean).toBe('brass');
    expect((await list('zzqxv')).didYouMean).toBeNull();
    const found = await list('brass');
    expect(found.capped).toBe(false);
    expect(found.total).toBeGreaterThan(20);
  });

  it('searches bad input as text or refuses it clearly, never a 500', async () => {
    for (const q of ['the and of', '&&& ||| !!!', 'brass & | ! :* ( )', "'; drop table products; --", 'diya)) | (silver:*', '🪔🪔', 'x'.repeat(100), '%_\\']) {
      const res = await a.call('GET', `/api/products?search=${encodeURIComponent(q)}`, undefined, null);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const suggest = await a.call('GET', `/api/search/suggest?q=${encodeURIComponent(q)}`, undefined, null);
      expect(suggest.statusCode, `${q}: ${suggest.body}`).toBe(200);
    }
    expect((await names('brass & | ! :* ( )')).length).toBeGreaterThan(0);
    const long = await a.call('GET', `/api/products?search=${'x'.repeat(200)}`, undefined, null);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100 characters/);
    const deep = await a.call('GET', '/api/products?page=101', undefined, null);
    expect(deep.statusCode).toBe(400);
  });

  it('lets the owner add, change and remove synonyms, in force at once, and refuses loops and empty ones', async () => {
    const customer = await loginAs(a.t.app, newPhone());
    expect((await a.call('GET', '/api/admin/search/synonyms', undefined, customer)).statusCode).toBe(403);
    expect((await a.call('POST', '/api/admin/search/synonyms', { term: 'jyoti', words: ['diya'] }, null)).statusCode).toBe(401);

    expect(await names('qandil')).toEqual([]);
    const created = await a.call('POST', '/api/admin/search/synonyms', { term: 'Qandil', words: ['vilakku'] });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json() as SynonymDto;
    expect(rule).toMatchObject({ term: 'qandil', words: ['vilakku'] });
    expect(await names('qandil')).toEqual(expect.arrayContaining(['Brass Kuthu Vilakku (5-Wick)']));
    expect((await a.audit('search-synonym', rule._id)).map((r) => r.action)).toEqual(['search-synonym.create']);

    const refuse = async (body: unknown, status = 400) => {
      const res = await a.call('POST', '/api/admin/search/synonyms', body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      return res.json().message as string;
    };
    expect(await refuse({ term: '', words: ['diya'] })).toMatch(/required/i);
    expect(await refuse({ term: 'jyoti', words: [] })).toMatch(/at least one/i);
    expect(await refuse({ term: 'jyoti', words: ['jyoti'] })).toMatch(/itself/);
    expect(await refuse({ term: 'two words', words: ['diya'] })).toMatch(/one word/);
    expect(await refuse({ term: 'vilakku', words: ['qandil'] })).toMatch(/loop/);
    expect(await refuse({ term: 'jyoti', words: ['diya', 'it;s'] })).toMatch(/one word/);
    expect(await refuse({ term: 'qandil', words: ['lamp'] }, 409)).toMatch(/already/);

    const changed = await a.call('PUT', `/api/admin/search/synonyms/${rule._id}`, { term: 'qandil', words: ['ghanti'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await names('qandil')).toEqual(expect.arrayContaining(['Brass Pooja Ghanti with Garuda']));
    expect((await a.call('GET', '/api/admin/search/synonyms')).json().synonyms).toHaveLength(1);

    expect((await a.call('DELETE', `/api/admin/search/synonyms/${rule._id}`)).statusCode).toBe(200);
    expect(await names('qandil')).toEqual([]);
    expect((await a.call('DELETE', `/api/admin/search/synonyms/${rule._id}`)).statusCode).toBe(404);
  });

  it('finds a new product by a spelling no other product had, at once', async () => {
    // The search asks only for the spellings the shop has (pital → brass); a new product's name adds its own.
    expect(await names('pital lota')).not.toContain('Pittal Lota');
    const { categories } = (await a.call('GET', '/api/categories', undefined, null)).json() as { categories: { _id: string; name: string }[] };
    const created = await a.call('POST', '/api/admin/products', { name: 'Pittal Lota', price: 900, stock: 3, category: categories.find((c) => c.name === 'Brass')!._id });
    expect(created.statusCode, created.body).toBe(201);
    expect((await names('pital lota')).slice(0, 3)).toContain('Pittal Lota');
    expect((await names('brass lota')).slice(0, 3)).toContain('Pittal Lota');
  });

  it('searches a product as the owner last saved it: renamed, repriced, moved, hidden, deleted', async () => {
    // Every change is searched at once: the answers kept for searches go with the product's tags.
    const { categories } = (await a.call('GET', '/api/categories', undefined, null)).json() as { categories: { _id: string; name: string }[] };
    const brass = categories.find((c) => c.name === 'Brass')!._id;
    const silver = categories.find((c) => c.name === 'Silver')!._id;
    const created = await a.call('POST', '/api/admin/products', { name: 'Zarkan Lamp', price: 800, stock: 2, category: brass });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { _id: string })._id;
    const found = async (search: string, extra = '') => (await list(search, extra)).products.filter((p) => p._id === id);
    expect(await found('zarkan')).toHaveLength(1);

    const edit = async (change: Record<string, unknown>) => {
      const res = await a.call('PATCH', `/api/admin/products/${id}`, change);
      expect(res.statusCode, res.body).toBe(200);
    };
    await edit({ name: 'Qirmiz Lamp' });
    expect(await found('zarkan')).toEqual([]);
    expect(await found('qirmiz')).toHaveLength(1);
    expect(await found('qirmiz', '&priceRanges=1')).toHaveLength(1);
    await edit({ price: 3_000 });
    expect(await found('qirmiz', '&priceRanges=1')).toEqual([]);
    expect(await found('qirmiz', '&priceRanges=2')).toHaveLength(1);
    expect((await found('qirmiz', '&sort=price'))[0]?.discountedPrice).toBe(3_000);
    await edit({ category: silver });
    expect(await found('qirmiz', `&categories=${brass}`)).toEqual([]);
    expect(await found('qirmiz', `&categories=${silver}`)).toHaveLength(1);
    await edit({ isHidden: true });
    expect(await found('qirmiz')).toEqual([]);
    await edit({ isHidden: false });
    expect(await found('qirmiz')).toHaveLength(1);
    expect((await a.call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect(await found('qirmiz')).toEqual([]);
  });

  it('finds and counts the products of every search slice: the newest one by one, the older ones together', async () => {
    // The demo shop is all in slice 0; the next product lands ten slices on: slices 10 to 3 are
    // asked one by one, the older ones (0) together.
    const before = await list('brass');
    const urlisBefore = await list('brass urli');
    await a.t.database.db.execute(`select setval('products_search_order', 250000)`);
    const { categories } = (await a.call('GET', '/api/categories', undefined, null)).json() as { categories: { _id: string; name: string }[] };
    const created = await a.call('POST', '/api/admin/products', { name: 'Brass Urli Grande', price: 4_500, stock: 2, category: categories.find((c) => c.name === 'Brass')!._id });
    expect(created.statusCode, created.body).toBe(201);
    const slices = await a.t.database.db.execute<{ slice: number; products: number }>(
      `select search_slice as slice, count(*)::int as products from products group by 1 order by 1`);
    expect(slices.rows).toEqual([{ slice: 0, products: expect.any(Number) }, { slice: 10, products: 1 }]);
    const after = await list('brass');
    expect(after.total).toBe(before.total + 1);
    const urlis = await names('brass urli');
    expect(urlis).toContain('Brass Urli Grande');
    expect(urlis.length).toBeGreaterThan(1);
    // Two words in a sliced catalogue: names are asked for by their word pairs, and find the same.
    expect((await list('brass urli')).total).toBe(urlisBefore.total + 1);
    // Suggestions look in the newest slices only (a hint on every key press); Enter searches all.
    const suggested = (await a.call('GET', `/api/search/suggest?q=${encodeURIComponent('brass urli gr')}`, undefined, null)).json() as Suggestions;
    expect(suggested.products.map((p) => p.name)).toContain('Brass Urli Grande');
  });

  it('tells the owner the top searches and those that found nothing, without who searched', async () => {
    for (let i = 0; i < 3; i++) await list('Brass  Diya');
    await list('brass diya', '&page=2');
    await list('xylophone');
    const insights = async (days: string) => {
      const res = await a.call('GET', `/api/admin/search/insights?days=${days}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SearchInsights;
    };
    const week = await insights('7');
    expect(week.top).toEqual(expect.arrayContaining([{ query: 'brass diya', searches: 3 }, { query: 'xylophone', searches: 1 }]));
    expect(week.noResults).toEqual(expect.arrayContaining([{ query: 'xylophone', searches: 1 }]));
    expect(week.noResults.map((r) => r.query)).not.toContain('brass diya');
    expect((await insights('30')).top).toEqual(expect.arrayContaining([{ query: 'brass diya', searches: 3 }]));
    expect((await a.call('GET', '/api/admin/search/insights?days=9')).statusCode).toBe(400);
    const columns = await a.t.database.db.execute<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'search_counts'`);
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual(['day', 'found', 'query', 'searches']);
  });
});

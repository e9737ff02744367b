/**
 * Products, customers (with access tokens the child server accepts) and carts written straight
 * into a database of the suite's cluster, for the tests that run the shop as a separate process.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { cartItems, categories, products, users } from '../../apps/api/src/db/schema/index.ts';
import { deriveKeys } from '../../apps/api/src/modules/auth/secret.ts';
import { signInDirectly } from '../../apps/api/src/test/auth-helpers.ts';
import { createDatabase, type PgCluster } from './pg-cluster.ts';
import { SERVER_AUTH_SECRET } from './server-process.ts';

export interface ShopCustomer {
  id: string;
  headers: { authorization: string };
}

export interface ShopData {
  url: string;
  database: Database;
  products(list: { name: string; price: number; stock: number }[]): Promise<{ id: string; name: string }[]>;
  customers(count: number): Promise<ShopCustomer[]>;
  fillCart(customer: ShopCustomer, lines: { productId: string; quantity: number }[]): Promise<void>;
  close(): Promise<void>;
}

/** A new database (migrated) in the cluster, and helpers to fill it. */
export async function newShopDatabase(cluster: PgCluster, prefix: string): Promise<ShopData> {
  const url = await createDatabase(cluster, `${prefix}_${randomBytes(4).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 });
  const key = deriveKeys(SERVER_AUTH_SECRET).accessToken;
  const [category] = await database.db.insert(categories).values({ name: 'Brass', slug: `brass-${prefix}` }).returning({ id: categories.id });
  let serial = 0;
  return {
    url,
    database,
    async products(list) {
      return database.db.insert(products).values(list.map((p) => ({
        slug: `${prefix}-${++serial}`, name: p.name, pricePaise: p.price * 100, discount: 0, stock: p.stock, categoryId: category!.id,
      }))).returning({ id: products.id, name: products.name });
    },
    async customers(count) {
      const rows = Array.from({ length: count }, () => ({ phone: `+9181${String(++serial).padStart(8, '0')}`, name: 'Fault Tester' }));
      const created = await database.db.insert(users).values(rows).returning({ id: users.id });
      return Promise.all(created.map(async ({ id }) => ({
        id, headers: await signInDirectly(database.db, key, { id }),
      })));
    },
    async fillCart(customer, lines) {
      const start = Date.now();
      await database.db.insert(cartItems).values(lines.map((l, i) => ({ userId: customer.id, ...l, createdAt: new Date(start + i) })));
    },
    close: () => database.close(),
  };
}

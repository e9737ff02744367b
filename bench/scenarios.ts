/**
 * What the benchmark loads, for one running shop: the catalogue reads, the signed-in cart calls and
 * placing a COD order, plus the three server-rendered pages (from the guest page cache after the
 * sample's first render) and a product page rendered afresh every time. Shoppers are prepared up front.
 */
import { request } from 'node:http';
import { api, type Shop } from './lib.ts';
import type { LoadJob } from './load.ts';
import { distinctSearchPaths, suggestionPaths } from './search-phrases.ts';
import { COD_ORDER, DELIVERY_RULES, fillCarts, importDeliveryZones, productsInStock, signIn } from './shoppers.ts';

export type Kind = 'read' | 'write' | 'page';

export interface Scenario {
  /** Short key for --only. */
  key: string;
  name: string;
  kind: Kind;
  /** The load for a number of connections. */
  job(connections: number): Omit<LoadJob, 'connections' | 'durationSec'>;
  /** One real answer of the shop for this request: the ceiling server sends the same bytes. */
  sample(): Promise<Sample>;
}

/** One answer as it came over the wire (compressed when it was sent compressed). */
export interface Sample {
  body: Buffer;
  contentType: string;
  contentEncoding?: string;
  status: number;
}

export interface ScenarioOptions {
  connectionCounts: number[];
  /** Orders placed in each place-order cell (each by a different shopper with a filled cart). */
  ordersPerCell: number;
  only: Set<string> | null;
  /** The product-detail cells read a product sold in variants (the variants half of --compare-variants). */
  variantProduct?: boolean;
}

/** Keys in the order they run; writes last, so reads see the catalogue as seeded. */
export const SCENARIO_KEYS = ['list', 'search', 'distinct', 'suggest', 'detail', 'delivery', 'page-home', 'page-list', 'page-product', 'page-product-miss', 'cart', 'add', 'order'] as const;

/**
 * Pages are loaded as a browser asks for them: every browser sends this, and the shop answers a cached
 * page with the copy it compressed once (decision 42) — the path shoppers take, and the bytes they pay for.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** A cookie makes a page request pass by the guest page cache: every request renders, as a miss does. */
const MISS_HEADERS = { ...BROWSER_HEADERS, cookie: 'bench=miss' };

/** GET without decoding the body (fetch would decompress it), so the ceiling can send the same bytes. */
function getRaw(url: string, headers: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({
        body: Buffer.concat(chunks),
        contentType: res.headers['content-type'] ?? 'application/json',
        contentEncoding: res.headers['content-encoding'],
        status: res.statusCode ?? 0,
      }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}

export async function buildScenarios(shop: Shop, options: ScenarioOptions): Promise<{ scenarios: Scenario[] }> {
  const wanted = (key: string) => !options.only || options.only.has(key);
  const { base } = shop;
  const { categories } = await api<{ categories: { _id: string; name: string }[] }>(base, '/api/categories');
  const brass = categories.find((c) => c.name.toLowerCase() === 'brass');
  if (!brass) throw new Error('the seeded shop has no Brass category');
  const { products } = await api<{ products: { _id: string; variants: unknown[] }[] }>(base, `/api/products?limit=50&categories=${brass._id}`);
  // The newest Brass product: one sold in variants when the run compares them, else one sold as one.
  const productId = (products.find((p) => (p.variants.length > 0) === (options.variantProduct ?? false)) ?? products[0]!)._id;
  const listPath = `/api/products?categories=${brass._id}&priceRanges=1,2&sort=price&page=2`;

  const get = (path: string, token?: string, headers: Record<string, string> = {}) => () =>
    getRaw(base + path, token ? { authorization: `Bearer ${token}`, ...headers } : headers);
  const getJob = (path: string) => () => ({ url: base + path, method: 'GET' });
  const page = (key: string, name: string, path: string, headers: Record<string, string> = BROWSER_HEADERS): Scenario => ({
    key, name, kind: 'page',
    job: () => ({ url: base + path, method: 'GET', headers }),
    sample: get(path, undefined, headers),
  });

  const scenarios: Scenario[] = [
    { key: 'list', name: 'list (filtered, sorted, page 2)', kind: 'read', job: getJob(listPath), sample: get(listPath) },
    { key: 'search', name: "typo search 'brss diya'", kind: 'read', job: getJob('/api/products?search=brss%20diya'), sample: get('/api/products?search=brss%20diya') },
    // Issue 28: every request a different query, so no cache answers (the row above repeats one).
    { key: 'distinct', name: 'distinct searches (typos, Hinglish)', kind: 'read', job: () => ({ url: base, method: 'GET', pathPerRequest: distinctSearchPaths() }), sample: get(distinctSearchPaths()[0]!) },
    { key: 'suggest', name: 'suggestions as typed (distinct)', kind: 'read', job: () => ({ url: base, method: 'GET', pathPerRequest: suggestionPaths() }), sample: get(suggestionPaths()[0]!) },
    { key: 'detail', name: 'product detail', kind: 'read', job: getJob(`/api/products/${productId}`), sample: get(`/api/products/${productId}`) },
    page('page-home', 'page / (SSR)', '/'),
    page('page-list', 'page /products?… (SSR)', `/products?categories=${brass._id}&sort=price`),
    page('page-product', 'page product (SSR)', `/products/id/${productId}`),
    page('page-product-miss', 'page product, cache miss (SSR)', `/products/id/${productId}`, MISS_HEADERS),
  ].filter((s) => wanted(s.key)) as Scenario[];

  if (wanted('delivery')) {
    // Issue 22: the pincode box's lookup among 20,000 zone rules (imported as the owner would).
    const path = await importDeliveryZones(shop);
    scenarios.push({ key: 'delivery', name: `delivery estimate (${DELIVERY_RULES.toLocaleString('en-IN')} zone rules)`, kind: 'read', job: getJob(path), sample: get(path) });
  }

  const needsCarts = wanted('cart') || wanted('add');
  const needsOrders = wanted('order');
  if (needsCarts || needsOrders) {
    const maxConnections = Math.max(...options.connectionCounts);
    const orderBuyers = needsOrders ? options.ordersPerCell * options.connectionCounts.length + 1 : 0;
    const started = Date.now();
    const stock = await productsInStock(shop, orderBuyers + maxConnections * 3);
    const distinct = [...new Set(stock)];

    if (needsCarts) {
      // One shopper per connection, each with three lines in the cart.
      const tokens = await signIn(shop, maxConnections);
      await fillCarts(shop, tokens, distinct, 3);
      const bodies = tokens.map((_, i) => ({ productId: distinct[(i * 3 + 1) % distinct.length], quantity: 2 }));
      if (wanted('cart')) {
        scenarios.push({
          key: 'cart', name: 'cart read (signed in)', kind: 'read',
          job: (connections) => ({ url: `${base}/api/cart`, method: 'GET', tokensPerConnection: tokens.slice(0, connections) }),
          sample: get('/api/cart', tokens[0]),
        });
      }
      if (wanted('add')) {
        scenarios.push({
          key: 'add', name: 'add-to-cart (set quantity)', kind: 'write',
          job: (connections) => ({ url: `${base}/api/cart`, method: 'POST', tokensPerConnection: tokens.slice(0, connections), bodiesPerConnection: bodies }),
          sample: async () => {
            const res = await fetch(`${base}/api/cart`, { method: 'POST', headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' }, body: JSON.stringify(bodies[0]) });
            return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/json', status: res.status };
          },
        });
      }
    }

    if (needsOrders) {
      // A different shopper for every order, each with one unit of a product in stock in the cart.
      const buyers = await signIn(shop, orderBuyers);
      const picks = stock.slice(maxConnections * 3);
      await fillCarts(shop, buyers, picks.length >= buyers.length ? picks : stock, 1);
      const [sampleBuyer, ...rest] = buyers;
      const cells = new Map(options.connectionCounts.map((c, i) => [c, rest.slice(i * options.ordersPerCell, (i + 1) * options.ordersPerCell)]));
      scenarios.push({
        key: 'order', name: 'place order (COD)', kind: 'write',
        job: (connections) => ({ url: `${base}/api/orders`, method: 'POST', body: COD_ORDER, tokensPerRequest: cells.get(connections)!, amount: options.ordersPerCell }),
        sample: async () => {
          const res = await fetch(`${base}/api/orders`, { method: 'POST', headers: { authorization: `Bearer ${sampleBuyer}`, 'content-type': 'application/json' }, body: JSON.stringify(COD_ORDER) });
          return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/json', status: res.status };
        },
      });
    }
    console.log(`shoppers signed in and carts filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const order = new Map<string, number>(SCENARIO_KEYS.map((k, i) => [k, i]));
  scenarios.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  return { scenarios };
}

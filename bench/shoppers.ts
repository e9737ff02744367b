/**
 * Signed-in shoppers for the cart and order endpoints, made through the shop's real login: a code
 * is requested by phone, read from the console SMS provider's line on the shop's stdout, and
 * verified — the same path a customer takes, no test-only shortcut.
 */
import { api, inParallel, type Shop } from './lib.ts';

interface ListedProduct { _id: string; stock: number; discountedPrice: number; options: unknown[] }

/** The most a product may cost for a one-unit cash-on-delivery order under the default limit (DELIVERY_DEFAULTS), shipping included. */
const COD_PRICE_LIMIT = 9_500;

/** The body checkout sends for cash on delivery (account-and-checkout §7). */
export const COD_ORDER = {
  shippingAddress: { houseNumber: '12B', street: 'MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
  billingAddressSameAsShipping: true,
  paymentMethod: 'COD',
  userName: 'Bench Shopper',
};

// A fresh block of numbers each run: a kept database (--reuse) already has earlier runs' shoppers,
// and a phone may ask for only five codes an hour.
let nextPhone = Math.floor(Math.random() * 90_000) * 10_000;

/** Signs in `count` new customers (phones 7XXXXXXXXX, clear of the demo data's) and answers their access tokens. */
export async function signIn(shop: Shop, count: number): Promise<string[]> {
  const phones = Array.from({ length: count }, () => `7${String(nextPhone++).padStart(9, '0')}`);
  return inParallel(phones, 8, async (phone) => {
    await api(shop.base, '/api/auth/otp/send', { body: { phone } });
    const code = await shop.codeFor(`+91${phone}`);
    const session = await api<{ token: string }>(shop.base, '/api/auth/otp/verify', { body: { phone, code } });
    return session.token;
  });
}

/**
 * Products in stock with room for `buyers` single-unit orders, spread so that no product is bought
 * more than a few times (orders lock their products' rows; one hot row would measure the lock).
 */
export async function productsInStock(shop: Shop, buyers: number): Promise<string[]> {
  const picks: string[] = [];
  for (let page = 1; picks.length < buyers && page <= 200; page++) {
    const { products } = await api<{ products: ListedProduct[] }>(shop.base, `/api/products?limit=100&page=${page}`);
    if (products.length === 0) break;
    // Passed over: a product with options (the cart wants a variant), and one whose order cash on
    // delivery would refuse (above the shop's default limit, ₹10,000, with shipping).
    for (const product of products.filter((p) => p.options.length === 0 && p.discountedPrice <= COD_PRICE_LIMIT)) {
      // Up to 5 buyers per product, keeping a few units for the shop.
      const units = Math.min(5, product.stock - 5);
      for (let i = 0; i < units; i++) picks.push(product._id);
    }
  }
  if (picks.length === 0) throw new Error('no product has stock to order');
  return picks;
}

/** Fills each shopper's cart: `lines` different products, one unit each. */
export async function fillCarts(shop: Shop, tokens: string[], productIds: string[], lines: number) {
  await inParallel(tokens, 8, async (token, index) => {
    for (let line = 0; line < lines; line++) {
      const productId = productIds[(index * lines + line) % productIds.length]!;
      await api(shop.base, '/api/cart', { body: { productId, quantity: 1 }, token });
    }
  });
}

/** The bench shop's admin (bench/lib.ts ADMIN_PHONES), for the console calls a scenario needs. */
export const BENCH_ADMIN_PHONE = '6000000001';
export const DELIVERY_RULES = 20_000;

/**
 * Replaces the shop's delivery zones with 20,000 rules through the console's CSV import: 15,000
 * pincodes, 4,000 ranges of 20 and 1,000 four-digit prefixes, overlapping as real files do.
 * Answers the estimate path to load: a pincode covered by a pincode, a range and a prefix.
 */
export async function importDeliveryZones(shop: Shop): Promise<string> {
  await api(shop.base, '/api/auth/otp/send', { body: { phone: BENCH_ADMIN_PHONE } });
  const code = await shop.codeFor(`+91${BENCH_ADMIN_PHONE}`);
  const { token } = await api<{ token: string }>(shop.base, '/api/auth/otp/verify', { body: { phone: BENCH_ADMIN_PHONE, code } });
  const rows = ['pincode_or_range,min_days,max_days,cod,fee'];
  for (let i = 0; i < 15_000; i++) rows.push(`${110_000 + i * 53},${1 + (i % 4)},${5 + (i % 4)},${i % 5 === 0 ? 'no' : 'yes'},`);
  for (let i = 0; i < 4_000; i++) rows.push(`${500_000 + i * 100}-${500_000 + i * 100 + 19},2,6,yes,${i % 10 === 0 ? 49 : ''}`);
  for (let i = 0; i < 1_000; i++) rows.push(`${5000 + i}*,3,7,yes,`);
  await api(shop.base, '/api/admin/delivery/rules', { method: 'PUT', body: { csv: rows.join('\n') }, token });
  // 560003 is in a range (560000-560019) and a prefix (5600*): the index finds both, the range wins.
  return '/api/delivery/estimate?pincode=560003';
}

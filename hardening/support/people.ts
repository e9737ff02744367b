/**
 * A shop with a little of everything, made through the API: products, a coupon, an admin, and
 * customers who each have an order, a saved address, a review, a cart line and a wishlist entry —
 * with distinctive names and addresses, so a leak of one customer's data to another is findable.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { createFixtures, type Fixtures } from '../../apps/api/src/modules/cart/test-fixtures.ts';
import { signInDirectly } from '../../apps/api/src/test/auth-helpers.ts';
import { createCustomers, type Customer } from '../../apps/api/src/modules/orders/test-helpers.ts';
import type { TestContext } from '../../apps/api/src/test/test-app.ts';

export interface Person {
  customer: Customer;
  name: string;
  /** The customer's own records. */
  ids: { addressId: string; orderId: string; orderNumber: string; reviewId: string; cartItemId: string };
  /** Text only this customer's answers may contain. */
  secrets: string[];
}

export interface Shop {
  f: Fixtures;
  products: { id: string; name: string }[];
  couponCode: string;
  admin: Customer;
  alice: Person;
  bob: Person;
}

/** Fails loudly: a fixture that did not take would make every later check pass for nothing. */
async function call(t: TestContext, who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

interface PersonSpec {
  name: string;
  address: { houseNumber: string; street: string; area: string; landmark: string; city: string; state: string; pincode: string };
  review: string;
}

async function makePerson(t: TestContext, products: Shop['products'], spec: PersonSpec): Promise<Person> {
  const [customer] = await createCustomers(t, 1, spec.name);
  const who = customer!;
  const [ordered, carted, wished] = products;
  const book = await call(t, who, 'POST', '/api/profile/addresses', { label: 'Home', ...spec.address });
  const addressId = (book.addresses as { _id: string }[])[0]!._id;

  await call(t, who, 'POST', '/api/cart', { productId: ordered!.id, quantity: 1 });
  const order = await call(t, who, 'POST', '/api/orders', {
    shippingAddress: { label: 'Home', ...spec.address }, billingAddressSameAsShipping: true, paymentMethod: 'COD', paymentInfo: {}, userName: spec.name,
  });
  const review = await call(t, who, 'POST', `/api/products/${ordered!.id}/reviews`, { rating: 4, comment: spec.review });
  const cart = await call(t, who, 'POST', '/api/cart', { productId: carted!.id, quantity: 2 });
  await call(t, who, 'POST', '/api/wishlist', { productId: wished!.id });

  const ids = {
    addressId,
    orderId: order._id as string,
    orderNumber: order.orderId as string,
    reviewId: (review.review as { _id: string })._id,
    cartItemId: (cart.items as { _id: string }[])[0]!._id,
  };
  const phoneDigits = who.phone.slice(-10);
  return {
    customer: who,
    name: spec.name,
    ids,
    secrets: [
      phoneDigits, spec.name, spec.address.houseNumber, spec.address.street, spec.address.landmark,
      ids.addressId, ids.orderId, ids.orderNumber, ids.cartItemId,
    ],
  };
}

export async function makeShop(t: TestContext): Promise<Shop> {
  const f = await createFixtures(t);
  const products = [
    await f.product({ name: 'Hammered Brass Lota', price: 1250, stock: 500 }),
    await f.product({ name: 'Silver Filigree Box', price: 3400, stock: 500, category: 'silver' }),
    await f.product({ name: 'Bell Metal Diya', price: 650, stock: 500 }),
    await f.product({ name: 'Sold Out Urli', price: 900, stock: 0 }),
    await f.product({ name: 'Hidden Kalash', price: 1100, stock: 20, hidden: true }),
  ];
  const couponCode = `FUZZ${Date.now().toString(36)}`.toUpperCase();
  await f.coupon({ code: couponCode, value: 10 });

  const [adminCustomer] = await createCustomers(t, 1, 'Shop Admin');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminCustomer!.id));
  const adminHeaders = await signInDirectly(t.database.db, t.app.auth.keys.accessToken, { id: adminCustomer!.id, role: 'admin' }, 120);
  const admin = { ...adminCustomer!, headers: adminHeaders };

  const alice = await makePerson(t, products, {
    name: 'Zephyrine Quillfeather',
    address: { houseNumber: 'Flat 9Z Quillhouse', street: 'Xylograph Marg', area: 'Vellore Fort', landmark: 'Opposite Zinnia Tank', city: 'Vellore', state: 'Tamil Nadu', pincode: '632004' },
    review: 'The lota keeps water cool all day; Zephyrine approves of the hammering.',
  });
  const bob = await makePerson(t, products, {
    name: 'Bartholomew Okonkwo',
    address: { houseNumber: 'House 77Q Okonkwo Villa', street: 'Juniper Crescent', area: 'Salt Lake', landmark: 'Behind Quasar Mall', city: 'Kolkata', state: 'West Bengal', pincode: '700091' },
    review: 'Solid brass, well finished, and it arrived before Diwali as promised.',
  });
  return { f, products, couponCode, admin, alice, bob };
}

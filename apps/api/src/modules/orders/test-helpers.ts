/** Customers, carts and order bodies for the order and invoice tests. */
import { randomBytes } from 'node:crypto';
import { cartCoupons, cartItems, users } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { signInDirectly } from '../../test/auth-helpers.ts';

export interface Customer {
  id: string;
  phone: string;
  headers: { authorization: string };
}

let serial = 0;

/**
 * `count` new customers with access tokens, made directly (one insert, tokens signed with the
 * app's key) rather than through the login flow: the concurrency tests need hundreds.
 */
export async function createCustomers(t: TestContext, count: number, name = ''): Promise<Customer[]> {
  const run = randomBytes(3).readUIntBE(0, 3) % 1000;
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return { phone: `+9170${String(run).padStart(3, '0')}${String(serial).padStart(5, '0')}`, name };
  });
  const created = await t.database.db.insert(users).values(rows).returning({ id: users.id, phone: users.phone });
  return Promise.all(created.map(async (user) => {
    const headers = await signInDirectly(t.database.db, t.app.auth.keys.accessToken, user);
    return { id: user.id, phone: user.phone, headers };
  }));
}

export async function createCustomer(t: TestContext, name = 'Asha Rao'): Promise<Customer> {
  const [customer] = await createCustomers(t, 1, name);
  return customer!;
}

/** Puts lines (and optionally a coupon) straight into customers' carts. */
export async function fillCarts(
  t: TestContext, customers: readonly Customer[], lines: readonly { productId: string; variantId?: string; quantity: number }[], couponId?: string,
) {
  const db = t.database.db;
  const start = Date.now();
  await db.insert(cartItems).values(customers.flatMap((c) => lines.map((l, i) => ({
    userId: c.id, productId: l.productId, variantId: l.variantId ?? null, quantity: l.quantity, createdAt: new Date(start + i),
  }))));
  if (couponId) await db.insert(cartCoupons).values(customers.map((c) => ({ userId: c.id, couponId })));
}

export const GUJARAT_ADDRESS = {
  label: 'Home', houseNumber: '12B', street: 'CG Road', area: 'Navrangpura', landmark: 'Near Law Garden',
  city: 'Ahmedabad', state: 'Gujarat', pincode: '380009',
} as const;

export const KARNATAKA_ADDRESS = {
  label: 'Work', houseNumber: '4th Floor, 221', street: '100 Feet Road', area: 'Indiranagar', landmark: '',
  city: 'Bengaluru', state: 'Karnataka', pincode: '560038',
} as const;

/** A valid POST /api/orders body for cash on delivery. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    shippingAddress: GUJARAT_ADDRESS,
    billingAddress: GUJARAT_ADDRESS,
    billingAddressSameAsShipping: true,
    paymentMethod: 'COD',
    paymentInfo: {},
    userName: 'Asha Rao',
    ...overrides,
  };
}

/** POST /api/orders as a customer (with an optional Idempotency-Key). */
export function postOrder(t: TestContext, customer: Customer, body: unknown = orderBody(), key?: string) {
  return t.app.inject({
    method: 'POST', url: '/api/orders', payload: body as object,
    headers: { ...customer.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

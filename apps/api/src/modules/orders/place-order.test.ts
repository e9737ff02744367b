import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { addresses, cartCoupons, cartItems, categories, couponRedemptions, coupons, invoices, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createPaymentRegistry, onlinePaymentProvider, type OnlinePaymentOrder, type OnlinePaymentProvider } from './payment-hook.ts';
import {
  createCustomer, fillCarts, GUJARAT_ADDRESS, KARNATAKA_ADDRESS, orderBody, postOrder, type Customer,
} from './test-helpers.ts';

describe('placing an order (POST /api/orders)', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const cartOf = (who: Customer) => t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers }).then((r) => r.json());
  const orderCount = async (who: Customer) => db().$count(orders, eq(orders.userId, who.id));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody() });
    expect(res.statusCode).toBe(401);
  });

  it('places a COD order from the cart: server prices, a snapshot of each line, stock taken, cart emptied, invoice issued', async () => {
    const asha = await createCustomer(t);
    const diya = await f.product({ name: 'Brass Diya', price: 450, stock: 20 });
    const bowl = await f.product({ name: 'Silver Bowl', price: 1499, discount: 10, stock: 5, category: 'silver' }); // ₹1349.1 → ₹1349
    await fillCarts(t, [asha], [{ productId: diya.id, quantity: 2 }, { productId: bowl.id, quantity: 1 }]);

    const res = await postOrder(t, asha);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDto;
    expect(order).toMatchObject({
      orderId: expect.stringMatching(/^DH-\d{4}-\d{6}$/),
      status: 'pending', paymentMethod: 'COD', paymentStatus: 'pending', paymentVerifiedAt: null,
      userName: 'Asha Rao', userPhone: asha.phone, user: { name: 'Asha Rao', phone: asha.phone },
      receiverName: null, receiverPhone: null,
      originalSubtotal: 2399, subtotal: 2249, productDiscount: 150, couponDiscount: 0, totalDiscount: 150, couponCode: null,
      shippingFee: 0, total: 2249, itemCount: 3, paymentUrl: null, tracking: null, deliveredAt: null, cancelledAt: null,
      canCancel: true, billingAddressSameAsShipping: true,
      invoiceNumber: expect.stringMatching(/^INV\/\d{4}\/0000\d\d$/),
    });
    expect(order.items).toEqual([
      { _id: expect.any(String), product: { _id: diya.id, name: 'Brass Diya', slug: expect.any(String), images: [], price: 450, discount: 0 }, variant: null, quantity: 2, price: 450, lineTotal: 900, couponDiscount: 0, category: 'Brass', hsn: '7418' },
      { _id: expect.any(String), product: { _id: bowl.id, name: 'Silver Bowl', slug: expect.any(String), images: [], price: 1499, discount: 10 }, variant: null, quantity: 1, price: 1349, lineTotal: 1349, couponDiscount: 0, category: 'Silver', hsn: '7114' },
    ]);
    expect(order.shippingAddress).toEqual({ ...GUJARAT_ADDRESS, country: 'India' });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(new Date(order.cancelDeadline).getTime() - new Date(order.createdAt).getTime()).toBe(24 * 3_600_000);

    expect(await stockOf(diya.id)).toBe(18);
    expect(await stockOf(bowl.id)).toBe(4);
    expect((await cartOf(asha)).items).toEqual([]);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice).toMatchObject({ invoiceNumber: order.invoiceNumber, supplyType: 'intra', totalPaise: 224_900 });
  });

  it('small orders pay the shipping fee', async () => {
    const asha = await createCustomer(t);
    const bell = await f.product({ name: 'Small Bell', price: 399 });
    await fillCarts(t, [asha], [{ productId: bell.id, quantity: 1 }]);
    const order = (await postOrder(t, asha)).json() as OrderDto;
    expect(order).toMatchObject({ subtotal: 399, shippingFee: 50, total: 449 });
  });

  it('takes no price, total or other unknown field from the client (400) and uses the prices the server has now', async () => {
    const asha = await createCustomer(t);
    const lamp = await f.product({ name: 'Brass Lamp', price: 800, stock: 10 });
    await fillCarts(t, [asha], [{ productId: lamp.id, quantity: 1 }]);
    for (const extra of [{ total: 1 }, { subtotal: 1 }, { items: [{ product: lamp.id, quantity: 1, price: 1 }] }, { couponDiscount: 800 }, { shippingFee: 0 }]) {
      const res = await postOrder(t, asha, orderBody(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toMatch(/Unrecognized key/);
    }
    const nested = await postOrder(t, asha, orderBody({ shippingAddress: { ...GUJARAT_ADDRESS, price: 1 } }));
    expect(nested.statusCode).toBe(400);
    const payment = await postOrder(t, asha, orderBody({ paymentInfo: { amount: 1 } }));
    expect(payment.statusCode).toBe(400);
    expect(await orderCount(asha)).toBe(0);

    // The shop raised the price after the shopper filled the cart: the order is at today's price.
    await f.setProduct(lamp.id, { pricePaise: 95_000 });
    const order = (await postOrder(t, asha)).json() as OrderDto;
    expect(order).toMatchObject({ subtotal: 950, shippingFee: 50, total: 1000 });
    expect(order.items[0]).toMatchObject({ price: 950, lineTotal: 950 });
  });

  it('validates addresses and names with the spec messages, placing nothing', async () => {
    const asha = await createCustomer(t);
    const lamp = await f.product({ price: 500 });
    await fillCarts(t, [asha], [{ productId: lamp.id, quantity: 1 }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shippingAddress: { ...GUJARAT_ADDRESS, houseNumber: ' ' } }, 'shippingAddress.houseNumber', 'House number is required'],
      [{ shippingAddress: { ...GUJARAT_ADDRESS, street: '' } }, 'shippingAddress.street', 'Street is required'],
      [{ shippingAddress: { ...GUJARAT_ADDRESS, city: '' } }, 'shippingAddress.city', 'City is required'],
      [{ shippingAddress: { ...GUJARAT_ADDRESS, state: '' } }, 'shippingAddress.state', 'State is required'],
      [{ shippingAddress: { ...GUJARAT_ADDRESS, pincode: '38000' } }, 'shippingAddress.pincode', 'Valid 6-digit pincode is required'],
      [{ billingAddressSameAsShipping: false, billingAddress: { ...KARNATAKA_ADDRESS, pincode: 'abcdef' } }, 'billingAddress.pincode', 'Valid 6-digit pincode is required'],
      [{ billingAddressSameAsShipping: false, billingAddress: { ...KARNATAKA_ADDRESS, city: '' } }, 'billingAddress.city', 'City is required'],
      [{ userName: '  ' }, 'userName', 'Please enter your name'],
      [{ receiverName: 'M', receiverPhone: '9876543210' }, 'receiverName', "Please enter receiver's name"],
      [{ receiverName: 'Meera Iyer', receiverPhone: '98765' }, 'receiverPhone', 'Enter valid 10-digit phone number'],
    ];
    for (const [change, field, message] of cases) {
      const res = await postOrder(t, asha, orderBody(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message, errors: [`${field}: ${message}`] });
    }
    const missing = await postOrder(t, asha, orderBody({ shippingAddress: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(await orderCount(asha)).toBe(0);
    expect(await stockOf(lamp.id)).toBe(10);
  });

  it("answers 400 'Cart is empty' for an empty cart", async () => {
    const asha = await createCustomer(t);
    const res = await postOrder(t, asha);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Cart is empty');
  });

  it('refuses with 409 and the reasons when the cart changed under the shopper, changing nothing', async () => {
    const asha = await createCustomer(t);
    const lamp = await f.product({ name: 'Hanging Lamp', price: 700, stock: 5 });
    const urli = await f.product({ name: 'Brass Urli', price: 900, stock: 2 });
    await fillCarts(t, [asha], [{ productId: lamp.id, quantity: 1 }, { productId: urli.id, quantity: 3 }]);

    const short = await postOrder(t, asha);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      message: 'Only 2 left in stock for Brass Urli',
      errors: ['Only 2 of Brass Urli left in stock, so your quantity is now 2'],
    });
    expect(await stockOf(urli.id)).toBe(2);

    await f.setProduct(urli.id, { stock: 0 });
    expect((await postOrder(t, asha)).json().message).toBe('Brass Urli is out of stock');

    await f.setProduct(urli.id, { stock: 10, isHidden: true });
    const hidden = await postOrder(t, asha);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toEqual({ message: 'Your cart has changed. Please review it before placing your order.', errors: ['Brass Urli is no longer available and was removed'] });
    expect(await orderCount(asha)).toBe(0);

    // The cart page then shows (and makes) the change; ordering again works.
    expect((await cartOf(asha)).notices).toEqual(['Brass Urli is no longer available and was removed']);
    expect((await postOrder(t, asha)).statusCode).toBe(201);
  });

  it('counts a coupon: its discount shared over the eligible lines, one redemption with the order id, used_count + 1', async () => {
    const asha = await createCustomer(t);
    const brass = await f.product({ name: 'Brass Thali', price: 2000, stock: 10 });
    const silver = await f.product({ name: 'Silver Glass', price: 1000, stock: 10, category: 'silver' });
    const couponId = await f.coupon({ code: 'BRASS10', value: 10, categoryIds: [f.brass], perCustomerLimit: 1 });
    await fillCarts(t, [asha], [{ productId: brass.id, quantity: 2 }, { productId: silver.id, quantity: 1 }], couponId);

    const order = (await postOrder(t, asha)).json() as OrderDto;
    expect(order).toMatchObject({ subtotal: 5000, couponDiscount: 400, couponCode: 'BRASS10', totalDiscount: 400, shippingFee: 0, total: 4600 });
    expect(order.items.map((i) => [i.product.name, i.couponDiscount])).toEqual([['Brass Thali', 400], ['Silver Glass', 0]]);
    const [coupon] = await db().select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.usedCount).toBe(1);
    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
    expect(redemptions).toEqual([expect.objectContaining({ userId: asha.id, orderId: order._id })]);
    expect(await db().$count(cartCoupons, eq(cartCoupons.userId, asha.id))).toBe(0);

    // Once per customer: a second order with it is refused, with the coupon's own reason.
    await fillCarts(t, [asha], [{ productId: brass.id, quantity: 1 }], couponId);
    const again = await postOrder(t, asha);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['Coupon BRASS10 was removed: You have already used this coupon']);
  });

  it('shares a coupon to the paisa over several lines', async () => {
    const asha = await createCustomer(t);
    const a = await f.product({ price: 333, stock: 10 });
    const b = await f.product({ price: 667, stock: 10 });
    const c = await f.product({ price: 101, stock: 10 });
    const couponId = await f.coupon({ code: 'ODD77', type: 'fixed', value: 77 });
    await fillCarts(t, [asha], [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }, { productId: c.id, quantity: 3 }], couponId);
    const order = (await postOrder(t, asha)).json() as OrderDto;
    expect(order.couponDiscount).toBe(77);
    expect(order.items.reduce((s, i) => s + Math.round(i.couponDiscount * 100), 0)).toBe(7700);
    const rows = await db().select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(rows.map((r) => r.couponDiscountPaise).sort((x, y) => x - y)).toEqual([1790, 1968, 3942]); // 77 × 303/1303, 333/1303, 667/1303 by largest remainder
  });

  it('keeps a separate billing address, the receiver, saves a new address to the book and names a nameless profile', async () => {
    const nameless = await createCustomer(t, '');
    const box = await f.product({ name: 'Kumkum Box', price: 1200, category: 'silver' });
    await fillCarts(t, [nameless], [{ productId: box.id, quantity: 1 }]);
    const res = await postOrder(t, nameless, orderBody({
      shippingAddress: KARNATAKA_ADDRESS, billingAddressSameAsShipping: false, billingAddress: GUJARAT_ADDRESS,
      userName: 'Rohan Gupta', receiverName: 'Meera Iyer', receiverPhone: '98450 12345', saveAddress: true,
    }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDto;
    expect(order).toMatchObject({
      userName: 'Rohan Gupta', receiverName: 'Meera Iyer', receiverPhone: '+919845012345', billingAddressSameAsShipping: false,
      shippingAddress: { city: 'Bengaluru', state: 'Karnataka', label: 'Work' }, billingAddress: { city: 'Ahmedabad', state: 'Gujarat' },
    });
    const book = await db().select().from(addresses).where(eq(addresses.userId, nameless.id));
    expect(book).toEqual([expect.objectContaining({ city: 'Bengaluru', label: 'Work', isDefault: true, country: 'India' })]);
    const [profile] = await db().select({ name: users.name }).from(users).where(eq(users.id, nameless.id));
    expect(profile!.name).toBe('Rohan Gupta');

    // The same address is not saved twice; a named profile keeps its name.
    await fillCarts(t, [nameless], [{ productId: box.id, quantity: 1 }]);
    expect((await postOrder(t, nameless, orderBody({ shippingAddress: { ...KARNATAKA_ADDRESS, city: 'bengaluru' }, saveAddress: true, userName: 'R. Gupta' }))).statusCode).toBe(201);
    expect(await db().$count(addresses, eq(addresses.userId, nameless.id))).toBe(1);
    const [still] = await db().select({ name: users.name }).from(users).where(eq(users.id, nameless.id));
    expect(still!.name).toBe('Rohan Gupta');
  });

  it('ships to a saved address by addressId, using the copy in the book', async () => {
    const asha = await createCustomer(t);
    const [saved] = await db().insert(addresses).values({ ...KARNATAKA_ADDRESS, userId: asha.id, isDefault: true }).returning({ id: addresses.id });
    const box = await f.product({ price: 1200 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 1 }]);
    const stale = { ...KARNATAKA_ADDRESS, street: 'Old Street' };
    const order = (await postOrder(t, asha, orderBody({ addressId: saved!.id, shippingAddress: stale, billingAddress: stale }))).json() as OrderDto;
    expect(order.shippingAddress.street).toBe('100 Feet Road');
    expect(order.billingAddress.street).toBe('100 Feet Road');

    const stranger = await createCustomer(t);
    await fillCarts(t, [stranger], [{ productId: box.id, quantity: 1 }]);
    const res = await postOrder(t, stranger, orderBody({ addressId: saved!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Saved address not found. Please check your shipping address and try again.');
  });

  it("reads a saved address's state through the list: an old spelling is its state, one naming no state is refused", async () => {
    const asha = await createCustomer(t);
    const [oldSpelling] = await db().insert(addresses).values({ ...KARNATAKA_ADDRESS, state: 'orissa', userId: asha.id }).returning({ id: addresses.id });
    const [unknown] = await db().insert(addresses).values({ ...KARNATAKA_ADDRESS, state: 'Delhi NCR', userId: asha.id }).returning({ id: addresses.id });
    const box = await f.product({ price: 1200 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 1 }]);
    const refused = await postOrder(t, asha, orderBody({ addressId: unknown!.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please choose a state or union territory of India');
    const order = (await postOrder(t, asha, orderBody({ addressId: oldSpelling!.id }))).json() as OrderDto;
    expect(order.shippingAddress.state).toBe('Odisha');
  });

  it("takes each line's HSN code from the product, else its category, else the shop's default", async () => {
    const asha = await createCustomer(t);
    const own = await f.product({ name: 'Brass Lamp' });
    await f.setProduct(own.id, { hsnCode: '74181021' });
    const bell = await f.product({ name: 'Brass Bell' });
    const [bare] = await db().insert(categories).values({ name: 'Stone', slug: `stone-${Date.now()}` }).returning({ id: categories.id });
    const coaster = await f.product({ name: 'Stone Coaster' });
    await f.setProduct(coaster.id, { categoryId: bare!.id });
    await fillCarts(t, [asha], [own, bell, coaster].map((p) => ({ productId: p.id, quantity: 1 })));
    const order = (await postOrder(t, asha)).json() as OrderDto;
    expect(order.items.map((i) => [i.product.name, i.hsn])).toEqual([['Brass Lamp', '74181021'], ['Brass Bell', '7418'], ['Stone Coaster', '8306']]);
    // The 8-digit code takes its heading's rate (7418: 12%).
    const rates = await db().select({ hsn: orderItems.hsn, rate: orderItems.gstRateBp }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, asha.id));
    expect(rates.find((r) => r.hsn === '74181021')?.rate).toBe(1200);
  });

  it('refuses online payment while it is switched off', async () => {
    const asha = await createCustomer(t);
    const box = await f.product({ price: 1200 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 1 }]);
    const res = await postOrder(t, asha, orderBody({ paymentMethod: 'ONLINE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Online payment is temporarily under maintenance. Please choose Cash on Delivery.');
    const options = await t.app.inject({ method: 'GET', url: '/api/orders/payment-options', headers: asha.headers });
    expect(options.json()).toEqual({
      defaultMethod: 'COD',
      methods: [
        { method: 'COD', label: 'Cash on Delivery', available: true, message: null },
        { method: 'ONLINE', label: 'Online Payment', available: false, message: 'Online payment is temporarily under maintenance. Please choose Cash on Delivery.' },
      ],
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the same order (200, same body) and a different body with 422', async () => {
      const asha = await createCustomer(t);
      const box = await f.product({ price: 1200, stock: 10 });
      await fillCarts(t, [asha], [{ productId: box.id, quantity: 2 }]);
      const first = await postOrder(t, asha, orderBody(), 'key-1');
      expect(first.statusCode).toBe(201);
      const again = await postOrder(t, asha, orderBody(), 'key-1');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await stockOf(box.id)).toBe(8);

      const other = await postOrder(t, asha, orderBody({ userName: 'Someone Else' }), 'key-1');
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe('This Idempotency-Key was used with a different order');

      // Keys are per customer: another customer's key-1 is a new order.
      const rohan = await createCustomer(t);
      await fillCarts(t, [rohan], [{ productId: box.id, quantity: 1 }]);
      expect((await postOrder(t, rohan, orderBody(), 'key-1')).statusCode).toBe(201);
    });

    it('is not kept for a request that failed, and must be a short visible token', async () => {
      const asha = await createCustomer(t);
      expect((await postOrder(t, asha, orderBody(), 'retry-after-fail')).statusCode).toBe(400); // empty cart
      const box = await f.product({ price: 1200 });
      await fillCarts(t, [asha], [{ productId: box.id, quantity: 1 }]);
      expect((await postOrder(t, asha, orderBody(), 'retry-after-fail')).statusCode).toBe(201);
      for (const bad of ['', 'x'.repeat(101), 'has space']) {
        const res = await postOrder(t, asha, orderBody(), bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().message).toBe('Idempotency-Key must be 1 to 100 visible characters');
      }
    });
  });
});

describe('placing an ONLINE order', () => {
  let t: TestContext;
  let f: Fixtures;
  const started: OnlinePaymentOrder[] = [];
  let fail = false;
  const db = () => t.database.db;
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const cartOf = (who: Customer) => t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers }).then((r) => r.json());
  const orderCount = async (who: Customer) => db().$count(orders, eq(orders.userId, who.id));
  const provider: OnlinePaymentProvider = {
    name: 'test-pay',
    async startPayment(order) {
      if (fail) throw new Error('provider down');
      started.push(order);
      return { paymentUrl: `https://pay.example/${order.orderId}`, providerReference: `ref_${order.id}` };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { ONLINE_PAYMENTS_ENABLED: 'true' }, extraRoutes: (app) => app.payments.register(provider) });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('reserves stock, clears the cart and answers the payment URL; no invoice until paid', async () => {
    const asha = await createCustomer(t);
    const box = await f.product({ price: 1500, stock: 3 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 2 }]);
    const res = await postOrder(t, asha, orderBody({ paymentMethod: 'ONLINE' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as OrderDto;
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'pending', status: 'pending', total: 3000, invoiceNumber: null, paymentUrl: `https://pay.example/${order.orderId}` });
    expect(started.at(-1)).toMatchObject({ id: order._id, orderId: order.orderId, amountPaise: 300_000, currency: 'INR', customer: { phone: asha.phone } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paymentProvider: 'test-pay', paymentReference: `ref_${order._id}` });
    const [product] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, box.id));
    expect(product!.stock).toBe(1);
    expect(await t.database.db.$count(cartItems, eq(cartItems.userId, asha.id))).toBe(0);
    const check = await t.app.inject({ method: 'GET', url: `/api/invoice/check/${order._id}`, headers: asha.headers });
    expect(check.json()).toEqual({ exists: false, invoice: null });
    const options = await t.app.inject({ method: 'GET', url: '/api/orders/payment-options', headers: asha.headers });
    expect(options.json().methods[1]).toEqual({ method: 'ONLINE', label: 'Online Payment', available: true, message: null });
  });

  it('provider unreachable: 503, and nothing half-made — no order, stock, coupon or cart touched; the same attempt succeeds once it is back', async () => {
    const asha = await createCustomer(t);
    const box = await f.product({ name: 'Brass Uruli', price: 1500, stock: 3 });
    const couponId = await f.coupon({ code: 'PAYFAIL', value: 10 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 2 }], couponId);
    const cartBefore = await cartOf(asha);
    const calls = started.length;

    fail = true;
    const down = await postOrder(t, asha, orderBody({ paymentMethod: 'ONLINE', expectedTotal: 2700 }), 'pay-attempt-1');
    fail = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'Online payment is not available right now. Please try again or choose Cash on Delivery.' });
    expect(await orderCount(asha)).toBe(0);
    expect(await stockOf(box.id)).toBe(3);
    const [coupon] = await db().select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.usedCount).toBe(0);
    expect(await db().$count(couponRedemptions, eq(couponRedemptions.couponId, couponId))).toBe(0);
    expect(await cartOf(asha)).toEqual(cartBefore);
    expect(started.length).toBe(calls);

    // The shopper presses Place Order again (same attempt, same key): placed, paid for the same total.
    const again = await postOrder(t, asha, orderBody({ paymentMethod: 'ONLINE', expectedTotal: 2700 }), 'pay-attempt-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ total: 2700, couponCode: 'PAYFAIL', paymentUrl: expect.stringMatching(/^https:\/\/pay\.example\//) });
    expect(started.at(-1)).toMatchObject({ amountPaise: 270_000, orderId: again.json().orderId, id: again.json()._id });
    expect(await stockOf(box.id)).toBe(1);
    expect((await cartOf(asha)).items).toEqual([]);
  });

  it('asks the provider only for an order that can be placed: a changed total or an empty cart never reaches it', async () => {
    const asha = await createCustomer(t);
    const box = await f.product({ price: 1500, stock: 3 });
    await fillCarts(t, [asha], [{ productId: box.id, quantity: 1 }]);
    const calls = started.length;
    const res = await postOrder(t, asha, orderBody({ paymentMethod: 'ONLINE', expectedTotal: 1400 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOTAL_CHANGED', expectedTotal: 1400, totals: { total: 1500 } });
    expect((await postOrder(t, await createCustomer(t), orderBody({ paymentMethod: 'ONLINE' }))).statusCode).toBe(400);
    expect(started.length).toBe(calls);
    expect(await orderCount(asha)).toBe(0);
  });
});

describe('the payment hook', () => {
  it('offers online payment only when switched on and a provider registered itself', () => {
    const registry = createPaymentRegistry();
    expect(onlinePaymentProvider(true, registry)).toBeNull();
    const provider: OnlinePaymentProvider = { name: 'p', startPayment: async () => ({ paymentUrl: 'https://pay.example' }) };
    registry.register(provider);
    expect(onlinePaymentProvider(false, registry)).toBeNull();
    expect(onlinePaymentProvider(true, registry)).toBe(provider);
    expect(() => registry.register({ ...provider, name: 'q' })).toThrow(/already registered/);
  });
});

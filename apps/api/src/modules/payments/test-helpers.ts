/** Online orders, their state and the sandbox's page for the payment tests. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderDto } from '@dhatu/domain/contracts';
import { coupons, invoices, orders, paymentEvents, products } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from '../orders/test-helpers.ts';
import type { SandboxOutcome, SandboxProvider } from './sandbox/sandbox-provider.ts';

/** Settings for an app with online payment switched on through the sandbox (no background job). */
export const SANDBOX_ENV = { ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'sandbox', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' };

export interface OnlineOrder {
  customer: Customer;
  order: OrderDto;
  productId: string;
  couponId: string | null;
}

let couponSerial = 0;

/** A new customer places an ONLINE order (default: 2 × ₹1,500, stock 5; with a coupon when asked). */
export async function placeOnlineOrder(
  t: TestContext, f: Fixtures, { price = 1500, stock = 5, quantity = 2, coupon = false, productId }: {
    price?: number; stock?: number; quantity?: number; coupon?: boolean; productId?: string;
  } = {},
): Promise<OnlineOrder> {
  const customer = await createCustomer(t);
  const product = productId ?? (await f.product({ price, stock })).id;
  const couponId = coupon ? await f.coupon({ code: `PAY${Date.now().toString(36)}${++couponSerial}`.toUpperCase(), value: 10 }) : null;
  await fillCarts(t, [customer], [{ productId: product, quantity }], couponId ?? undefined);
  const res = await postOrder(t, customer, orderBody({ paymentMethod: 'ONLINE' }));
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: res.json() as OrderDto, productId: product, couponId };
}

export async function orderRow(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function stockOf(t: TestContext, productId: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function couponUses(t: TestContext, couponId: string): Promise<number> {
  const [row] = await t.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row!.used;
}

export async function invoiceCount(t: TestContext, orderId: string): Promise<number> {
  return t.database.db.$count(invoices, eq(invoices.orderId, orderId));
}

export async function eventsOf(t: TestContext, orderId: string) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(paymentEvents.createdAt);
}

export async function eventCount(t: TestContext, orderId: string, outcome: string): Promise<number> {
  return t.database.db.$count(paymentEvents, and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.outcome, outcome)));
}

export function sandboxOf(t: TestContext): SandboxProvider {
  const provider = t.app.payments.provider();
  if (provider?.name !== 'sandbox') throw new Error('the sandbox is not the payment provider');
  return provider as SandboxProvider;
}

const BUTTONS: Record<SandboxOutcome, string> = { paid: 'Pay', failed: 'Fail', cancelled: 'Cancel' };

/**
 * What a browser does on the sandbox page: opens the paymentUrl, presses a button (posting the
 * form as the page has it) and follows the redirect to the signed return. Answers the return's
 * redirect (the payment status page) and the return URL itself.
 */
export async function payOnSandboxPage(t: TestContext, paymentUrl: string, outcome: SandboxOutcome) {
  const page = await t.app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode, page.body).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(page.body).toContain(`value="${outcome}" class="${outcome === 'paid' ? 'pay' : outcome === 'failed' ? 'fail' : 'cancel'}">${BUTTONS[outcome]}</button>`);
  const pressed = await t.app.inject({
    method: 'POST', url: action!, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: token!, outcome }).toString(),
  });
  expect(pressed.statusCode, pressed.body).toBe(303);
  const callbackUrl = pressed.headers.location as string;
  const back = await t.app.inject({ method: 'GET', url: callbackUrl });
  expect(back.statusCode, back.body).toBe(303);
  return { location: back.headers.location as string, callbackUrl };
}

/** Injects a signed sandbox webhook. */
export function sendSandboxWebhook(t: TestContext, event: Parameters<SandboxProvider['webhook']>[0]) {
  const { body, headers } = sandboxOf(t).webhook(event);
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: body });
}

/** Delivered orders, return forms and the owner's steps for the returns tests. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminReturnDto, OrderDto, ReturnRequestDto } from '@dhatu/domain/contracts';
import { orders } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder, type Customer } from '../orders/test-helpers.ts';
import { multipartBody, png, type FilePart } from '../reviews/test-helpers.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
export const VIDEOS = {
  mp4: () => fixture('repacking.mp4'),
  webm: () => fixture('repacking.webm'),
  mov: () => fixture('repacking.mov'),
  tooLong: () => fixture('too-long.mp4'),
};

export interface Delivered {
  customer: Customer;
  order: OrderDto;
  productId: string;
}

/** A new customer's cash-on-delivery order of `quantity` × one product, delivered `deliveredAgoMs` ago. */
export async function deliveredOrder(
  t: TestContext, f: Fixtures, { price = 1200, quantity = 2, stock = 10, deliveredAgoMs = 60_000, couponId }: {
    price?: number; quantity?: number; stock?: number; deliveredAgoMs?: number; couponId?: string;
  } = {},
): Promise<Delivered> {
  const customer = await createCustomer(t);
  const product = await f.product({ price, stock });
  await fillCarts(t, [customer], [{ productId: product.id, quantity }], couponId);
  const res = await postOrder(t, customer, orderBody());
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as OrderDto;
  await markDelivered(t, order._id, deliveredAgoMs);
  return { customer, order, productId: product.id };
}

export async function markDelivered(t: TestContext, orderId: string, agoMs = 60_000) {
  const at = new Date(Date.now() - agoMs);
  await t.database.db.update(orders).set({ status: 'delivered', shippedAt: at, deliveredAt: at }).where(eq(orders.id, orderId));
}

export interface ReturnFormInput {
  lines: { itemId: string; quantity: number }[];
  reason?: string;
  reasonText?: string;
  resolution?: 'refund' | 'exchange';
  refundTo?: unknown;
  video?: FilePart | null;
  photos?: FilePart[];
}

export const UPI = { method: 'upi', upiId: 'asha.rao@okicici' };

/** The multipart form the order page sends (an MP4 repacking video unless told otherwise). */
export async function returnForm(input: ReturnFormInput) {
  const fields: Record<string, string> = {
    lines: JSON.stringify(input.lines),
    reason: input.reason ?? 'damaged',
    resolution: input.resolution ?? 'refund',
  };
  if (input.reasonText !== undefined) fields.reasonText = input.reasonText;
  if (input.refundTo !== undefined) fields.refundTo = JSON.stringify(input.refundTo);
  const video = input.video === undefined ? { name: 'packing.mp4', type: 'video/mp4', data: VIDEOS.mp4(), field: 'video' } : input.video;
  const photos = input.photos ?? [{ name: 'dent.png', type: 'image/png', data: await png(), field: 'photos' }];
  return multipartBody(fields, [...photos, ...(video ? [video] : [])]);
}

export async function postReturn(t: TestContext, who: Customer, orderId: string, input: ReturnFormInput) {
  const { payload, headers } = await returnForm(input);
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, payload, headers: { ...headers, ...who.headers } });
}

/** A request the customer made (201), answered. */
export async function requested(t: TestContext, who: Customer, orderId: string, input: ReturnFormInput): Promise<ReturnRequestDto> {
  const res = await postReturn(t, who, orderId, input);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { request: ReturnRequestDto }).request;
}

/** An owner's step (POST /api/admin/returns/{id}/{step}). */
export function ownerStep(t: TestContext, admin: { authorization: string }, id: string, step: string, body?: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${step}`, headers: admin, ...(body === undefined ? {} : { payload: body as object }) });
}

export async function ownerStepOk(t: TestContext, admin: { authorization: string }, id: string, step: string, body?: unknown): Promise<AdminReturnDto> {
  const res = await ownerStep(t, admin, id, step, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminReturnDto;
}

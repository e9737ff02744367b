import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS, placeOrderRequestSchema, DEFAULT_PAYMENT_METHOD } from '@dhatu/domain';
import {
  errorResponseSchema, orderIdParams, orderListSchema, orderSchema, paymentOptionsSchema, placeOrderConflictSchema,
} from '@dhatu/domain/contracts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { cancelOrderByCustomer } from './cancel-order.service.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { orderStockTags, placedOrderStockTags } from './order-stock-tags.ts';
import { findOrder, listOrders } from './orders.repository.ts';
import { onlinePaymentProvider } from './payment-hook.ts';
import type { OrderContext } from './order-context.ts';
import { placeOrder } from './place-order.service.ts';

/** Checkout and the signed-in customer's orders; every route needs a bearer token. */
export async function orderRoutes(app: App) {
  const tags = ['orders'];
  const security = [{ bearer: [] }];
  const ctx: OrderContext = { db: app.db, config: app.config, payments: app.payments, log: app.log, notifications: app.notifications };

  // Before body parsing and validation: a caller without a valid token learns nothing else.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/orders', {
    schema: {
      tags, security,
      summary: 'Place an order from the cart (prices, coupon and shipping are recomputed on the server)',
      description: [
        "Body as account §7: shippingAddress, billingAddress, billingAddressSameAsShipping, paymentMethod ('COD' | 'ONLINE'), paymentInfo ({}), userName,",
        'receiverName and receiverPhone when ordering for someone else; optional saveAddress (save the shipping address to the book), addressId',
        '(a saved address to ship to: the server uses its own copy) and expectedTotal (the total the shopper was shown, in rupees; the web always',
        'sends it). Any other field is a 400.',
        'Header Idempotency-Key (optional, 1–100 visible characters): a repeat answers the same order with 200 (header idempotent-replayed: true);',
        'the same key with another body is a 422.',
        "201: the order placed. 400: invalid body (the spec's messages), 'Cart is empty', online payment unavailable. 409, nothing placed and the cart",
        "kept: the cart changed (errors lists why: stock ran short 'Only N left in stock for {name}', a quantity over the per-order limit), the account",
        "has as many orders in progress as the shop allows, or the total is not expectedTotal (code 'TOTAL_CHANGED' with the new totals).",
        "503: the payment provider could not start an online payment ('Online payment is not available right now…'); nothing placed, cart kept.",
      ].join(' '),
      body: placeOrderRequestSchema,
      response: {
        200: orderSchema, 201: orderSchema,
        400: errorResponseSchema, 401: errorResponseSchema, 409: placeOrderConflictSchema, 422: errorResponseSchema, 503: errorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { order, created } = await placeOrder(ctx, currentUser(request).id, request.body, key);
    if (created) await app.changes.publish(placedOrderStockTags(order));
    else reply.header('idempotent-replayed', 'true');
    return reply.status(created ? 201 : 200).send(order);
  });

  app.get('/api/orders', {
    schema: { tags, security, summary: "The customer's orders, newest first", response: { 200: orderListSchema, 401: errorResponseSchema } },
  }, async (request) => ({ orders: await listOrders(app.db, currentUser(request).id) }));

  // Static path: registered before /api/orders/:id, and wins over it either way.
  app.get('/api/orders/payment-options', {
    schema: {
      tags, security, summary: 'Payment methods checkout may offer now (online only when enabled and a provider is set up)',
      response: { 200: paymentOptionsSchema, 401: errorResponseSchema },
    },
  }, async () => {
    const online = onlinePaymentProvider(app.config.ONLINE_PAYMENTS_ENABLED, app.payments) !== null;
    return {
      defaultMethod: DEFAULT_PAYMENT_METHOD,
      methods: [
        { method: 'COD' as const, label: PAYMENT_METHOD_LABELS.COD, available: true, message: null },
        { method: 'ONLINE' as const, label: PAYMENT_METHOD_LABELS.ONLINE, available: online, message: online ? null : ORDER_MESSAGES.onlinePaymentUnavailable },
      ],
    };
  });

  app.get('/api/orders/:id', {
    schema: {
      tags, security, summary: "One of the customer's orders, by _id or orderId (another customer's is 404 'Order not found')",
      params: orderIdParams,
      response: { 200: orderSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const order = await findOrder(app.db, currentUser(request).id, request.params.id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  });

  app.post('/api/orders/:id/cancel', {
    schema: {
      tags, security,
      summary: 'Cancel within 24 hours of placing, while pending or processing; stock and coupon use are given back. Answers the order',
      params: orderIdParams,
      response: { 200: orderSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const userId = currentUser(request).id;
    const id = await cancelOrderByCustomer(app.db, userId, request.params.id);
    await app.changes.publish(await orderStockTags(app.db, id));
    const order = await findOrder(app.db, userId, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  });
}

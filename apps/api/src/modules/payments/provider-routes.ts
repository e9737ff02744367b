import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { errorResponseSchema } from '../../lib/error-schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { askProvider } from './check-payment.ts';
import { acceptRawBodies } from './form-body.ts';
import { statusPagePath } from './payment-page.ts';
import {
  isPaymentProvider, PaymentRejected, statusPageError, type OrderLookup, type PaymentProvider, type VerifiedWebhook,
} from './payment-provider.ts';
import { applyPaymentReport, recordRejected, type PaymentContext } from './payment-transitions.ts';
import { providerParams, redirectSchema, webhookAnswerSchema } from './schemas.ts';

const fieldsSchema = z.record(z.string(), z.string().max(4000));

/** The order a message names (our id or the provider's reference), or null. */
export async function findOrderBy(ctx: PaymentContext, lookup: OrderLookup): Promise<OrderRow | null> {
  const where = 'id' in lookup ? eq(orders.id, lookup.id) : eq(orders.paymentReference, lookup.reference);
  const [order] = await ctx.db.select().from(orders).where(where).limit(1);
  return order ?? null;
}

/**
 * The shopper's return from the provider (GET for the sandbox, a form POST for Razorpay) and the
 * provider's webhooks. A return always ends on the payment status page — with `error=` when it did
 * not hold (account §8) — and a webhook is answered 200 once stored, 400 when it did not hold.
 */
export async function providerRoutes(app: App, ctx: PaymentContext) {
  const tags = ['payments'];

  /** The provider in use when it is the one the URL names; 404 otherwise. */
  const providerNamed = (name: string): PaymentProvider => {
    const provider = ctx.registry.provider();
    if (!isPaymentProvider(provider) || provider.name !== name) throw notFound('Unknown payment provider');
    return provider;
  };

  const handleReturn = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = providerNamed(request.params.provider);
    const fields = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string> | undefined) ?? {}) };
    const goTo = (orderId: string | null, error?: string) => reply.redirect(statusPagePath(orderId, error), 303);
    const refuse = async (rejection: PaymentRejected, order: OrderRow | null) => {
      request.log.warn({ provider: provider.name, orderId: order?.orderNumber, reason: rejection.message }, 'payment return rejected: nothing changed');
      if (!rejection.recorded) {
        await recordRejected(ctx.db, { provider: provider.name, source: 'callback', orderId: order?.id ?? null, reason: rejection.message, payload: fields });
      }
      return goTo(order?.id ?? fields.orderId ?? null, statusPageError(rejection.reason));
    };

    const lookup = provider.callbackOrder(fields);
    if (!lookup) return refuse(new PaymentRejected('missing_order_id', 'the return names no order'), null);
    const order = await findOrderBy(ctx, lookup);
    if (!order) return refuse(new PaymentRejected('unknown_order', 'the return names an order the shop does not have'), null);
    try {
      const result = provider.verifyCallback(fields, { id: order.id, reference: order.paymentReference, amountPaise: order.totalPaise });
      if (result.kind === 'report') await applyPaymentReport(ctx, order.id, { ...result.report, provider: provider.name, source: 'callback' });
      else await askProvider(ctx, order, 'callback');
    } catch (error) {
      if (error instanceof PaymentRejected) return refuse(error, order);
      request.log.error({ err: error, orderId: order.orderNumber }, 'payment return could not be processed');
      return goTo(order.id, statusPageError('processing'));
    }
    return goTo(order.id);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/payments/callback/:provider',
    schema: {
      tags,
      summary: "The shopper's return from the payment provider; redirects (303) to the payment status page",
      description: [
        'sandbox: GET with orderId, paymentId, status (paid | failed | cancelled), amount (paise) and signature = HMAC-SHA256(orderId|paymentId|status|amount).',
        'razorpay: form POST to ?orderId={_id} with razorpay_order_id, razorpay_payment_id and razorpay_signature = HMAC-SHA256(stored Razorpay order id|payment id, key secret),',
        'or error[…] fields (not signed: the shop then asks Razorpay).',
        'Location: /payment/status/{_id}, or /payment/status?orderId={_id}&error=invalid_signature | missing_order_id | order_not_found | verification_failed | processing_failed.',
      ].join(' '),
      params: providerParams,
      querystring: fieldsSchema,
      response: { 303: redirectSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: handleReturn,
  });

  // Webhooks are signed over their exact bytes: this scope keeps bodies raw.
  await app.register(async (plugin) => {
    acceptRawBodies(plugin);
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.post('/api/payments/webhook/:provider', {
      schema: {
        tags,
        summary: "The payment provider's notices (server to server), signed over the raw body",
        description: [
          'sandbox: header x-sandbox-signature = HMAC-SHA256 hex of the body; body { id, event: payment.paid | payment.failed | payment.cancelled, orderId, paymentId, amountPaise, currency }.',
          'razorpay: header X-Razorpay-Signature = HMAC-SHA256 hex of the body with the webhook secret; events payment.captured, order.paid, payment.failed',
          '(payment.authorized is noted); deduplicated by X-Razorpay-Event-Id. 200 once stored (a repeat changes nothing);',
          '400 for a bad signature, an unknown order or an amount that is not the order total.',
        ].join(' '),
        params: providerParams,
        response: { 200: webhookAnswerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    }, async (request) => {
      const provider = providerNamed(request.params.provider);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const refuse = async (rejection: PaymentRejected, orderId: string | null, claimedEventId?: string) => {
        request.log.warn({ provider: provider.name, reason: rejection.message }, 'payment webhook rejected: nothing changed');
        if (!rejection.recorded) {
          await recordRejected(ctx.db, {
            provider: provider.name, source: 'webhook', orderId, reason: rejection.message, claimedEventId, payload: parseLoosely(raw),
          });
        }
        return new AppError(400, rejection.reason === 'invalid_signature' ? 'Invalid signature' : 'Payment notice refused');
      };

      let hook: VerifiedWebhook;
      try {
        hook = provider.readWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof PaymentRejected)) throw error;
        throw await refuse(error, await claimedOrderId(ctx, raw));
      }
      const order = hook.lookup ? await findOrderBy(ctx, hook.lookup) : null;
      if (!hook.report) {
        await recordIgnored(ctx, provider.name, hook.eventId, order?.id ?? null, hook.type, hook.payload);
        return { received: true, outcome: 'ignored' };
      }
      if (!order) throw await refuse(new PaymentRejected('unknown_order', `${hook.type} names an order the shop does not have`), null, hook.eventId);
      try {
        const { outcome } = await applyPaymentReport(ctx, order.id, { ...hook.report, provider: provider.name, source: 'webhook', eventId: hook.eventId });
        return { received: true, outcome };
      } catch (error) {
        if (error instanceof PaymentRejected) throw await refuse(error, order.id, hook.eventId);
        throw error;
      }
    });
  });
}

/** An event the shop does not act on (a refund notice, say): stored once, answered 200. */
async function recordIgnored(ctx: PaymentContext, provider: string, eventId: string, orderId: string | null, type: string, payload: unknown) {
  await ctx.db.insert(paymentEvents).values({ provider, eventId, orderId, source: 'webhook', status: type, outcome: 'ignored', payload })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] });
}

function parseLoosely(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return { body: raw.toString('utf8').slice(0, 2000) };
  }
}

/**
 * The order a refused webhook claims to be about (sandbox: orderId; Razorpay: the payment's or the
 * order's Razorpay id), so the shop can see the attempt beside the order. Only for the record.
 */
async function claimedOrderId(ctx: PaymentContext, raw: Buffer): Promise<string | null> {
  const body = parseLoosely(raw) as { orderId?: unknown; payload?: { payment?: { entity?: { order_id?: unknown } }; order?: { entity?: { id?: unknown } } } } | null;
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : null);
  const id = text(body?.orderId);
  const reference = text(body?.payload?.payment?.entity?.order_id) ?? text(body?.payload?.order?.entity?.id);
  const lookup: OrderLookup | null = id ? { id } : reference ? { reference } : null;
  return lookup ? (await findOrderBy(ctx, lookup))?.id ?? null : null;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, providerParams, redirectSchema, webhookAnswerSchema } from '@dhatu/domain/contracts';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import type { OrderRow } from '../orders/index.ts';
import { askProvider } from './check-payment.ts';
import { acceptRawBodies } from './form-body.ts';
import { statusPagePath } from './payment-page.ts';
import {
  PaymentRejected, paymentProviderNamed, statusPageError, type OrderLookup, type PaymentProvider, type VerifiedWebhook,
} from './payment-provider.ts';
import { applyPaymentReport, recordRejected, type PaymentContext } from './payment-transitions.ts';
import { applyRefundWebhook, type ConfirmRefund } from './refund-webhook.ts';
import { countRefusedCall, type RefusedCallSource } from './rejected-calls.ts';
import { WEBHOOK_BODY_LIMIT } from './webhook-body.ts';

const field = z.string().max(4000);
/**
 * The return's query string: the sandbox's signed fields, or Razorpay's ?orderId= (its own fields
 * come in the form body). Other fields are kept too (a provider may add some), so the handler sees
 * every field; they are named here so the document lists the query parameters one by one.
 */
const returnQuery = z.object({
  orderId: field.optional().describe("The order's _id"),
  paymentId: field.optional().describe('sandbox: the payment id'),
  status: field.optional().describe("sandbox: 'paid', 'failed' or 'cancelled'"),
  amount: field.optional().describe('sandbox: the amount in paise'),
  signature: field.optional().describe('sandbox: HMAC-SHA256 hex of orderId|paymentId|status|amount'),
}).catchall(field);

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
 * Only what the provider verifiably sent is stored: a call whose signature does not hold leaves a
 * log line and a count (rejected-calls.ts), nothing in the database (docs/decisions/0020).
 */
export async function providerRoutes(app: App, ctx: PaymentContext) {
  const tags = ['payments'];
  // A refund's outcome is for the module that asked for it (returns registers itself on the registry).
  const confirmRefund: ConfirmRefund = async (report, now) => {
    let notices = 0;
    for (const hook of ctx.registry.onRefundOutcome) notices += await hook(report, now);
    return notices;
  };

  /** The provider in use when it is the one the URL names; 404 otherwise. */
  const providerNamed = (name: string): PaymentProvider => {
    const provider = paymentProviderNamed(ctx.registry, name);
    if (!provider) throw notFound('Unknown payment provider');
    return provider;
  };

  const handleReturn = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = providerNamed(request.params.provider);
    const fields = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string> | undefined) ?? {}) };
    const goTo = (orderId: string | null, error?: string) => reply.redirect(statusPagePath(orderId, error), 303);
    // Nothing of a refused return is stored (a signed one with another amount was, by applyPaymentReport).
    const refuse = (rejection: PaymentRejected, order: OrderRow | null) => {
      logRefusal(request, 'callback', provider.name, rejection, order?.orderNumber);
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
        'A return that does not hold changes and stores nothing. Form bodies over 16 KiB: 413.',
      ].join(' '),
      params: providerParams,
      querystring: returnQuery,
      response: { 303: redirectSchema, 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema },
    },
    handler: handleReturn,
  });

  // Webhooks are signed over their exact bytes: this scope keeps bodies raw.
  await app.register(async (plugin) => {
    acceptRawBodies(plugin, WEBHOOK_BODY_LIMIT);
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.post('/api/payments/webhook/:provider', {
      schema: {
        tags,
        summary: "The payment provider's notices (server to server), signed over the raw body",
        description: [
          'sandbox: header x-sandbox-signature = HMAC-SHA256 hex of the body; body { id, event: payment.paid | payment.failed | payment.cancelled, orderId, paymentId, amountPaise, currency }.',
          'sandbox refunds: { id, event: refund.processed | refund.failed, refundId, paymentId, amountPaise, orderId?, receipt?, failureReason? }.',
          'razorpay: header X-Razorpay-Signature = HMAC-SHA256 hex of the body with the webhook secret; events payment.captured, order.paid, payment.failed,',
          'refund.processed and refund.failed (payload.refund.entity); payment.authorized is noted, refund.created and others are stored only.',
          'Deduplicated by X-Razorpay-Event-Id. 200 once stored (a repeat changes nothing; outcome refund_processed or refund_failed for a refund);',
          '400 for a bad signature (nothing is stored), a body that is not a JSON object or nests deeper than 32 levels,',
          'an unknown order or an amount that is not the order total. 413 for a body over 64 KiB.',
        ].join(' '),
        params: providerParams,
        response: { 200: webhookAnswerSchema, 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema },
      },
    }, async (request) => {
      const provider = providerNamed(request.params.provider);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const refuse = (rejection: PaymentRejected) => {
        logRefusal(request, 'webhook', provider.name, rejection);
        return new AppError(400, rejection.reason === 'invalid_signature' ? 'Invalid signature' : 'Payment notice refused');
      };

      // The signature is checked over the raw bytes before anything reads them; a call that fails
      // it, or whose signed body is not a readable event, is refused with nothing stored.
      let hook: VerifiedWebhook;
      try {
        hook = provider.readWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof PaymentRejected)) throw error;
        throw refuse(error);
      }
      // From here on the provider sent it: it is kept, whatever it says.
      const order = hook.lookup ? await findOrderBy(ctx, hook.lookup) : null;
      if (hook.refund) {
        const { outcome, notices } = await applyRefundWebhook(ctx, provider.name, { ...hook, refund: hook.refund }, order?.id ?? null, confirmRefund);
        if (notices > 0) app.notifications.kick();
        return { received: true, outcome };
      }
      if (!hook.report) {
        await recordIgnored(ctx, provider.name, hook.eventId, order?.id ?? null, hook.type, hook.payload);
        return { received: true, outcome: 'ignored' };
      }
      if (!order) {
        const rejection = new PaymentRejected('unknown_order', `${hook.type} names an order the shop does not have`);
        await recordRejected(ctx.db, {
          provider: provider.name, source: 'webhook', orderId: null, reason: rejection.message, claimedEventId: hook.eventId, payload: hook.payload,
        });
        rejection.recorded = true;
        throw refuse(rejection);
      }
      try {
        const { outcome } = await applyPaymentReport(ctx, order.id, { ...hook.report, provider: provider.name, source: 'webhook', eventId: hook.eventId });
        return { received: true, outcome };
      } catch (error) {
        if (error instanceof PaymentRejected) throw refuse(error);
        throw error;
      }
    });
  });
}

/** An event the shop does not act on (refund.created, say): stored once, answered 200. */
async function recordIgnored(ctx: PaymentContext, provider: string, eventId: string, orderId: string | null, type: string, payload: unknown) {
  await ctx.db.insert(paymentEvents).values({ provider, eventId, orderId, source: 'webhook', status: type, outcome: 'ignored', payload })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] });
}

/**
 * One warning per refused call, with the running count of refusals in this process
 * (rejected-calls.ts) and whether anything was stored: only a verified message ever is.
 */
function logRefusal(request: FastifyRequest, source: RefusedCallSource, provider: string, rejection: PaymentRejected, orderNumber?: string) {
  const rejectedSinceStart = countRefusedCall(source);
  request.log.warn(
    { provider, source, orderId: orderNumber, reason: rejection.message, stored: rejection.recorded, ip: request.ip, rejectedSinceStart },
    `payment ${source} refused: nothing changed`,
  );
}

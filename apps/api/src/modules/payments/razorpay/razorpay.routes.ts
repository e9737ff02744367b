import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, htmlSchema, orderPageParams, pageTokenQuery, redirectSchema } from '@dhatu/domain/contracts';
import type { App } from '../../../lib/types.ts';
import type { OrderRow } from '../../orders/index.ts';
import { askProvider, paymentDeadline } from '../check-payment.ts';
import { messagePage, statusPagePath } from '../payment-page.ts';
import { applyPaymentReport, type PaymentContext } from '../payment-transitions.ts';
import { findOrderBy } from '../provider-routes.ts';
import { razorpayCheckoutPage, razorpayPageCsp } from './razorpay-page.ts';
import type { RazorpayProvider } from './razorpay-provider.ts';

const cancelBody = z.object({ token: z.string().max(200) });

/** The shop's checkout page for Razorpay (the paymentUrl) and its Cancel button. */
export async function razorpayRoutes(app: App, provider: RazorpayProvider, ctx: PaymentContext) {
  const tags = ['payments'];
  const orderFor = async (id: string, token: string) => {
    if (!provider.pageTokenMatches(id, token)) return null;
    const order = await findOrderBy(ctx, { id });
    return order && order.paymentMethod === 'ONLINE' && order.paymentProvider === provider.name && order.paymentReference ? order : null;
  };
  // Past its deadline the order is as good as released (verification or the next reconciliation does it).
  const waiting = (order: OrderRow) => order.paymentStatus === 'pending' && order.status !== 'cancelled'
    && paymentDeadline(order, ctx.config.PAYMENT_TIMEOUT_MINUTES).getTime() > Date.now();
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const notFoundPage = messagePage('Payment link not found', 'This payment link is not valid.', null);

  app.get('/api/payments/razorpay/checkout/:id', {
    schema: {
      tags,
      summary: 'Razorpay: the checkout page (order, amount, Pay opens Razorpay Checkout, Cancel)',
      description: 'Its Content-Security-Policy, and only its, allows checkout.razorpay.com (script) and api.razorpay.com (frame, form).',
      params: orderPageParams, querystring: pageTokenQuery,
      response: { 200: htmlSchema, 404: htmlSchema, 409: htmlSchema },
    },
  }, async (request, reply) => {
    const order = await orderFor(request.params.id, request.query.token);
    if (!order) return html(reply, 404, notFoundPage);
    if (!waiting(order)) {
      return html(reply, 409, messagePage('Payment closed', `Order ${order.orderNumber} is no longer waiting for payment.`, statusPagePath(order.id)));
    }
    const nonce = reply.cspNonce.script;
    reply.header('content-security-policy', razorpayPageCsp(nonce));
    return html(reply, 200, razorpayCheckoutPage({
      shopName: app.config.SHOP_NAME,
      keyId: provider.keyId,
      nonce,
      order: {
        id: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise, reference: order.paymentReference!,
        userName: order.userName, userPhone: order.userPhone,
      },
      callbackUrl: new URL(`/api/payments/callback/razorpay?orderId=${encodeURIComponent(order.id)}`, app.config.PUBLIC_URL).toString(),
      cancelToken: request.query.token,
      timeoutSeconds: Math.max(60, Math.floor((paymentDeadline(order, ctx.config.PAYMENT_TIMEOUT_MINUTES).getTime() - Date.now()) / 1000)),
    }));
  });

  app.post('/api/payments/razorpay/checkout/:id/cancel', {
    schema: {
      tags,
      summary: 'Razorpay: the shopper gives up before paying; unless Razorpay reports a payment, the order is released (303 to the payment status page)',
      params: orderPageParams, body: cancelBody,
      response: { 303: redirectSchema, 400: errorResponseSchema, 404: htmlSchema },
    },
  }, async (request, reply) => {
    const order = await orderFor(request.params.id, request.body.token);
    if (!order) return html(reply, 404, notFoundPage);
    if (waiting(order)) {
      // A payment made a moment ago must win over the cancel: ask first.
      const asked = await askProvider(ctx, order, 'callback').catch((error: unknown) => {
        request.log.warn({ err: error, orderId: order.orderNumber }, 'could not ask Razorpay before cancelling');
        return null;
      });
      const current = asked?.order ?? order;
      if (waiting(current)) {
        await applyPaymentReport(ctx, order.id, {
          provider: provider.name, source: 'callback', eventId: `cancel:${order.id}`, status: 'cancelled',
          paymentId: null, amountPaise: null, currency: null, payload: { reason: 'cancelled on the checkout page' },
        });
      }
    }
    return reply.redirect(statusPagePath(order.id), 303);
  });
}

import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, htmlSchema, orderPageParams, pageTokenQuery, redirectSchema } from '@dhatu/domain/contracts';
import type { App } from '../../../lib/types.ts';
import type { OrderRow } from '../../orders/index.ts';
import { paymentDeadline } from '../check-payment.ts';
import { findOrderBy } from '../provider-routes.ts';
import { messagePage, statusPagePath } from '../payment-page.ts';
import type { PaymentContext } from '../payment-transitions.ts';
import { sandboxPaymentPage } from './sandbox-page.ts';
import { SANDBOX_OUTCOMES, type SandboxProvider } from './sandbox-provider.ts';

const choiceBody = z.object({
  token: z.string().max(200),
  outcome: z.enum(SANDBOX_OUTCOMES as [string, ...string[]]).describe("The button pressed: 'paid' (Pay), 'failed' (Fail) or 'cancelled' (Cancel)"),
});

/** The sandbox's hosted payment page (its paymentUrl) and the buttons' form post. */
export async function sandboxRoutes(app: App, provider: SandboxProvider, ctx: PaymentContext) {
  const tags = ['payments'];

  /** The order behind a page link, when the link's token is right and the order is the sandbox's. */
  const orderFor = async (id: string, token: string) => {
    if (!provider.pageTokenMatches(id, token)) return null;
    const order = await findOrderBy(ctx, { id });
    return order && order.paymentMethod === 'ONLINE' && order.paymentProvider === provider.name ? order : null;
  };
  // Past its deadline the order is as good as released (verification or the next reconciliation does it).
  const waiting = (order: OrderRow) => order.paymentStatus === 'pending' && order.status !== 'cancelled'
    && paymentDeadline(order, ctx.config.PAYMENT_TIMEOUT_MINUTES).getTime() > Date.now();
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get('/api/payments/sandbox/:id', {
    schema: {
      tags,
      summary: 'Sandbox: the hosted test payment page (shop name, order number, amount; Pay, Fail and Cancel)',
      description: 'Development and tests only. Opened from the paymentUrl of an ONLINE order; 404 without the right token.',
      params: orderPageParams, querystring: pageTokenQuery,
      response: { 200: htmlSchema, 404: htmlSchema, 409: htmlSchema },
    },
  }, async (request, reply) => {
    const order = await orderFor(request.params.id, request.query.token);
    if (!order) return html(reply, 404, messagePage('Payment link not found', 'This payment link is not valid.', null));
    if (!waiting(order)) {
      return html(reply, 409, messagePage('Payment closed', `Order ${order.orderNumber} is no longer waiting for payment.`, statusPagePath(order.id)));
    }
    return html(reply, 200, sandboxPaymentPage(app.config.SHOP_NAME, order, request.query.token));
  });

  app.post('/api/payments/sandbox/:id', {
    schema: {
      tags,
      summary: 'Sandbox: a button of the test payment page; recorded as a gateway would, then 303 to the signed return (/api/payments/callback/sandbox?…)',
      params: orderPageParams, body: choiceBody,
      response: { 303: redirectSchema, 400: errorResponseSchema, 404: htmlSchema, 409: htmlSchema },
    },
  }, async (request, reply) => {
    const order = await orderFor(request.params.id, request.body.token);
    if (!order) return html(reply, 404, messagePage('Payment link not found', 'This payment link is not valid.', null));
    if (!waiting(order)) {
      return html(reply, 409, messagePage('Payment closed', `Order ${order.orderNumber} is no longer waiting for payment.`, statusPagePath(order.id)));
    }
    const status = request.body.outcome as (typeof SANDBOX_OUTCOMES)[number];
    return reply.redirect(provider.decide({ id: order.id, amountPaise: order.totalPaise }, status), 303);
  });
}

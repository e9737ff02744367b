import { errorResponseSchema, paymentVerificationSchema, verifyParams } from '@dhatu/domain/contracts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPaymentProvider } from './create-provider.ts';
import { acceptFormBodies } from './form-body.ts';
import type { PaymentContext } from './payment-transitions.ts';
import { providerRoutes } from './provider-routes.ts';
import { RazorpayProvider } from './razorpay/razorpay-provider.ts';
import { razorpayRoutes } from './razorpay/razorpay.routes.ts';
import { scheduleReconciliation } from './reconcile.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import { verifyPayment } from './verify-payment.service.ts';

/**
 * Online payments (docs/decisions/0012-online-payments.md): sets up the provider PAYMENT_PROVIDER
 * names (checkout offers ONLINE only when ONLINE_PAYMENTS_ENABLED too), payment verification, the
 * providers' returns and webhooks, their pages, and the reconciliation job. The provider is set up
 * even while online payment is switched off, so payments already under way still settle.
 */
export async function paymentRoutes(app: App) {
  const ctx: PaymentContext = { db: app.db, config: app.config, registry: app.payments, log: app.log, changes: app.changes };
  const provider = await createPaymentProvider(app);
  if (provider) app.payments.useConfigured(provider);

  acceptFormBodies(app);

  app.get('/api/payments/verify/:orderId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['payments'], security: [{ bearer: [] }],
      summary: "The payment of one of the customer's orders (account §7); a pending online payment is first checked with the provider",
      description: [
        'orderId: the _id or the DH-… id. success is true when paid, or for cash on delivery (paymentStatus as stored).',
        "A pending payment past its deadline is released here (paymentStatus 'cancelled'). Another customer's order is 404 'Order not found'.",
      ].join(' '),
      params: verifyParams,
      response: { 200: paymentVerificationSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyPayment(ctx, currentUser(request).id, request.params.orderId);
  });

  await providerRoutes(app, ctx);
  if (provider instanceof SandboxProvider) await sandboxRoutes(app, provider, ctx);
  if (provider instanceof RazorpayProvider) await razorpayRoutes(app, provider, ctx);
  scheduleReconciliation(app, ctx);
}

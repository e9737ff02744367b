import type { App } from '../../lib/types.ts';
import { loadAuthSecret } from '../auth/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { RazorpayProvider } from './razorpay/razorpay-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { deriveKey } from './signing.ts';

/**
 * The provider PAYMENT_PROVIDER names, built from the settings (config.ts has checked they are
 * complete). The sandbox takes no money, so with NODE_ENV=production it is not set up unless
 * PAYMENT_SANDBOX_IN_PRODUCTION allows it (config.ts refuses to start when online payment is on
 * without it); the answer is then null and online payment stays unavailable.
 */
export async function createPaymentProvider(app: App): Promise<PaymentProvider | null> {
  const { config } = app;
  // Page links and sandbox signatures use keys derived from the auth secret (one per purpose).
  const secret = await loadAuthSecret(app.db, config.AUTH_SECRET);
  const pageKey = deriveKey(secret, 'payment-page-link');
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return new RazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: config.RAZORPAY_BASE_URL, pageKey,
    });
  }
  if (config.NODE_ENV === 'production') {
    if (!config.PAYMENT_SANDBOX_IN_PRODUCTION) return null;
    app.log.warn('PAYMENT_SANDBOX_IN_PRODUCTION=true: the sandbox payment page is open and takes no money; never on a real shop');
  }
  return new SandboxProvider({ signing: deriveKey(config.PAYMENT_SANDBOX_SECRET ?? secret, 'sandbox-signing'), page: pageKey });
}

import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupIntervalHours, type Config } from './config.ts';
import type { WriteOptions } from './backup/archive.ts';
import type { Database } from './db/client.ts';
import { openChangeBus } from './lib/changes/open-change-bus.ts';
import { openRedis } from './lib/redis.ts';
import type { App } from './lib/types.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMedia } from './plugins/media.ts';
import { answerFrameworkError, registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { appDataRoutes } from './modules/catalogue/app-data.routes.ts';
import { productRoutes } from './modules/catalogue/products.routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { couponRoutes } from './modules/cart/coupon.routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { registerPaymentHook } from './modules/orders/payment-hook.ts';
import { invoiceRoutes } from './modules/orders/invoice.routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { registerNotifications } from './modules/notifications/plugin.ts';
import { registerAdminGuard } from './modules/admin/access/admin-guard.ts';
import { grantAdmin } from './modules/admin/access/grant-admin.ts';
import { adminOrderRoutes } from './modules/admin/orders/routes.ts';
import { adminDashboardRoutes } from './modules/admin/dashboard/routes.ts';
import { adminBooksRoutes } from './modules/admin/books/routes.ts';
import { adminAuditRoutes } from './modules/admin/audit/routes.ts';
import { adminCatalogueRoutes } from './modules/admin/catalogue/routes.ts';
import { adminContentRoutes } from './modules/admin/content/routes.ts';
import { adminSettingsRoutes } from './modules/admin/settings/routes.ts';
import { adminBackupRoutes, createBackupService } from './modules/admin/backups/index.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { adminDeliveryRoutes } from './modules/admin/delivery/routes.ts';
import { adminSearchRoutes } from './modules/admin/search/index.ts';
import { adminReturnRoutes } from './modules/admin/returns/routes.ts';
import { returnRoutes } from './modules/returns/index.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the React pages too (off in API tests). */
  web?: boolean;
  /** An HTTP server that already listens (runtime/listener.ts); the app answers on it once ready. */
  server?: Server;
  /** Tests: how backup files are written (one that fails like a full disk). */
  backupWrite?: WriteOptions;
}

/** Builds the whole shop: API, docs, media and (optionally) the server-rendered pages. */
export async function buildApp({ config, database, web = true, server, backupWrite }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    ...(server ? { serverFactory: () => server } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('internalToken', randomUUID());
  app.decorate('lifecycle', { stopping: false });
  const backups = createBackupService({
    database, dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP, intervalHours: backupIntervalHours(config), log: app.log, write: backupWrite,
  });
  app.decorate('backups', backups);
  app.addHook('onReady', async () => backups.schedule());
  // Before the database closes: a backup being written finishes first.
  app.addHook('onClose', () => backups.stop());
  const redis = openRedis(config);
  app.decorate('redis', redis);
  if (redis) {
    // ioredis reports every failed reconnect as an 'error' event; unheard, it prints "Unhandled
    // error event" each time. Counts and caches carry on without Redis meanwhile (skipOnError).
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'Redis is not answering'));
    app.addHook('onClose', async () => { await redis.quit(); });
  }
  const changes = await openChangeBus(database, app.log);
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers for a signed-in user must never sit in a shared cache.
    if (request.headers.authorization && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerDocs(app);
  await registerMedia(app);
  await registerAuth(app);
  // Online payment providers register into this (modules/orders/payment-hook.ts).
  registerPaymentHook(app);
  // Order notices to customers: queued in order transactions, sent after them (needs app.auth.sms).
  registerNotifications(app);
  // Before any route: every /api/admin route answers 401/403 unless the caller is an admin.
  registerAdminGuard(app);
  logAdminGrants(app, await grantAdmin(app.db, config.ADMIN_PHONES));

  await app.register(healthRoutes);
  await app.register(appDataRoutes);
  await app.register(productRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(contentRoutes);
  await app.register(cartRoutes);
  await app.register(couponRoutes);
  await app.register(shippingRoutes);
  await app.register(wishlistRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentRoutes);
  await app.register(reviewRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminBackupRoutes);
  await app.register(deliveryRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminBooksRoutes);
  await app.register(returnRoutes);
  await app.register(adminReturnRoutes);

  app.all('/api/*', { schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }));

  if (web) await registerWeb(app);
  return app;
}

/** ADMIN_PHONES: says what the start-up grant changed (nothing, on every start after the first). */
function logAdminGrants(app: App, outcomes: Map<string, string>) {
  for (const [phone, outcome] of outcomes) {
    if (outcome !== 'unchanged') app.log.info({ phone, outcome }, `ADMIN_PHONES: ${phone} is now an admin (${outcome})`);
  }
}

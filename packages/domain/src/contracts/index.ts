/**
 * The API's contract: every request and response shape, defined once as a zod schema with its
 * inferred type. The API's routes use the schemas (validation, serialisation, the OpenAPI
 * document); the web imports the types only (`import type`), so no zod code enters its bundle.
 * Request bodies that forms check too live in ../schemas and are used from here.
 */
export * from './common.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './catalogue.ts';
export * from './app-data.ts';
export * from './cart.ts';
export * from './coupons.ts';
export * from './wishlist.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './content.ts';
export * from './admin-catalogue.ts';
export * from './admin-content.ts';
export * from './admin-orders.ts';
export * from './admin-dashboard.ts';
export * from './admin-settings.ts';
export * from './admin-audit.ts';
export * from './admin-backups.ts';
export * from './search.ts';
export type * from './web-context.ts';
export * from './delivery.ts';
export * from './admin-books.ts';
export * from './returns.ts';

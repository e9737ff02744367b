import type { AppDataLists } from './app-data.ts';

/**
 * What the Fastify process hands the web's loaders (apps/api/src/plugins/web.ts builds it;
 * apps/web/app/lib/load-context.ts declares it as React Router's AppLoadContext). Types only: the
 * web imports it without importing API source.
 */

/** The only settings the browser may see (apps/api/src/config.ts publicSettings). */
export interface PublicSettings {
  shopName: string;
  phone: string;
  email: string;
  address: string;
  social: { instagram: string; x: string; linkedin: string };
  /** Rupees. */
  shippingFee: number;
  /** Rupees; shipping is free from here up. */
  freeShippingThreshold: number;
  grievanceOfficer: { name: string | null; email: string };
}

/** What every loader gets as `context`: an in-process API client and the CSP nonce. */
export interface WebLoadContext {
  /**
   * Calls this app's own /api routes in process (no network hop), with the same validation and shapes.
   * T is the contract type of the answer a 2xx carries; other statuses carry an error answer.
   */
  api: <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; data: T }>;
  /**
   * Banners, categories and subcategories, shaped as GET /api/banners, /api/categories and
   * /api/categories/subcategories/all answer them; one read shared by every page for a few seconds.
   */
  appData: () => Promise<AppDataLists>;
  nonce: string;
  settings: PublicSettings;
}

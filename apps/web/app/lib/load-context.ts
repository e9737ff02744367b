import type { PublicSettings, WebLoadContext } from '@dhatu/domain/contracts';

declare module 'react-router' {
  // The Fastify process hands every loader this context (apps/api/src/plugins/web.ts builds it).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
/** The shop settings the server lets the browser see (name, phone, e-mail, address, social links, shipping). */
export type ShopSettings = PublicSettings;
/** The in-process API call loaders use. */
export type ServerApi = WebLoadContext['api'];

import type { WebLoadContext } from '../../../api/src/plugins/web.ts';
// web.ts reads reply.cspNonce, which @fastify/helmet adds to Fastify's types; load that declaration here too.
import type {} from '@fastify/helmet';

declare module 'react-router' {
  // The Fastify process hands every loader this context (apps/api/src/plugins/web.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
/** The shop settings the server lets the browser see (name, phone, e-mail, address, social links, shipping). */
export type ShopSettings = WebLoadContext['settings'];
/** The in-process API call loaders use. */
export type ServerApi = WebLoadContext['api'];

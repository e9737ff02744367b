import type { WebLoadContext } from '../../../api/src/plugins/web.ts';

declare module 'react-router' {
  // The Fastify process hands every loader this context (apps/api/src/plugins/web.ts).
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// Zod probes `new Function` once to decide whether to compile its object parsers. The shop's CSP
// allows no eval, so the browser reported that probe as a violation on every page; the forms'
// schemas are small and parse as fast without compiling. Set through the global object zod reads
// its configuration from (what `config({ jitless: true })` writes), so that pages without a form
// don't download zod's core (3.7 KB) for one setting; whichever runs first, both share the object.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// React Router's own client entry otherwise (`npx react-router reveal entry.client`).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

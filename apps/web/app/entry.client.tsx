import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { config } from 'zod/v4/core';

// Zod probes `new Function` once to decide whether to compile its object parsers. The shop's CSP
// allows no eval, so the browser reported that probe as a violation on every page; the forms'
// schemas are small and parse as fast without compiling.
config({ jitless: true });

// React Router's own client entry otherwise (`npx react-router reveal entry.client`).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

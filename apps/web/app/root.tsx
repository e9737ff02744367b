import { TOAST_LIMIT } from '@dhatu/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AppDataProvider, type AppDataValue } from './features/app-data/app-data-context';
import { loadAppData } from './features/app-data/load-app-data.server';
import { AuthProvider } from './features/auth/auth-context';
import { ToastHost } from './components/ui/toast-host';
// A URL, not a side-effect import: the layout links the style sheet itself, first in <head>.
import appCss from './app.css?url';

/**
 * Toasts start below the promo strip (2.25rem) and the sticky header, so on a phone they never hide
 * the cart, the menu or the search they may be about; the same on desktop.
 */
const TOAST_OFFSET = { top: 'calc(var(--header-height) + 2.75rem)' };

/** Browser chrome colour on Android: the charcoal of the promo strip. */
const THEME_COLOR = '#2a2421';

/**
 * Everything the shell needs, fetched once per visit (storefront §4 App data): banners, categories
 * and subcategories in parallel through the in-process API, plus the public shop settings and the
 * request's origin for canonical URLs.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const appData = await loadAppData(context);
  return { nonce: context.nonce, appData, settings: context.settings, origin: new URL(request.url).origin };
}

/** App data loads once at start; later navigations reuse it. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  // useRouteLoaderData, not useLoaderData: the root error boundary renders here without data.
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/*
          With a precedence React puts the style sheet before the scripts' preload links, so a
          phone fetches it first: otherwise it waits behind a dozen scripts for a free connection,
          and nothing is painted until it arrives.
        */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One QueryClient per browser session (per request on the server), never shared between users.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  );
  const appData = useMemo<AppDataValue>(
    () => ({ ...loaderData.appData, settings: loaderData.settings }),
    [loaderData.appData, loaderData.settings],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AppDataProvider value={appData}>
        <AuthProvider>
          <Outlet />
          <ToastHost visibleToasts={TOAST_LIMIT} position="top-center" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} richColors closeButton />
        </AuthProvider>
      </AppDataProvider>
    </QueryClientProvider>
  );
}

/** Last resort when even the shell cannot render: a plain page with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-ivory px-6 text-center">
      <h1 className="text-3xl">{notFound ? '404 Not Found' : 'Something went wrong'}</h1>
      <p className="max-w-md text-ink-muted">
        {notFound ? 'We could not find the page you were looking for.' : 'The shop could not be shown just now. Please try again in a moment.'}
      </p>
      <Link to="/" reloadDocument className="inline-flex h-11 items-center rounded-full bg-rose-deep px-6 text-sm font-semibold text-white">
        Back to Home
      </Link>
    </main>
  );
}

import { Link, isRouteErrorResponse } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** What a shopper sees when a page fails: a calm message and ways back into the shop. */
export function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const title = notFound ? '404 Not Found' : 'Something went wrong';
  const message = notFound
    ? 'We could not find the page you were looking for.'
    : 'This page could not be shown just now. Please try again in a moment.';

  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <p aria-hidden="true" className="mb-4 text-4xl text-rose">✦</p>
      <h1 className="text-3xl text-charcoal sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClass('primary', 'md')}
          >
            Try again
          </button>
        )}
        <Link to="/" className="inline-flex h-11 items-center rounded-full border border-charcoal px-6 text-sm font-semibold text-charcoal hover:bg-charcoal hover:text-ivory">
          Back to Home
        </Link>
      </div>
    </section>
  );
}

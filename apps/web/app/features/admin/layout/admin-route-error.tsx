import { isRouteErrorResponse, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';


/** A console screen that crashed or does not exist: a plain message and ways back. */
export function AdminRouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-ivory px-6 text-center">
      <h1 className="text-3xl">{notFound ? '404 Not Found' : 'Something went wrong'}</h1>
      <p className="max-w-md text-ink-muted">
        {notFound ? 'There is no such screen in the admin console.' : 'This screen could not be shown. Please try again in a moment.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/admin" reloadDocument className={buttonClass('primary', 'md')}>
          Back to the dashboard
        </Link>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          Back to shop
        </Link>
      </div>
    </main>
  );
}

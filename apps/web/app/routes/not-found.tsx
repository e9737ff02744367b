import { Compass } from 'lucide-react';
import { data, Link } from 'react-router';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/not-found';
import { buttonClass } from '../components/ui/button';

/** Any unknown path: a real 404 status, so search engines drop it. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('404 Not Found'), description: 'This page does not exist at Dhatu.', noindex: true });

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span aria-hidden="true" className="mb-6 inline-flex size-20 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
        <Compass size={36} strokeWidth={1.5} />
      </span>
      <h1 className="text-4xl text-charcoal sm:text-5xl">404 Not Found</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        The page you were looking for has wandered off, like a diya carried to another courtyard. Let us take you
        back to the shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'md')}>
          Back to Home
        </Link>
        <Link
          to="/products"
          className="inline-flex h-11 items-center rounded-full border border-charcoal px-6 text-sm font-semibold text-charcoal hover:bg-charcoal hover:text-ivory"
        >
          Browse Products
        </Link>
      </div>
    </section>
  );
}

import { Link, useLocation } from 'react-router';
import { useAppData } from '../app-data';
import { categoryListHref } from '../catalogue';

/** Desktop links to the silver, brass and aluminium lists (storefront §2 Navigation bar). */
export function CategoryNav({ className = '' }: { className?: string }) {
  const { materialCategories } = useAppData();
  const { pathname, search } = useLocation();
  if (materialCategories.length === 0) return null;
  const here = pathname + search;

  return (
    <nav aria-label="Materials" className={className}>
      <ul className="flex items-center gap-1">
        {materialCategories.map((category) => {
          const href = categoryListHref(category._id);
          const current = here === href;
          return (
            <li key={category._id}>
              <Link
                to={href}
                aria-current={current ? 'page' : undefined}
                className={`relative inline-flex h-10 items-center px-3 text-[0.8125rem] font-medium tracking-[0.14em] uppercase transition-colors hover:text-rose-deep after:absolute after:inset-x-3 after:bottom-1 after:h-px after:origin-left after:bg-rose after:transition-transform hover:after:scale-x-100 ${current ? 'text-rose-deep after:scale-x-100' : 'text-charcoal after:scale-x-0'}`}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

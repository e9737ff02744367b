/** A small count bubble on an icon; renders nothing at 0 (storefront §2 Navigation bar). */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-deep px-1 text-[0.6875rem] font-semibold leading-none text-white ring-2 ring-ivory"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

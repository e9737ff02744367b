/** Small labels for a product's flags (Featured, New, Festive, Hidden). */
export function FlagChips({ flags }: { flags: { label: string; on: boolean; tone?: 'warn' }[] }) {
  const shown = flags.filter((flag) => flag.on);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Flags">
      {shown.map((flag) => (
        <li
          key={flag.label}
          className={`rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ${flag.tone === 'warn' ? 'bg-charcoal text-ivory' : 'bg-rose-soft text-rose-deep'}`}
        >
          {flag.label}
        </li>
      ))}
    </ul>
  );
}

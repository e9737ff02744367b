import { Suspense, useId, useState, type ReactNode } from 'react';
import { PANEL, TABLE, TD, TH } from '../ui/styles';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A chart with its figures as a table: the drawing is hidden from screen readers, which read the
 * table (kept in the page, visually hidden, until the owner asks to see it too).
 */
export function ChartFigure({ title, table, children }: { title: string; table: ChartTable; children: ReactNode }) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={`${PANEL} min-w-0 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-charcoal">{title}</h3>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
          className="text-sm font-semibold text-rose-deep underline-offset-2 hover:underline"
        >
          {showTable ? 'Hide table' : 'Show as table'}
        </button>
      </div>
      {/* A picture of the table below: neither read nor focused (recharts makes parts focusable). */}
      <div aria-hidden="true" inert className="mt-3 h-56 w-full">
        {table.rows.length === 0
          ? <p className="pt-16 text-center text-sm text-ink-muted">Nothing sold in this period.</p>
          : <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-mist" />}>{children}</Suspense>}
      </div>
      <div id={`${id}-table`} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
        <table className={TABLE}>
          <caption className="sr-only">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column, i) => (
                <th key={column} scope="col" className={`${TH} ${i > 0 ? 'text-right' : ''}`}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 && (
              <tr><td colSpan={table.columns.length} className={TD}>Nothing sold in this period.</td></tr>
            )}
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) => (i === 0
                  ? <th key={i} scope="row" className={`${TD} font-normal`}>{cell}</th>
                  : <td key={i} className={`${TD} text-right tabular-nums`}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

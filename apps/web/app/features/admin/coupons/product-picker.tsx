import { useQueries, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { adminProductQueries } from '../products/products-queries';
import { FILTER_INPUT } from '../ui/styles';

interface ProductPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  describedBy?: string;
}

/** Chosen products as removable chips, and a search to add more (hidden products included). */
export function ProductPicker({ value, onChange, describedBy }: ProductPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const results = useQuery({ ...adminProductQueries.list({ search: term, status: 'all', categoryId: '', page: 1 }), enabled: term.length >= 2 });
  const chosen = useQueries({ queries: value.map((productId) => adminProductQueries.one(productId)) });

  return (
    <div>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen products">
          {value.map((productId, i) => {
            const name = chosen[i]?.data?.name ?? productId;
            return (
              <li key={productId} className="inline-flex items-center gap-1 rounded-full bg-rose-soft py-1 pr-1 pl-3 text-sm text-rose-deep">
                {name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((v) => v !== productId))}
                  aria-label={`Remove ${name}`}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-white"
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        Find a product to add
      </label>
      <input
        id={id}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Find a product to add"
        autoComplete="off"
        aria-describedby={describedBy}
        className={FILTER_INPUT}
      />
      {term.length >= 2 && (
        <ul className="mt-1 max-h-48 overflow-y-auto rounded-xl border border-sand bg-white" aria-label="Matching products">
          {results.isPending ? (
            <li className="px-3 py-2 text-sm text-ink-muted">Searching…</li>
          ) : (results.data?.products ?? []).length === 0 ? (
            <li className="px-3 py-2 text-sm text-ink-muted">No products match.</li>
          ) : (
            results.data?.products.map((product) => {
              const picked = value.includes(product._id);
              return (
                <li key={product._id}>
                  <button
                    type="button"
                    disabled={picked}
                    onClick={() => {
                      onChange([...value, product._id]);
                      setSearch('');
                    }}
                    className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm text-charcoal hover:bg-rose-soft disabled:text-ink-muted"
                  >
                    <span className="min-w-0 truncate">{product.name}</span>
                    <span className="shrink-0 text-xs text-ink-muted">{picked ? 'Added' : 'Add'}</span>
                  </button>
                </li>
              );
            })
          )}
        </ul>
      )}
    </div>
  );
}

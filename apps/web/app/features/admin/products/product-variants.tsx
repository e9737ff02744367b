import { VARIANT_LIMITS, variantLabel } from '@dhatu/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, INPUT } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { ICON_BUTTON, PANEL, TABLE, TABLE_WRAP, TD, TH } from '../ui/styles';
import { setProductVariants } from './products-api';
import { adminProductQueries } from './products-queries';
import type { AdminProduct } from './types';
import { VariantPicturePicker } from './variant-picture-picker';
import {
  addStockToEvery, draftsOf, gridFor, setEveryPrice, toVariantsBody, type OptionDraft, type RowDraft,
} from './variants-editor-state';

const CELL = 'block h-10 w-full min-w-16 rounded-lg border border-sand bg-white px-2 text-sm text-charcoal focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none';

/** Room for a whole SKU and a five-digit price beside the pictures. */
const WIDER: Partial<Record<keyof RowDraft, string>> = { sku: 'min-w-32', price: 'min-w-20' };

/**
 * Options (Size — Small, Medium, Large) and the variant grid they make: one row per combination,
 * rows that still apply keeping what was typed when a value is added or removed. Price, discount,
 * stock, SKU, weight and picture per row, and in bulk; saved at once with PUT …/variants.
 */
export function ProductVariants({ product }: { product: AdminProduct }) {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useMemo(() => draftsOf(product), [product]);
  const [options, setOptions] = useState<OptionDraft[]>(saved.options);
  const [typedRows, setTypedRows] = useState<RowDraft[]>(saved.rows);
  const [bulkPrice, setBulkPrice] = useState('');
  const [bulkStock, setBulkStock] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rows = gridFor(product, options, typedRows);

  const save = useMutation({
    mutationFn: () => setProductVariants(product._id, toVariantsBody(options, rows)),
    onSuccess: (updated) => {
      setProblem(null);
      const drafts = draftsOf(updated);
      setOptions(drafts.options);
      setTypedRows(drafts.rows);
      queryClient.setQueryData(adminProductQueries.one(product._id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: adminProductQueries.all });
      notify.success(updated.variants.length ? `${updated.variants.length} variants saved` : 'Options removed');
    },
    onError: (error) => setProblem(errorMessage(error, 'Could not save the variants')),
  });

  const setOption = (index: number, change: Partial<OptionDraft>) => setOptions((all) => all.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const setRow = (values: readonly string[], change: Partial<RowDraft>) => {
    const key = JSON.stringify(values);
    // Edit the generated grid, so a new row keeps its suggested SKU and price once touched.
    setTypedRows(rows.map((r) => (JSON.stringify(r.values) === key ? { ...r, ...change } : r)));
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${PANEL} p-4 sm:p-5`}>
      <h2 id={`${id}-title`} className="font-sans text-base font-semibold text-charcoal">Options and variants</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Sizes, finishes, lengths… Each combination is a variant with its own price, stock, SKU and picture. At most {VARIANT_LIMITS.options} options and {VARIANT_LIMITS.variants} variants.
      </p>

      <div className="mt-4 space-y-3">
        {options.map((option, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
            <label className="block text-sm font-semibold text-charcoal">
              Option {index + 1} name
              <input className={`${INPUT} border-sand mt-1`} value={option.name} placeholder="Size" onChange={(e) => setOption(index, { name: e.target.value })} />
            </label>
            <label className="block text-sm font-semibold text-charcoal">
              Values, separated by commas
              <input className={`${INPUT} border-sand mt-1`} value={option.values} placeholder="Small, Medium, Large" onChange={(e) => setOption(index, { values: e.target.value })} />
            </label>
            <button type="button" className={`${ICON_BUTTON} mb-1.5`} onClick={() => setOptions((all) => all.filter((_o, i) => i !== index))} aria-label={`Remove option ${index + 1}`}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
        {options.length < VARIANT_LIMITS.options && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOptions((all) => [...all, { name: '', values: '' }])}>
            <Plus size={16} aria-hidden="true" />
            Add an option
          </button>
        )}
      </div>

      {rows.length > 0 && (
        <>
          <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-sand/70 pt-4">
            <label className="block text-xs font-semibold text-ink-muted">
              Set every price (₹)
              <input type="number" min={0} step={1} inputMode="numeric" className={`${CELL} mt-1 w-32`} value={bulkPrice} onChange={(e) => setBulkPrice(e.target.value)} />
            </label>
            <button type="button" className={buttonClass('secondary', 'sm')} disabled={bulkPrice === ''} onClick={() => setTypedRows(setEveryPrice(rows, bulkPrice))}>
              Apply to all rows
            </button>
            <label className="block text-xs font-semibold text-ink-muted">
              Add stock to every row
              <input type="number" step={1} inputMode="numeric" className={`${CELL} mt-1 w-32`} value={bulkStock} onChange={(e) => setBulkStock(e.target.value)} />
            </label>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={!Number.isInteger(Number(bulkStock)) || bulkStock === ''}
              onClick={() => setTypedRows(addStockToEvery(rows, Number(bulkStock)))}
            >
              Add to all rows
            </button>
          </div>

          <div className={`${TABLE_WRAP} mt-4`}>
            <table className={TABLE}>
              <caption className="sr-only">Variants of {product.name}</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>Row</th>
                  <th scope="col" className={TH}>Variant</th>
                  <th scope="col" className={TH}>SKU</th>
                  <th scope="col" className={TH}>Price (₹)</th>
                  <th scope="col" className={TH}>Discount (%)</th>
                  <th scope="col" className={TH}>Stock</th>
                  <th scope="col" className={TH}>Weight (g)</th>
                  <th scope="col" className={TH}>Picture</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const label = variantLabel(row.values);
                  const cell = (field: 'sku' | 'price' | 'discount' | 'stock' | 'weightGrams', name: string, numeric = true) => (
                    <input
                      aria-label={`${name} of ${label}`}
                      className={`${CELL} ${WIDER[field] ?? ''}`}
                      value={row[field]}
                      {...(numeric ? { type: 'number', inputMode: 'numeric' as const, min: 0, step: 1 } : {})}
                      onChange={(e) => setRow(row.values, { [field]: e.target.value })}
                    />
                  );
                  return (
                    <tr key={label}>
                      <td className={TD}>{index + 1}</td>
                      <th scope="row" className={`${TD} font-medium whitespace-nowrap text-charcoal`}>{label}</th>
                      <td className={TD}>{cell('sku', 'SKU', false)}</td>
                      <td className={TD}>{cell('price', 'Price')}</td>
                      <td className={TD}>{cell('discount', 'Discount')}</td>
                      <td className={TD}>{cell('stock', 'Stock')}</td>
                      <td className={TD}>{cell('weightGrams', 'Weight')}</td>
                      <td className={TD}>
                        <VariantPicturePicker label={label} images={product.images} value={row.image} onChange={(image) => setRow(row.values, { image })} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}

      {problem && <div className="mt-4"><FormAlert>{problem}</FormAlert></div>}
      <button type="button" className={buttonClass('primary', 'md', 'mt-4')} disabled={save.isPending} aria-busy={save.isPending || undefined} onClick={() => save.mutate()}>
        {save.isPending ? 'Saving…' : 'Save options and variants'}
      </button>
    </section>
  );
}

import { formatRupees } from '@dhatu/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from '../../components/ui/field';
import { ProductImage } from '../catalogue';
import type { ReturnFormValues } from './return-form';
import type { OrderItem, ReturnList } from './types';

const SELECT = 'h-11 rounded-xl border border-sand bg-white px-3 text-base text-charcoal focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none';

/**
 * The pieces to send back: a checkbox per order line with units left (its picture and name), and
 * how many when more than one unit is left.
 */
export function ReturnLinesField({ items, returnable }: { items: readonly OrderItem[]; returnable: ReturnList['returnable'] }) {
  const id = useId();
  const { register, watch, clearErrors, formState } = useFormContext<ReturnFormValues>();
  const lines = watch('lines');
  const error = formState.errors.lines?.message;
  const errorId = `${id}-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-charcoal">What are you sending back?</legend>
      <ul className="mt-2 space-y-2">
        {lines.map((line, i) => {
          const item = items.find((it) => it._id === line.itemId);
          const left = returnable.find((r) => r.itemId === line.itemId)?.quantity ?? 0;
          if (!item) return null;
          const boxId = `${id}-line-${i}`;
          return (
            <li key={line.itemId} className={`rounded-xl border bg-white p-3 ${line.chosen ? 'border-rose-deep' : 'border-sand'}`}>
              <div className="flex flex-wrap items-center gap-3">
                <input
                  id={boxId}
                  type="checkbox"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="size-5 shrink-0 accent-rose-deep"
                  {...register(`lines.${i}.chosen`, { onChange: () => clearErrors('lines') })}
                />
                <label htmlFor={boxId} className="flex min-w-0 flex-1 basis-48 cursor-pointer items-center gap-3">
                  <ProductImage src={item.product.images[0]} alt="" sizes="56px" width={56} height={56} className="size-14 shrink-0 rounded-lg bg-mist object-cover" />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm font-semibold text-charcoal">{item.product.name}</span>
                    <span className="mt-0.5 block text-xs text-ink-muted">
                      {left < item.quantity ? `${left} of ${item.quantity} can be returned` : `Bought ${item.quantity}`} · {formatRupees(item.price)} each
                    </span>
                  </span>
                </label>
                {/* Beside the piece on a wide screen, under it on a phone. */}
                {line.chosen && left > 1 && (
                  <div className="ml-auto flex items-center gap-2">
                    <label htmlFor={`${id}-qty-${i}`} className="text-sm text-charcoal">
                      How many<span className="sr-only"> of {item.product.name}</span>
                    </label>
                    <select id={`${id}-qty-${i}`} className={SELECT} {...register(`lines.${i}.quantity`, { valueAsNumber: true })}>
                      {Array.from({ length: left }, (_, n) => n + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_LIMITS, adminCouponCreateSchema, COUPON_DISCOUNT_TYPES, couponLabel, rupeesToPaise,
  type AdminCouponCreate, type AdminCouponCreateInput, type CouponDiscountType,
} from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { Field, FormAlert, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { SELECT_LOOK } from '../ui/styles';
import { adminCategoryQueries } from '../categories/categories-queries';
import { ToggleField } from '../ui/toggle-field';
import { isoToLocalInput, localInputToIso } from './coupon-dates';
import { ProductPicker } from './product-picker';
import type { AdminCoupon } from './types';
import { buttonClass } from '../../../components/ui/button';

const TYPE_LABELS: Record<CouponDiscountType, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  percentage_upto: 'Percentage off, up to a limit',
};

const FIELDS = [
  'code', 'description', 'discountType', 'discountValue', 'maxDiscountAmount', 'minOrderAmount', 'startsAt', 'endsAt', 'isActive',
  'usageLimit', 'perCustomerLimit', 'firstOrderOnly', 'categoryIds', 'productIds',
] as const;
type CouponField = (typeof FIELDS)[number];

export function couponToForm(coupon: AdminCoupon | null): AdminCouponCreateInput {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: coupon?.discountValue ?? (undefined as unknown as number),
    maxDiscountAmount: coupon?.maxDiscountAmount ?? null,
    minOrderAmount: coupon?.minOrderAmount ?? 0,
    startsAt: coupon?.startsAt ?? null,
    endsAt: coupon?.endsAt ?? null,
    isActive: coupon?.isActive ?? true,
    usageLimit: coupon?.usageLimit ?? null,
    perCustomerLimit: coupon?.perCustomerLimit ?? null,
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    categoryIds: coupon?.categoryIds ?? [],
    productIds: coupon?.productIds ?? [],
  };
}

/** '' → null, anything else → a number (the schema says whether it is a good one). */
const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

interface CouponFormProps {
  initial: AdminCouponCreateInput;
  /** Uses so far, shown beside the limit when editing. */
  usedCount?: number;
  submitLabel: string;
  onSave: (values: AdminCouponCreate) => Promise<unknown>;
  onCancel: () => void;
}

/** Every coupon field the cart uses, checked with the same schema as the API. */
export function CouponForm({ initial, usedCount, submitLabel, onSave, onCancel }: CouponFormProps) {
  const id = useId();
  const categories = useQuery(adminCategoryQueries.categories());
  const { register, control, handleSubmit, watch, setError, formState } = useForm<AdminCouponCreateInput, unknown, AdminCouponCreate>({
    resolver: zodResolver(adminCouponCreateSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const [type, value, cap] = watch(['discountType', 'discountValue', 'maxDiscountAmount']);
  const preview =
    Number.isFinite(value) && Number(value) > 0
      ? couponLabel({
          discountType: type,
          discountValue: type === 'fixed' ? rupeesToPaise(Number(value)) : Number(value),
          maxDiscountAmountPaise: cap != null && Number.isFinite(cap) ? rupeesToPaise(Number(cap)) : null,
        })
      : null;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = serverFieldErrors(error);
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        const name = field.split('.')[0] as CouponField;
        if ((FIELDS as readonly string[]).includes(name)) {
          setError(name, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      setError('root', { message: errorMessage(error, 'Could not save the coupon') });
    }
  });

  const fid = (name: string) => `${id}-${name}`;
  const err = (name: CouponField) => errors[name]?.message;
  const input = (name: CouponField, label: string, props: { type?: string; optional?: boolean; hint?: string; nullable?: boolean; placeholder?: string; max?: number } = {}) => (
    <Field id={fid(name)} label={label} optional={props.optional} error={err(name)} hint={props.hint}>
      {(aria) => (
        <input
          id={fid(name)}
          type={props.type ?? 'text'}
          inputMode={props.type === 'number' ? 'numeric' : undefined}
          min={props.type === 'number' ? 0 : undefined}
          step={props.type === 'number' ? 1 : undefined}
          placeholder={props.placeholder}
          maxLength={props.max}
          autoComplete="off"
          {...register(
            name,
            props.type === 'number' ? (props.nullable ? { setValueAs: nullableNumber } : { valueAsNumber: true }) : {},
          )}
          {...aria}
          className={`${INPUT} ${inputBorder(err(name))}`}
        />
      )}
    </Field>
  );
  const dateInput = (name: 'startsAt' | 'endsAt', label: string, hint: string) => (
    <Field id={fid(name)} label={label} optional error={err(name)} hint={hint}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              id={fid(name)}
              type="datetime-local"
              ref={field.ref}
              name={field.name}
              value={isoToLocalInput(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(localInputToIso(event.target.value))}
              {...aria}
              className={`${INPUT} ${inputBorder(err(name))}`}
            />
          )}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('code', 'Code', { placeholder: 'DIWALI10', hint: 'Letters, numbers, - and _; shoppers may type it in any case.', max: 32 })}
        {input('description', 'Description', { optional: true, max: ADMIN_LIMITS.couponDescription })}
      </div>

      <fieldset className="space-y-4 rounded-xl border border-sand p-4">
        <legend className="px-1 text-sm font-semibold text-charcoal">Discount</legend>
        <Field id={fid('discountType')} label="Type" error={err('discountType')}>
          {(aria) => (
            <select id={fid('discountType')} {...register('discountType')} {...aria} className={`${INPUT} ${inputBorder(err('discountType'))} ${SELECT_LOOK}`}>
              {COUPON_DISCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {input('discountValue', type === 'fixed' ? 'Amount off (₹)' : 'Percent off (%)', { type: 'number' })}
          {type === 'percentage_upto' && input('maxDiscountAmount', 'Up to (₹)', { type: 'number', nullable: true })}
          {input('minOrderAmount', 'Minimum order (₹)', { type: 'number', hint: 'After product discounts; 0 for none.' })}
        </div>
        <p className="text-sm text-ink-muted" aria-live="polite">
          Shoppers see: <span className="font-semibold text-charcoal">{preview ?? '—'}</span>
        </p>
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-sand p-4">
        <legend className="px-1 text-sm font-semibold text-charcoal">When and how often</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateInput('startsAt', 'Starts', 'India time; empty: at once.')}
          {dateInput('endsAt', 'Ends', 'India time, inclusive; empty: never.')}
          {input('usageLimit', 'Total uses', { type: 'number', optional: true, nullable: true, hint: usedCount !== undefined ? `Used ${usedCount} times so far. Empty: no limit.` : 'Empty: no limit.' })}
          {input('perCustomerLimit', 'Uses per customer', { type: 'number', optional: true, nullable: true, hint: 'Empty: no limit.' })}
        </div>
        <ToggleField
          label="First order only"
          hint="Refused to a customer who already has an order (cancelled orders do not count), in the cart and at checkout."
          {...register('firstOrderOnly')}
        />
        <ToggleField label="Active" hint="Inactive coupons are refused in the cart." {...register('isActive')} />
      </fieldset>

      <fieldset className="space-y-4 rounded-xl border border-sand p-4">
        <legend className="px-1 text-sm font-semibold text-charcoal">Applies to</legend>
        <p id={fid('scope-hint')} className="-mt-1 text-xs text-ink-muted">
          Leave both empty for every product. Otherwise only items in the chosen categories or the chosen products get the discount.
        </p>
        <Controller
          control={control}
          name="categoryIds"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <div role="group" aria-label="Categories" className="flex flex-wrap gap-x-5 gap-y-2">
                {(categories.data?.categories ?? []).map((c) => (
                  <label key={c._id} className="inline-flex items-center gap-2 text-sm text-charcoal">
                    <input
                      type="checkbox"
                      checked={chosen.has(c._id)}
                      onChange={(event) => field.onChange(event.target.checked ? [...chosen, c._id] : [...chosen].filter((x) => x !== c._id))}
                      className="size-4 accent-rose-deep"
                    />
                    {c.name}
                  </label>
                ))}
              </div>
            );
          }}
        />
        {err('categoryIds') && <p className="text-sm text-error">{err('categoryIds')}</p>}
        <div>
          <p className="mb-1.5 text-sm font-semibold text-charcoal">Products</p>
          <Controller
            control={control}
            name="productIds"
            render={({ field }) => <ProductPicker value={field.value ?? []} onChange={field.onChange} describedBy={fid('scope-hint')} />}
          />
          {err('productIds') && <p className="mt-1 text-sm text-error">{err('productIds')}</p>}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'md')}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { adminProductCreateSchema, ADMIN_LIMITS, discountedPrice, formatRupees } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { Field, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { adminCategoryQueries } from '../categories/categories-queries';
import { adminSettingsQueries } from '../settings/settings-queries';
import { PANEL, SELECT_LOOK } from '../ui/styles';
import { ToggleField } from '../ui/toggle-field';
import { changedFields, isProductField, type ProductFormInput, type ProductFormValues } from './product-form-values';
import type { AdminProductPatch } from '@dhatu/domain';
import { buttonClass } from '../../../components/ui/button';

interface ProductFormProps {
  initial: Partial<ProductFormInput>;
  /** 'Create product' or 'Save changes'. */
  submitLabel: string;
  /** Saves the whole form (new) or only what changed (edit); a rejection keeps the form as typed. */
  onSave: (values: ProductFormValues, changes: AdminProductPatch) => Promise<unknown>;
  /** Rendered inside the form before the save button (the new product's pictures). */
  children?: ReactNode;
  /** A product with variants: price, discount and stock are its variants' (shown, set in the variants panel). */
  variantsManaged?: boolean;
}

const TEXTAREA = 'block w-full rounded-xl border bg-white px-4 py-3 text-base text-charcoal shadow-sm focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none';
const SELECT = `${INPUT} ${SELECT_LOOK}`;

/**
 * Every field of a product, checked with the same schema the API uses; what the server still
 * refuses is shown under the field it names (or in a toast when it names none).
 */
export function ProductForm({ initial, submitLabel, onSave, children, variantsManaged = false }: ProductFormProps) {
  const id = useId();
  const { register, control, handleSubmit, watch, setValue, setError, reset, formState } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(adminProductCreateSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting, dirtyFields } = formState;
  const categoryId = watch('category');
  const categories = useQuery(adminCategoryQueries.categories());
  const subcategories = useQuery({ ...adminCategoryQueries.subcategories(categoryId || undefined), enabled: Boolean(categoryId) });
  const [price, discount] = watch(['price', 'discount']);
  const salePrice = Number.isFinite(price) && Number.isFinite(discount) ? discountedPrice(Number(price), Number(discount)) : null;
  const shopLimit = useQuery(adminSettingsQueries.limits()).data?.maxUnitsPerOrder;
  const categoryHsn = categories.data?.categories.find((c) => c._id === categoryId)?.hsnCode;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values, changedFields(values, dirtyFields));
      reset(values);
    } catch (error) {
      const fields = serverFieldErrors(error);
      let shown = false;
      for (const [field, message] of Object.entries(fields)) {
        if (isProductField(field)) {
          setError(field, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      notify.error(errorMessage(error, 'Could not save the product'));
    }
  }, focusFirstError);

  const fieldId = (name: string) => `${id}-${name}`;
  const numberInput = (name: 'price' | 'discount' | 'stock', label: string, hint?: string) => (
    <Field id={fieldId(name)} label={label} error={errors[name]?.message} hint={variantsManaged ? 'Set per variant, under Options and variants' : hint}>
      {(aria) => (
        <input
          id={fieldId(name)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          readOnly={variantsManaged}
          {...register(name, { valueAsNumber: true })}
          {...aria}
          className={`${INPUT} ${inputBorder(errors[name])}`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Product" className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className={`${PANEL} space-y-4 p-4 sm:p-5`}>
        <Field id={fieldId('name')} label="Name" error={errors.name?.message}>
          {(aria) => (
            <input
              id={fieldId('name')}
              {...register('name')}
              maxLength={ADMIN_LIMITS.productName}
              autoComplete="off"
              {...aria}
              className={`${INPUT} ${inputBorder(errors.name)}`}
            />
          )}
        </Field>
        <Field id={fieldId('description')} label="Description" optional error={errors.description?.message} hint="A short introduction shown beside the pictures.">
          {(aria) => (
            <textarea
              id={fieldId('description')}
              rows={4}
              {...register('description')}
              {...aria}
              className={`${TEXTAREA} ${inputBorder(errors.description)}`}
            />
          )}
        </Field>
        <Field
          id={fieldId('productDescription')}
          label="Product details"
          optional
          error={errors.productDescription?.message}
          hint="Material, size, care and the like; shown in the product page's details section."
        >
          {(aria) => (
            <textarea
              id={fieldId('productDescription')}
              rows={8}
              {...register('productDescription')}
              {...aria}
              className={`${TEXTAREA} ${inputBorder(errors.productDescription)}`}
            />
          )}
        </Field>
        {children}
      </div>

      <div className="space-y-4">
        <div className={`${PANEL} space-y-4 p-4 sm:p-5`}>
          <div className="grid grid-cols-2 gap-3">
            {numberInput('price', 'Price (₹)')}
            {numberInput('discount', 'Discount (%)')}
          </div>
          <p className="-mt-1 text-sm text-ink-muted" aria-live="polite">
            Shoppers pay <span className="font-semibold text-charcoal">{salePrice === null ? '—' : formatRupees(salePrice)}</span>
          </p>
          {numberInput('stock', 'Stock')}
          <Field
            id={fieldId('maxPerOrder')}
            label="Most per order"
            optional
            error={errors.maxPerOrder?.message}
            hint={`Units one order may hold. Empty: the shop's limit${shopLimit ? ` (${shopLimit})` : ''}, set in Settings.`}
          >
            {(aria) => (
              <input
                id={fieldId('maxPerOrder')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={shopLimit ? String(shopLimit) : undefined}
                {...register('maxPerOrder', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
                {...aria}
                className={`${INPUT} ${inputBorder(errors.maxPerOrder)}`}
              />
            )}
          </Field>
          <Field
            id={fieldId('madeToOrderDays')}
            label="Days to make"
            error={errors.madeToOrderDays?.message}
            hint={`Made to order: business days before it can be dispatched, added to its delivery dates (0 to ${ADMIN_LIMITS.madeToOrderDays}). 0: ready to ship.`}
          >
            {(aria) => (
              <input
                id={fieldId('madeToOrderDays')}
                type="number"
                inputMode="numeric"
                min={0}
                max={ADMIN_LIMITS.madeToOrderDays}
                step={1}
                {...register('madeToOrderDays', { valueAsNumber: true })}
                {...aria}
                className={`${INPUT} ${inputBorder(errors.madeToOrderDays)}`}
              />
            )}
          </Field>
        </div>

        <div className={`${PANEL} space-y-4 p-4 sm:p-5`}>
          <Field id={fieldId('category')} label="Category" error={errors.category?.message}>
            {(aria) => (
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <select
                    id={fieldId('category')}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      setValue('subcategory', null, { shouldDirty: true });
                    }}
                    {...aria}
                    className={`${SELECT} ${inputBorder(errors.category)}`}
                  >
                    <option value="">{categories.isPending ? 'Loading…' : 'Choose a category'}</option>
                    {categories.data?.categories.map((c) => (
                      <option key={c._id} value={c._id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </Field>
          <Field id={fieldId('subcategory')} label="Subcategory" optional error={errors.subcategory?.message}>
            {(aria) => (
              <Controller
                control={control}
                name="subcategory"
                render={({ field }) => (
                  <select
                    id={fieldId('subcategory')}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    disabled={!categoryId}
                    {...aria}
                    className={`${SELECT} ${inputBorder(errors.subcategory)} disabled:bg-mist`}
                  >
                    <option value="">{categoryId ? 'None' : 'Choose a category first'}</option>
                    {subcategories.data?.subcategories.map((s) => (
                      <option key={s._id} value={s._id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </Field>
          <Field
            id={fieldId('hsnCode')}
            label="HSN code"
            optional
            error={errors.hsnCode?.message}
            hint={`4, 6 or 8 digits, printed on invoices. Empty: the category's${categoryHsn ? ` (${categoryHsn})` : ''}.`}
          >
            {(aria) => (
              <input
                id={fieldId('hsnCode')}
                {...register('hsnCode')}
                inputMode="numeric"
                maxLength={8}
                autoComplete="off"
                placeholder={categoryHsn ?? undefined}
                {...aria}
                className={`${INPUT} ${inputBorder(errors.hsnCode)}`}
              />
            )}
          </Field>
        </div>

        <fieldset className={`${PANEL} space-y-4 p-4 sm:p-5`}>
          <legend className="sr-only">Where it shows</legend>
          <ToggleField label="Featured" hint="In the home page's featured products." {...register('isFeatured')} />
          <ToggleField label="New arrival" hint="In the home page's new arrivals." {...register('isNew')} />
          <ToggleField label="Festive collection" hint="On the festive sale page (added at the end)." {...register('inFestive')} />
          <ToggleField label="Hidden" hint="Kept, but not shown or sold in the shop." {...register('isHidden')} />
        </fieldset>

        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'md', 'w-full')}>
          <Save size={16} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Client-side refusals: say so once, the fields show the details. */
function focusFirstError(errors: FieldErrors) {
  const count = Object.keys(errors).length;
  notify.error(count === 1 ? 'Please correct the highlighted field' : 'Please correct the highlighted fields');
}

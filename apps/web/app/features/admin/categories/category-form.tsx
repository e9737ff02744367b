import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_LIMITS, adminSubcategoryCreateSchema, hsnCodeSchema } from '@dhatu/domain';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { Field, FormAlert, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { SELECT_LOOK } from '../ui/styles';
import type { AdminCategory } from './types';
import { buttonClass } from '../../../components/ui/button';

/**
 * One form for categories and subcategories: name and position, plus the parent category for a
 * subcategory. Checked with the domain's subcategory schema (a category simply has no parent).
 */
export interface CategoryFormValues {
  name: string;
  position?: number;
  categoryId?: string;
  /** Categories only: '' (or null) for none of its own. */
  hsnCode?: string | null;
}

const categoryFormSchema = adminSubcategoryCreateSchema.extend({
  categoryId: adminSubcategoryCreateSchema.shape.categoryId.optional(),
  hsnCode: hsnCodeSchema.optional(),
});
const subcategoryFormSchema = adminSubcategoryCreateSchema;

interface CategoryFormProps {
  initial: CategoryFormValues;
  /** Given for a subcategory: where it may belong. */
  parents?: AdminCategory[];
  submitLabel: string;
  onSave: (values: CategoryFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function CategoryForm({ initial, parents, submitLabel, onSave, onCancel }: CategoryFormProps) {
  const id = useId();
  // Both schemas give CategoryFormValues; a category's simply has no parent.
  const resolver = (parents ? zodResolver(subcategoryFormSchema) : zodResolver(categoryFormSchema)) as Resolver<CategoryFormValues>;
  const { register, handleSubmit, setError, formState } = useForm<CategoryFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'name' || field === 'position' || field === 'categoryId' || field === 'hsnCode') setError(field, { message });
      }
      if (Object.keys(fields).length === 0) setError('root', { message: errorMessage(error, 'Could not save. Please try again.') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(aria) => (
          <input
            id={`${id}-name`}
            {...register('name')}
            maxLength={ADMIN_LIMITS.categoryName}
            autoComplete="off"
            {...aria}
            className={`${INPUT} ${inputBorder(errors.name)}`}
          />
        )}
      </Field>
      {parents && (
        <Field id={`${id}-parent`} label="Category" error={errors.categoryId?.message}>
          {(aria) => (
            <select
              id={`${id}-parent`}
              {...register('categoryId')}
              {...aria}
              className={`${INPUT} ${inputBorder(errors.categoryId)} ${SELECT_LOOK}`}
            >
              {parents.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id={`${id}-position`} label="Position" optional error={errors.position?.message} hint="Smaller numbers come first; left empty, it goes last.">
        {(aria) => (
          <input
            id={`${id}-position`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('position', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
            {...aria}
            className={`${INPUT} ${inputBorder(errors.position)}`}
          />
        )}
      </Field>
      {!parents && (
        <Field id={`${id}-hsn`} label="HSN code" optional error={errors.hsnCode?.message} hint="4, 6 or 8 digits, printed on its products' invoices (a product's own code comes first). Empty: the shop's default.">
          {(aria) => (
            <input
              id={`${id}-hsn`}
              {...register('hsnCode')}
              inputMode="numeric"
              maxLength={8}
              autoComplete="off"
              {...aria}
              className={`${INPUT} ${inputBorder(errors.hsnCode)}`}
            />
          )}
        </Field>
      )}
      <div className="grid grid-cols-2 gap-3 pt-1 sm:flex sm:justify-end">
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

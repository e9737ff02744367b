import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_LIMITS, adminBannerCreateSchema, FESTIVE_BANNER_MATERIAL } from '@dhatu/domain';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { Field, FormAlert, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { ToggleField } from '../ui/toggle-field';
import type { BannerBody } from './banners-api';
import type { AdminBanner } from './types';
import { buttonClass } from '../../../components/ui/button';

export interface BannerFormValues {
  position?: number;
  material: string;
  title: string;
  description: string;
  link: string | null;
  isActive: boolean;
}

const FIELDS = ['position', 'material', 'title', 'description', 'link', 'isActive'] as const;

/** Where a banner can show: the home carousel, the product list ('all' or one category), the festive page. */
export function materialSuggestions(categoryNames: readonly string[]): { value: string; label: string }[] {
  return [
    { value: 'home', label: 'Home page carousel' },
    { value: 'all', label: 'Product list (all products)' },
    ...categoryNames.map((name) => ({ value: name.trim().toLowerCase(), label: `Product list: ${name}` })),
    { value: FESTIVE_BANNER_MATERIAL, label: 'Festive sale page' },
  ];
}

export function bannerToForm(banner: AdminBanner | null): BannerFormValues {
  return {
    position: banner?.position,
    material: banner?.material ?? 'home',
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    link: banner?.link ?? '',
    // New banners start hidden: the API shows a banner only once its desktop image is there.
    isActive: banner?.isActive ?? false,
  };
}

interface BannerFormProps {
  initial: BannerFormValues;
  /** Whether it may be switched on: only once it has its desktop image. */
  hasImage: boolean;
  categoryNames: readonly string[];
  submitLabel: string;
  onSave: (body: BannerBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Position, where it shows, title, description, link and whether it is on; the pictures are set on the list. */
export function BannerForm({ initial, hasImage, categoryNames, submitLabel, onSave, onCancel }: BannerFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<BannerFormValues>({
    resolver: zodResolver(adminBannerCreateSchema) as unknown as Resolver<BannerFormValues>,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      }
      if (Object.keys(fields).length === 0) setError('root', { message: errorMessage(error, 'Could not save the banner') });
    }
  });

  const text = (name: 'title' | 'link', label: string, max: number, hint?: string, placeholder?: string) => (
    <Field id={`${id}-${name}`} label={label} optional error={errors[name]?.message} hint={hint}>
      {(aria) => (
        <input
          id={`${id}-${name}`}
          {...register(name)}
          maxLength={max}
          placeholder={placeholder}
          autoComplete="off"
          {...aria}
          className={`${INPUT} ${inputBorder(errors[name])}`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field id={`${id}-material`} label="Shows on" error={errors.material?.message} hint="home, all, diwali or a category's name">
          {(aria) => (
            <>
              <input
                id={`${id}-material`}
                list={`${id}-materials`}
                {...register('material')}
                maxLength={ADMIN_LIMITS.bannerMaterial}
                autoComplete="off"
                {...aria}
                className={`${INPUT} ${inputBorder(errors.material)}`}
              />
              <datalist id={`${id}-materials`}>
                {materialSuggestions(categoryNames).map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id={`${id}-position`} label="Position" optional error={errors.position?.message}>
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
      </div>
      {text('title', 'Title', ADMIN_LIMITS.bannerTitle)}
      <Field id={`${id}-description`} label="Description" optional error={errors.description?.message}>
        {(aria) => (
          <textarea
            id={`${id}-description`}
            rows={2}
            {...register('description')}
            maxLength={ADMIN_LIMITS.bannerDescription}
            {...aria}
            className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-charcoal shadow-sm focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none ${inputBorder(errors.description)}`}
          />
        )}
      </Field>
      {text('link', 'Link', ADMIN_LIMITS.link, 'A page of the shop (/diwali-sale) or a full https:// address', '/products')}
      {/* Not rendered (so it stays off) until the desktop image is there: the API refuses it before. */}
      {hasImage ? (
        <ToggleField label="Active" hint="Shown in the shop." {...register('isActive')} />
      ) : (
        <p className="rounded-xl bg-mist px-3 py-2 text-sm text-ink-muted">Upload the desktop image on the banner list, then switch the banner on.</p>
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

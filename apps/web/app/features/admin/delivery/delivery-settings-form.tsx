import { deliverySettingsSchema, indiaToday, type DeliverySettingsInput } from '@dhatu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { Field, FieldError, INPUT, inputBorder } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../admin-errors';
import { formatShortDateTime } from '../format';
import { PANEL } from '../ui/styles';
import { ToggleField } from '../ui/toggle-field';
import { saveDeliverySettings, type AdminDeliverySettings } from './delivery-api';
import { adminDeliveryQueries } from './delivery-queries';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The form's own values: numbers as typed, days off as checkbox values, holidays one a line. */
interface FormValues {
  dispatchMinDays: number;
  dispatchMaxDays: number;
  cutoff: string;
  offDays: string[];
  holidays: string;
  serviceable: boolean;
  minDays: number;
  maxDays: number;
  cod: boolean;
  fee: number;
  codMaxOrderValue: number;
}
type FieldName = keyof FormValues;

/** A holiday that has passed is left out of the form: saving it again would be refused. */
function toForm(s: AdminDeliverySettings, today: string): FormValues {
  return {
    dispatchMinDays: s.dispatchMinDays, dispatchMaxDays: s.dispatchMaxDays, cutoff: s.cutoff, offDays: s.offDays.map(String),
    holidays: s.holidays.filter((d) => d >= today).join('\n'), serviceable: s.fallback.serviceable, minDays: s.fallback.minDays,
    maxDays: s.fallback.maxDays, cod: s.fallback.cod, fee: s.fallback.fee, codMaxOrderValue: s.codMaxOrderValue,
  };
}

function toBody(v: FormValues): DeliverySettingsInput {
  return {
    dispatchMinDays: v.dispatchMinDays, dispatchMaxDays: v.dispatchMaxDays, cutoff: v.cutoff, offDays: v.offDays.map(Number),
    holidays: v.holidays.split(/[\s,]+/).filter(Boolean),
    fallback: { serviceable: v.serviceable, minDays: v.minDays, maxDays: v.maxDays, cod: v.cod, fee: v.fee },
    codMaxOrderValue: v.codMaxOrderValue,
  };
}

/** A path of the settings body ('fallback.maxDays', 'holidays.0') as the form field that shows it. */
function fieldOf(path: string): FieldName | null {
  const [head, next] = path.split('.');
  if (head === 'fallback') return (next as FieldName | undefined) ?? null;
  return head ? (head as FieldName) : null;
}

/** Dispatch days, the cut-off, days off, holidays, pincodes in no zone and the COD limit (issue 22). */
export function DeliverySettingsForm({ current }: { current: AdminDeliverySettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const today = indiaToday(new Date());
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({ defaultValues: toForm(current, today) });
  const { errors, isSubmitting, isDirty } = formState;

  const showErrors = (issues: Record<string, string>) => {
    for (const [path, message] of Object.entries(issues)) {
      const field = fieldOf(path);
      if (field) setError(field, { message });
    }
  };

  const submit = handleSubmit(async (values) => {
    const body = toBody(values);
    const judged = deliverySettingsSchema(today).safeParse(body);
    if (!judged.success) {
      showErrors(Object.fromEntries(judged.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      const saved = await saveDeliverySettings(body);
      queryClient.setQueryData(adminDeliveryQueries.settings().queryKey, saved);
      reset(toForm(saved, today));
      notify.success('Delivery settings saved. Every pincode check and order uses them from now on.');
    } catch (error) {
      showErrors(serverFieldErrors(error));
      notify.error(errorMessage(error, 'Could not save the delivery settings'));
    }
  });

  const days = (name: 'dispatchMinDays' | 'dispatchMaxDays' | 'minDays' | 'maxDays', label: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => (
        <input id={`${id}-${name}`} type="number" inputMode="numeric" min={0} max={60} step={1} {...register(name, { valueAsNumber: true })} {...aria} className={`${INPUT} ${inputBorder(errors[name])} max-w-32`} />
      )}
    </Field>
  );
  const rupees = (name: 'fee' | 'codMaxOrderValue', label: string, hint: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(aria) => (
        <input id={`${id}-${name}`} type="number" inputMode="decimal" min={0} step="0.01" {...register(name, { valueAsNumber: true })} {...aria} className={`${INPUT} ${inputBorder(errors[name])} max-w-40`} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${PANEL} space-y-6 p-4 sm:p-5`}>
      <div>
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-charcoal">Dispatch and delivery</h2>
        <p className="mt-1 text-sm text-ink-muted">Delivery dates count business days in India time from the cut-off, skipping days off and holidays.</p>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-charcoal">Dispatch (business days after the order)</legend>
        {days('dispatchMinDays', 'Fewest days')}
        {days('dispatchMaxDays', 'Most days')}
        <Field id={`${id}-cutoff`} label="Daily cut-off (IST)" error={errors.cutoff?.message} hint="Orders after it count from the next business day">
          {(aria) => <input id={`${id}-cutoff`} type="time" {...register('cutoff')} {...aria} className={`${INPUT} ${inputBorder(errors.cutoff)} max-w-40`} />}
        </Field>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-charcoal">Weekly days off</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day, index) => (
            <label key={day} className="inline-flex items-center gap-2 text-sm text-charcoal">
              <input type="checkbox" value={String(index)} {...register('offDays')} className="size-4 accent-rose-deep" />
              {day}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-offDays-error`} message={errors.offDays?.message} />
      </fieldset>
      <Field id={`${id}-holidays`} label="Holidays" error={errors.holidays?.message} hint="One date a line, as YYYY-MM-DD (2026-12-25). Dates that have passed are left out.">
        {(aria) => <textarea id={`${id}-holidays`} rows={4} {...register('holidays')} {...aria} className={`${INPUT} ${inputBorder(errors.holidays)} h-auto max-w-sm py-3 font-mono text-sm`} />}
      </Field>
      <fieldset className="space-y-4 rounded-xl border border-sand p-4">
        <legend className="px-1 text-sm font-semibold text-charcoal">Pincodes in no zone</legend>
        <ToggleField label="Deliver there" hint="Off: only the pincodes of your zones are served" {...register('serviceable')} />
        <div className="grid gap-4 sm:grid-cols-2">
          {days('minDays', 'Fewest delivery days')}
          {days('maxDays', 'Most delivery days')}
        </div>
        <ToggleField label="Cash on delivery" {...register('cod')} />
        {rupees('fee', 'Extra delivery fee (₹)', 'Added to the shipping of every order there; 0 for none')}
      </fieldset>
      {rupees('codMaxOrderValue', 'Cash on delivery up to (₹)', `Orders above it pay online; default ₹${current.defaults.codMaxOrderValue.toLocaleString('en-IN')}`)}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'md')}>
          <Save size={16} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : 'Save delivery settings'}
        </button>
        <p className="text-xs text-ink-muted">{current.updatedAt ? `Last changed ${formatShortDateTime(current.updatedAt)}` : 'Using the defaults (the shipping policy)'}</p>
      </div>
    </form>
  );
}

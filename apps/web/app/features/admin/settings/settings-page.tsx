import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_LIMIT_BOUNDS, orderLimitsSchema, type OrderLimits, type OrderLimitsInput } from '@dhatu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { Field, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { formatShortDateTime } from '../format';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { PANEL } from '../ui/styles';
import { saveOrderLimits, type AdminOrderLimits } from './settings-api';
import { adminSettingsQueries } from './settings-queries';
import { buttonClass } from '../../../components/ui/button';

/** /admin/settings: the owner's limits against one customer holding the stock (issue 18). */
export function SettingsPage() {
  const limits = useQuery(adminSettingsQueries.limits());
  return (
    <>
      <PageHeader title="Settings" description="Limits that keep one customer from holding all the stock." />
      <QueryState query={limits} loadingLabel="Loading settings">
        {(data) => <OrderLimitsForm key={data.updatedAt ?? 'defaults'} current={data} />}
      </QueryState>
    </>
  );
}

type LimitField = keyof OrderLimits;

function OrderLimitsForm({ current }: { current: AdminOrderLimits }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<OrderLimitsInput, unknown, OrderLimits>({
    resolver: zodResolver(orderLimitsSchema),
    defaultValues: { maxUnitsPerOrder: current.maxUnitsPerOrder, maxOpenOrdersPerAccount: current.maxOpenOrdersPerAccount },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await saveOrderLimits(values);
      queryClient.setQueryData(adminSettingsQueries.limits().queryKey, saved);
      reset({ maxUnitsPerOrder: saved.maxUnitsPerOrder, maxOpenOrdersPerAccount: saved.maxOpenOrdersPerAccount });
      notify.success('Limits saved. They apply to every cart and order from now on.');
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field === 'maxUnitsPerOrder' || field === 'maxOpenOrdersPerAccount') setError(field, { message });
      }
      notify.error(errorMessage(error, 'Could not save the limits'));
    }
  });

  const numberField = (name: LimitField, label: string, hint: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(aria) => (
        <input
          id={`${id}-${name}`}
          type="number"
          inputMode="numeric"
          min={ORDER_LIMIT_BOUNDS[name].min}
          max={ORDER_LIMIT_BOUNDS[name].max}
          step={1}
          {...register(name, { valueAsNumber: true })}
          {...aria}
          className={`${INPUT} ${inputBorder(errors[name])} max-w-40`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${PANEL} max-w-2xl space-y-5 p-4 sm:p-5`}>
      <div>
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-charcoal">
          Order limits
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Shoppers are told of these in the cart and at checkout. Unpaid online orders give their stock back after 15 minutes.
        </p>
      </div>
      {numberField(
        'maxUnitsPerOrder',
        'Units of one product per order',
        `From ${ORDER_LIMIT_BOUNDS.maxUnitsPerOrder.min} to ${ORDER_LIMIT_BOUNDS.maxUnitsPerOrder.max}; default ${current.defaults.maxUnitsPerOrder}. A product's own "Most per order" wins. Carts above a lowered limit are lowered, with a notice.`,
      )}
      {numberField(
        'maxOpenOrdersPerAccount',
        'Open orders per customer',
        `From ${ORDER_LIMIT_BOUNDS.maxOpenOrdersPerAccount.min} to ${ORDER_LIMIT_BOUNDS.maxOpenOrdersPerAccount.max}; default ${current.defaults.maxOpenOrdersPerAccount}. Open: not yet shipped, or shipped but unpaid or cash on delivery.`,
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'md')}>
          <Save size={16} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : 'Save limits'}
        </button>
        <p className="text-xs text-ink-muted">{current.updatedAt ? `Last changed ${formatShortDateTime(current.updatedAt)}` : 'Using the defaults'}</p>
      </div>
    </form>
  );
}

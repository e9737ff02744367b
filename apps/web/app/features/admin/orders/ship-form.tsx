import { zodResolver } from '@hookform/resolvers/zod';
import { adminOrderStatusSchema, type AdminOrderStatusChange, type AdminOrderStatusInput } from '@dhatu/domain';
import { Truck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { buttonClass } from '../../../components/ui/button';

interface ShipFormProps {
  onShip: (body: AdminOrderStatusChange) => void;
  busy: boolean;
  /** The last failed attempt, whose field messages are shown under the fields. */
  error: unknown;
}

/** Marking an order shipped needs the courier and the tracking number (the customer sees both). */
export function ShipForm({ onShip, busy, error }: ShipFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<AdminOrderStatusInput, unknown, AdminOrderStatusChange>({
    resolver: zodResolver(adminOrderStatusSchema),
    defaultValues: { status: 'shipped', courier: '', trackingNumber: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFieldErrors(error))) {
      if (field === 'courier' || field === 'trackingNumber') setError(field, { message });
    }
  }, [error, setError]);

  return (
    <form onSubmit={handleSubmit(onShip)} noValidate aria-label="Ship this order" className="space-y-3 rounded-xl border border-sand bg-ivory p-4">
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <Truck size={17} aria-hidden="true" className="text-rose-deep" />
        Ship this order
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-courier`} label="Courier" error={errors.courier?.message}>
          {(aria) => (
            <input
              id={`${id}-courier`}
              {...register('courier')}
              placeholder="Delhivery"
              autoComplete="off"
              maxLength={60}
              {...aria}
              className={`${INPUT} ${inputBorder(errors.courier)} h-11`}
            />
          )}
        </Field>
        <Field id={`${id}-tracking`} label="Tracking number" error={errors.trackingNumber?.message}>
          {(aria) => (
            <input
              id={`${id}-tracking`}
              {...register('trackingNumber')}
              placeholder="DL123456789IN"
              autoComplete="off"
              maxLength={40}
              {...aria}
              className={`${INPUT} ${inputBorder(errors.trackingNumber)} h-11`}
            />
          )}
        </Field>
      </div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        <Truck size={16} aria-hidden="true" />
        {busy ? 'Saving…' : 'Mark as shipped'}
      </button>
    </form>
  );
}

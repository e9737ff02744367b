import { sendExchangeSchema } from '@dhatu/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Truck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { Field, INPUT, inputBorder } from '../../../components/ui/field';
import { serverFieldErrors } from '../admin-errors';
import { StepError } from './step-error';
import type { ReturnActions } from './use-return-actions';

type ExchangeInput = z.input<typeof sendExchangeSchema>;
type Exchange = z.output<typeof sendExchangeSchema>;

/** Sending the same pieces again (from stock) needs the courier and the tracking number the customer is sent. */
export function ExchangeForm({ actions }: { actions: ReturnActions }) {
  const id = useId();
  const error = actions.errorOf('exchange');
  const pending = actions.pendingStep === 'exchange';
  const { register, handleSubmit, setError, formState } = useForm<ExchangeInput, unknown, Exchange>({
    resolver: zodResolver(sendExchangeSchema),
    defaultValues: { courier: '', trackingNumber: '' },
  });
  const { errors } = formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverFieldErrors(error))) {
      if (field === 'courier' || field === 'trackingNumber') setError(field, { message });
    }
  }, [error, setError]);

  return (
    <form
      onSubmit={handleSubmit((body) => actions.run({ step: 'exchange', body }))}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-sand bg-ivory p-4"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-sans text-sm font-semibold text-charcoal">
        <Truck size={17} aria-hidden="true" className="text-rose-deep" />
        Send the exchange
      </h3>
      <p className="text-sm text-ink-muted">The same pieces are taken from stock and shipped; the customer is sent the courier and tracking number.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-courier`} label="Courier" error={errors.courier?.message}>
          {(aria) => (
            <input id={`${id}-courier`} {...register('courier')} placeholder="Delhivery" autoComplete="off" maxLength={60} {...aria} className={`${INPUT} ${inputBorder(errors.courier)} h-11`} />
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
      <StepError error={error} fallback="Could not send the exchange. Please try again." />
      <button type="submit" disabled={actions.busy} aria-busy={pending || undefined} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        <Truck size={16} aria-hidden="true" />
        {pending ? 'Saving…' : 'Send exchange'}
      </button>
    </form>
  );
}

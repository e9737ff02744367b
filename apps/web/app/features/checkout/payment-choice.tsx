import { useQuery } from '@tanstack/react-query';
import { Banknote, CreditCard, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { apiFetch } from '../../lib/api-client';
import type { CheckoutValues } from './checkout-form';
import { CheckoutSection } from './checkout-section';

export const PAYMENT_OPTIONS_KEY = ['orders', 'payment-options'] as const;

interface PaymentOptions {
  methods: { method: 'COD' | 'ONLINE'; available: boolean }[];
}

/** Whether the shop takes online payment now (account §9: shown disabled while it does not). */
export function useOnlinePaymentAvailable(): boolean {
  const options = useQuery({
    queryKey: PAYMENT_OPTIONS_KEY,
    queryFn: ({ signal }) => apiFetch<PaymentOptions>('/api/orders/payment-options', { signal }),
    retry: false,
    staleTime: 60_000,
  });
  return options.data?.methods.some((m) => m.method === 'ONLINE' && m.available) ?? false;
}

/**
 * Payment Method: Cash on Delivery (the default) and Online Payment, disabled while it is off.
 * Cash on delivery is hidden, with the reason, where the address's zone or the order's total does
 * not allow it (issue 22).
 */
export function PaymentChoice({ onlineAvailable, codHidden }: { onlineAvailable: boolean; codHidden: string | null }) {
  const { register, setValue, control } = useFormContext<CheckoutValues>();
  const method = useWatch({ control, name: 'paymentMethod' });

  // Online payment switched off while the page was open: back to cash on delivery.
  useEffect(() => {
    if (!onlineAvailable && method === 'ONLINE') setValue('paymentMethod', 'COD');
  }, [onlineAvailable, method, setValue]);
  // Cash on delivery not possible here: online payment, when the shop takes it.
  useEffect(() => {
    if (codHidden && onlineAvailable && method === 'COD') setValue('paymentMethod', 'ONLINE');
  }, [codHidden, onlineAvailable, method, setValue]);

  return (
    <CheckoutSection icon={CreditCard} title="Payment Method">
      <div role="radiogroup" aria-label="Payment method" className="grid gap-3">
        {codHidden ? (
          <p className="flex items-start gap-3 rounded-2xl border border-sand bg-mist/60 p-4 text-sm text-charcoal">
            <Banknote size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-ink-muted" />
            <span>
              <span className="block font-semibold">Cash on Delivery is not available</span>
              <span className="block text-ink-muted">{codHidden}</span>
            </span>
          </p>
        ) : (
          <PaymentOption value="COD" icon={Banknote} label="Cash on Delivery" note="Pay in cash when your order arrives. No extra fee." input={register('paymentMethod')} />
        )}
        <PaymentOption
          value="ONLINE"
          disabled={!onlineAvailable}
          icon={CreditCard}
          label="Online Payment"
          note={onlineAvailable ? "Pay now on our payment partner's secure page." : '(temporarily under maintenance)'}
          input={register('paymentMethod')}
        />
      </div>
    </CheckoutSection>
  );
}

interface PaymentOptionProps {
  value: 'COD' | 'ONLINE';
  disabled?: boolean;
  icon: LucideIcon;
  label: string;
  note: string;
  input: UseFormRegisterReturn<'paymentMethod'>;
}

function PaymentOption({ value, disabled = false, icon: Icon, label, note, input }: PaymentOptionProps) {
  return (
    <label className={`flex items-start gap-3 rounded-2xl border p-4 ${disabled ? 'cursor-not-allowed border-sand bg-mist/60 text-ink-muted' : 'cursor-pointer border-sand has-[:checked]:border-rose-deep has-[:checked]:bg-rose-soft/40'}`}>
      <input type="radio" value={value} disabled={disabled} className="mt-1 size-4 shrink-0 accent-rose-deep" {...input} />
      <Icon size={20} aria-hidden="true" className={`mt-0.5 shrink-0 ${disabled ? '' : 'text-rose-deep'}`} />
      <span>
        <span className={`block text-sm font-semibold ${disabled ? 'text-ink-muted' : 'text-charcoal'}`}>{label}</span>
        <span className="block text-xs text-ink-muted">{note}</span>
      </span>
    </label>
  );
}

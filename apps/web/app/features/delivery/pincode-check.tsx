import { DELIVERY_PINCODE_MESSAGE, isPincode, pincodeInput } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Hammer, MapPinOff, Truck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button';
import { FieldError, INPUT, inputBorder } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { useSessionUser } from '../auth';
import { profileQueries } from '../profile';
import type { DeliveryFor } from './delivery-api';
import { deliveryQueries } from './delivery-queries';
import { rememberedPincode, rememberPincode } from './pincode-memory';

/**
 * "Delivery to your pincode" (issue 22) on the product page and in the cart: a pincode box that
 * answers by when, with or without cash on delivery, or that the shop does not deliver there. It
 * starts from the pincode last checked on this device, else the signed-in shopper's default
 * address; both are read after hydration, so a cached guest page is the same for everyone. The
 * answer counts the days a made-to-order product (or the cart's slowest) takes to make.
 */
export function PincodeCheck({ forWhat = {}, madeToOrderDays = 0 }: { forWhat?: DeliveryFor; madeToOrderDays?: number }) {
  const id = useId();
  const user = useSessionUser();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remembered, setRemembered] = useState<boolean | null>(null);

  useEffect(() => {
    const saved = rememberedPincode();
    setRemembered(saved !== null);
    if (saved) {
      setText(saved);
      setAsked(saved);
    }
  }, []);

  const addresses = useQuery({ ...profileQueries.addresses(user?._id ?? ''), enabled: user !== null && remembered === false });
  useEffect(() => {
    if (asked !== null || !addresses.data) return;
    const home = addresses.data.find((a) => a.isDefault) ?? addresses.data[0];
    if (home && isPincode(home.pincode)) {
      setText(home.pincode);
      setAsked(home.pincode);
    }
  }, [addresses.data, asked]);

  const estimate = useQuery(deliveryQueries.estimate(asked ?? '', forWhat));

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!isPincode(text)) {
      setError(DELIVERY_PINCODE_MESSAGE);
      return;
    }
    setError(null);
    setAsked(text);
    rememberPincode(text);
  };

  const answer = estimate.data;
  return (
    <form onSubmit={check} noValidate aria-label="Check delivery" className="rounded-2xl border border-sand/80 bg-white p-4">
      <label htmlFor={`${id}-pincode`} className="block text-sm font-semibold text-charcoal">
        Delivery to your pincode
      </label>
      {madeToOrderDays > 0 && (
        <p className="mt-1 flex items-start gap-2 text-sm text-ink-muted">
          <Hammer size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brass-deep" />
          Made to order: {madeToOrderDays} business {madeToOrderDays === 1 ? 'day' : 'days'} to make, counted in the delivery dates.
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-pincode`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit pincode"
          value={text}
          onChange={(event) => {
            setText(pincodeInput(event.target.value));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-answer`}
          className={`${INPUT} ${inputBorder(error)} h-11 min-w-0 flex-1`}
        />
        <button type="submit" className={buttonClass('secondary', 'md', 'shrink-0')}>
          Check
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} announce />
      <p id={`${id}-answer`} role="status" className="mt-2 min-h-5 text-sm">
        {asked && !error && estimate.isFetching && !answer && <span className="text-ink-muted">Checking…</span>}
        {asked && !error && estimate.isError && <span className="text-error">{errorMessage(estimate.error, 'Could not check this pincode. Please try again.')}</span>}
        {asked && !error && answer && (
          <span className={`flex items-start gap-2 font-medium ${answer.serviceable ? 'text-emerald-800' : 'text-error'}`}>
            {answer.serviceable ? <Truck size={17} aria-hidden="true" className="mt-px shrink-0" /> : <MapPinOff size={17} aria-hidden="true" className="mt-px shrink-0" />}
            {answer.message}
          </span>
        )}
      </p>
    </form>
  );
}

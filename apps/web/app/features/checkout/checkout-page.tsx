import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Navigate } from 'react-router';
import { FORM_CHECKS, focusFirstInvalid } from '../../components/ui/form';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';
import type { CartView } from '../cart';
import { useCartState } from '../cart';
import { profileQueries } from '../profile';
import { isPincode } from '@dhatu/domain';
import { deliveryQueries } from '../delivery';
import { codHiddenReason, unservedMessage, withDeliveryFee } from './checkout-delivery';
import {
  checkoutResolver, checkoutStep, EMPTY_CHECKOUT, orderBody, refusedMessage, shippingAddressOf, type CheckoutContext, type CheckoutValues,
} from './checkout-form';
import { BillingAddressSection, YourDetailsSection } from './details-sections';
import { OrderSummary } from './order-summary';
import { PaymentChoice, useOnlinePaymentAvailable } from './payment-choice';
import { ShippingAddressSection } from './shipping-address-section';
import { usePlaceOrder } from './use-place-order';

/** /checkout (account §2 Checkout page, §4 placing an order, §5 rules, §8 messages). */
export function CheckoutPage() {
  const cart = useCartState();
  const placedRef = useRef(false);

  if (!cart.ready) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading checkout" />
      </div>
    );
  }
  if (cart.view.lines.length === 0 && !placedRef.current) return <Navigate to="/cart" replace />;
  return <CheckoutForm view={cart.view} userId={cart.userId ?? ''} onPlaced={() => (placedRef.current = true)} />;
}

/**
 * The form: its state in react-hook-form, checked by the checkout schema (checkout-form.ts). Each
 * field's message shows when the shopper leaves it and on submit; the button stays pressable, and a
 * refused press puts the focus on the first field in error, below the sticky header.
 */
function CheckoutForm({ view, userId, onPlaced }: { view: CartView; userId: string; onPlaced: () => void }) {
  const { user } = useAuth();
  const profile = useQuery(profileQueries.contact(userId));
  const addresses = useQuery(profileQueries.addresses(userId));
  const onlineAvailable = useOnlinePaymentAvailable();
  const saved = addresses.data ?? [];
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<CheckoutValues, CheckoutContext>({
    ...FORM_CHECKS,
    resolver: checkoutResolver,
    context: { saved },
    defaultValues: { ...EMPTY_CHECKOUT, userName: user?.name ?? '' },
  });
  const { handleSubmit, setValue, control, watch } = form;
  /** The shopper typed a name: the profile's no longer replaces it. */
  const nameTyped = useRef(false);

  const [choice, draft, paymentMethod] = useWatch({ control, name: ['choice', 'draft', 'paymentMethod'] });
  // The delivery promise for the address chosen: its fee joins the total, an unserved pincode and
  // cash on delivery where it is not allowed are refused here, before Place Order (issue 22).
  const pincode = shippingAddressOf({ choice, draft }, saved)?.pincode ?? '';
  // The cart's products: the slowest made-to-order piece moves the promise, as it does the order's.
  const forWhat = { productIds: view.lines.map((line) => line.product._id) };
  const delivery = useQuery(deliveryQueries.estimate(pincode, forWhat));
  const estimate = isPincode(pincode) ? delivery.data : undefined;
  const shown = withDeliveryFee(view, estimate);
  const unserved = unservedMessage(estimate);
  const codHidden = codHiddenReason(estimate, shown.summary.total);

  const reveal = () => focusFirstInvalid(formRef.current, () => document.querySelector('#order-summary [role="alert"]')?.scrollIntoView({ block: 'center' }));
  const hadName = Boolean((profile.data?.name ?? user?.name ?? '').trim());
  const order = usePlaceOrder({ view: shown, userId, hadName, onPlaced, reveal });
  const { setFormError } = order;

  // The name comes from the profile until the shopper types their own.
  const profileName = profile.data?.name;
  useEffect(() => {
    if (profileName && !nameTyped.current) setValue('userName', profileName);
  }, [profileName, setValue]);

  // Any edit by the shopper takes the form's last message away (the field messages clear themselves).
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'userName') nameTyped.current = true;
      setFormError(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, setFormError]);

  const step = checkoutStep({ choice, draft, paymentMethod }, saved);
  const profilePhone = (profile.data?.phone ?? user?.phone ?? '').replace(/^\+91/, '');

  const onSubmit = handleSubmit(
    (values) => {
      const refusal = unserved ?? (values.paymentMethod === 'COD' ? codHidden : null);
      if (refusal) {
        setFormError(refusal);
        reveal();
        return;
      }
      return order.place(orderBody(values, saved));
    },
    (errors) => {
      setFormError(refusedMessage(errors));
      reveal();
    },
  );

  return (
    <div className="container-page pt-6 pb-28 sm:pt-10 lg:pb-12" data-step={step}>
      <header className="border-b border-sand pb-4">
        <h1 className="text-3xl text-charcoal sm:text-4xl">Checkout</h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <Lock size={14} aria-hidden="true" />
          {onlineAvailable ? 'Secure checkout · Cash on delivery or online payment' : 'Secure checkout · Cash on delivery across India'}
        </p>
      </header>

      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
          aria-label="Checkout"
        >
          <div className="space-y-5">
            <ShippingAddressSection userId={userId} addresses={addresses} forWhat={forWhat} onFailure={setFormError} />
            <YourDetailsSection profilePhone={profilePhone} />
            <BillingAddressSection />
            <PaymentChoice onlineAvailable={onlineAvailable} codHidden={codHidden} />
          </div>
          <OrderSummary view={shown} placing={order.placing} formError={order.formError} shownBefore={order.shownBefore} />
        </form>
      </FormProvider>
    </div>
  );
}

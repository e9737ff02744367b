import {
  checkoutErrorMessage, formatRupees, INVALID_ORDER_RESPONSE_MESSAGE, PAYMENT_URL_MISSING_MESSAGE, PHONE_COUNTRY_CODE, STORAGE_KEYS,
} from '@dhatu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, CreditCard, Lock, MapPin, User as UserIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loader } from '../../components/ui/loader';
import { ApiError, apiFetch, errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { ProductImage } from '../catalogue/product-image';
import { cartQueries } from '../cart/cart-queries';
import { summaryRows } from '../cart/cart-summary-rows';
import type { CartView } from '../cart/types';
import { useCartState } from '../cart/use-cart';
import { placeOrder } from '../orders/orders-api';
import { orderQueries } from '../orders/orders-queries';
import type { Order } from '../orders/types';
import { deleteAddressMessage } from '../profile/address-form';
import { Field, FormAlert, INPUT, inputBorder } from '../profile/form-field';
import { profileQueries } from '../profile/profile-queries';
import type { SavedAddress } from '../profile/types';
import { useAddressMutations } from '../profile/use-profile-mutations';
import { CheckoutAddressFields } from './checkout-address-fields';
import {
  canPlaceOrder, checkoutStep, EMPTY_DRAFT, NEW_ADDRESS, newIdempotencyKey, phoneInput, receiverValid, validateCheckout,
  type AddressDraft, type AddressField, type CheckoutErrors, type ShippingChoice,
} from './checkout-form';
import { SavedAddressPicker } from './saved-address-picker';

const NO_ERRORS: CheckoutErrors = { shipping: {}, billing: {} };
const PAYMENT_OPTIONS_KEY = ['orders', 'payment-options'] as const;

interface PaymentOptions {
  methods: { method: 'COD' | 'ONLINE'; available: boolean }[];
}

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

function CheckoutForm({ view, userId, onPlaced }: { view: CartView; userId: string; onPlaced: () => void }) {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueries.contact(userId));
  const addresses = useQuery(profileQueries.addresses(userId));
  const paymentOptions = useQuery({
    queryKey: PAYMENT_OPTIONS_KEY,
    queryFn: ({ signal }) => apiFetch<PaymentOptions>('/api/orders/payment-options', { signal }),
    retry: false,
    staleTime: 60_000,
  });
  const onlineAvailable = paymentOptions.data?.methods.some((m) => m.method === 'ONLINE' && m.available) ?? false;
  const mutations = useAddressMutations(userId);
  const saved = addresses.data ?? [];

  const [choice, setChoice] = useState<ShippingChoice>(null);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [saveAddress, setSaveAddress] = useState(true);
  const [userName, setUserName] = useState(user?.name ?? '');
  const nameTouched = useRef(false);
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const [receiverName, setReceiverName] = useState('');
  const [receiverPhone, setReceiverPhone] = useState('');
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressDraft>(EMPTY_DRAFT);
  const [paymentMethod, setPaymentMethod] = useState<'COD' | 'ONLINE'>('COD');
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const attemptKey = useRef(newIdempotencyKey());

  // Online payment switched off while the page was open: back to cash on delivery.
  useEffect(() => {
    if (!onlineAvailable && paymentMethod === 'ONLINE') setPaymentMethod('COD');
  }, [onlineAvailable, paymentMethod]);

  // The name comes from the profile until the shopper types their own.
  useEffect(() => {
    if (!nameTouched.current && profile.data?.name) setUserName(profile.data.name);
  }, [profile.data?.name]);

  // Account §4: the default address is chosen when nothing is (or the chosen one is gone); no book → a new one.
  useEffect(() => {
    if (!addresses.data) {
      if (addresses.isError && choice === null) setChoice(NEW_ADDRESS);
      return;
    }
    const list = addresses.data;
    if (choice === NEW_ADDRESS) return;
    if (choice !== null && list.some((a) => a._id === choice)) return;
    const fallback = list.find((a) => a.isDefault) ?? list[0];
    setChoice(fallback ? fallback._id : NEW_ADDRESS);
  }, [addresses.data, addresses.isError, choice]);

  const values = { choice, saved, draft, saveAddress, userName, forSomeoneElse, receiverName, receiverPhone, billingSame, billing };
  const ready = canPlaceOrder(values);
  const step = checkoutStep(values, paymentMethod !== null);
  const profilePhone = (profile.data?.phone ?? user?.phone ?? '').replace(/^\+91/, '');
  const hadName = Boolean((profile.data?.name ?? user?.name ?? '').trim());

  const clearFieldError = (section: 'shipping' | 'billing', field: AddressField | 'label') => {
    setFormError(null);
    if (field === 'label') return;
    setErrors((e) => ({ ...e, [section]: { ...e[section], [field]: undefined } }));
  };

  const setDefault = (address: SavedAddress) =>
    mutations.makeDefault.mutate(address._id, {
      onSuccess: () => setChoice(address._id),
      onError: (error) => setFormError(errorMessage(error, 'Failed to set default address')),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting._id;
    mutations.remove.mutate(id, {
      onSuccess: (list) => {
        setDeleting(null);
        // Deleting the chosen address moves the choice to the default one.
        if (choice === id) {
          const fallback = list.find((a) => a.isDefault) ?? list[0];
          setChoice(fallback ? fallback._id : NEW_ADDRESS);
        }
      },
      onError: (error) => {
        setDeleting(null);
        setFormError(errorMessage(error, 'Failed to delete address'));
      },
    });
  };

  const submit = async () => {
    if (placing) return;
    setFormError(null);
    const result = validateCheckout(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(result.message ?? null);
      revealProblem();
      return;
    }
    setErrors(NO_ERRORS);
    setPlacing(true);
    let order: Order;
    try {
      order = await placeOrder({ ...result.body, paymentMethod }, attemptKey.current);
    } catch (error) {
      setPlacing(false);
      // The server answered: nothing was placed, so the next attempt is a new one.
      if (error instanceof ApiError) attemptKey.current = newIdempotencyKey();
      if (error instanceof ApiError && error.status === 409) {
        setFormError(error.serverMessage ?? checkoutErrorMessage(null));
        void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
      } else if (paymentMethod === 'ONLINE' && error instanceof ApiError && error.serverMessage && (error.status === 502 || /online payment/i.test(error.serverMessage))) {
        // The payment could not start ('Payment URL not received from server'), or online payment was
        // switched off meanwhile: the server's words, and the choice and cart as they now stand.
        setFormError(error.serverMessage);
        void queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
      } else {
        setFormError(checkoutErrorMessage(error instanceof Error ? error.message : String(error)));
      }
      revealProblem();
      return;
    }
    if (!order || typeof order._id !== 'string' || !order._id) {
      setPlacing(false);
      setFormError(INVALID_ORDER_RESPONSE_MESSAGE);
      return;
    }
    onPlaced();
    const after = async () => {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all() });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all(userId) });
      if ('saveAddress' in result.body && result.body.saveAddress) void queryClient.invalidateQueries({ queryKey: profileQueries.addresses(userId).queryKey });
      if (!hadName) {
        void queryClient.invalidateQueries({ queryKey: profileQueries.contact(userId).queryKey });
        await refreshUser();
      }
    };
    if (order.paymentMethod === 'ONLINE') {
      if (!isPaymentPageUrl(order.paymentUrl)) {
        setPlacing(false);
        setFormError(PAYMENT_URL_MISSING_MESSAGE);
        void after();
        return;
      }
      window.localStorage.setItem(STORAGE_KEYS.pendingOrderId, order.orderId);
      void after();
      window.location.assign(order.paymentUrl);
      return;
    }
    queryClient.setQueryData(orderQueries.one(userId, order.orderId).queryKey, order);
    void navigate(`/payment/status/${encodeURIComponent(order.orderId)}`, { replace: true });
    void after();
  };

  return (
    <div className="container-page pt-6 pb-28 sm:pt-10 lg:pb-12" data-step={step}>
      <header className="border-b border-sand pb-4">
        <h1 className="text-3xl text-charcoal sm:text-4xl">Checkout</h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <Lock size={14} aria-hidden="true" />
          {onlineAvailable ? 'Secure checkout · Cash on delivery or online payment' : 'Secure checkout · Cash on delivery across India'}
        </p>
      </header>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
        aria-label="Checkout"
      >
        <div className="space-y-5">
          <Section icon={MapPin} title="Shipping Address">
            {addresses.isPending ? (
              <Loader label="Loading your addresses" />
            ) : (
              <>
                {addresses.isError && <FormAlert>Failed to load addresses</FormAlert>}
                <SavedAddressPicker
                  addresses={saved}
                  choice={choice}
                  onChoose={(next) => {
                    setChoice(next);
                    setFormError(null);
                    setErrors((e) => ({ ...e, shipping: {} }));
                  }}
                  onSetDefault={setDefault}
                  onDelete={setDeleting}
                  busy={mutations.makeDefault.isPending || mutations.remove.isPending}
                />
              </>
            )}
            {choice === NEW_ADDRESS && (
              <div className="mt-4 rounded-2xl border border-sand bg-ivory/60 p-4">
                <CheckoutAddressFields
                  section="shipping"
                  withLabel
                  value={draft}
                  errors={errors.shipping}
                  onChange={(next, field) => {
                    setDraft(next);
                    clearFieldError('shipping', field);
                  }}
                />
                <label className="mt-4 flex items-center gap-2.5 text-sm font-medium text-charcoal">
                  <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} className="size-4 accent-rose-deep" />
                  Save this address
                </label>
              </div>
            )}
          </Section>

          <Section icon={UserIcon} title="Your Details">
            <div className="grid gap-4 sm:grid-cols-2">
              <NameField value={userName} error={errors.userName} label="Your name" autoComplete="name" onChange={(text) => {
                nameTouched.current = true;
                setUserName(text);
                setErrors((e) => ({ ...e, userName: undefined }));
              }} />
              <PhoneField label="Mobile number" value={profilePhone} readOnly hint="The number you signed in with" />
            </div>
            <label className="mt-4 flex items-center gap-2.5 text-sm font-medium text-charcoal">
              <input type="checkbox" checked={forSomeoneElse} onChange={(e) => setForSomeoneElse(e.target.checked)} className="size-4 accent-rose-deep" />
              I&apos;m ordering for someone else
            </label>
            {forSomeoneElse && (
              <div className="mt-4 grid gap-4 rounded-2xl border border-sand bg-ivory/60 p-4 sm:grid-cols-2">
                <NameField value={receiverName} error={errors.receiverName} label="Receiver's name" autoComplete="off" onChange={(text) => {
                  setReceiverName(text);
                  setErrors((e) => ({ ...e, receiverName: undefined }));
                }} />
                <PhoneField
                  label="Receiver's phone"
                  value={receiverPhone}
                  error={errors.receiverPhone}
                  onChange={(text) => {
                    setReceiverPhone(phoneInput(text));
                    setErrors((e) => ({ ...e, receiverPhone: undefined }));
                  }}
                />
                {!receiverValid({ receiverName, receiverPhone }) && !errors.receiverName && !errors.receiverPhone && (receiverName || receiverPhone) ? (
                  <p className="text-xs text-ink-muted sm:col-span-2">Enter the receiver&apos;s name and 10-digit phone number.</p>
                ) : null}
              </div>
            )}
          </Section>

          <Section icon={MapPin} title="Billing Address">
            <label className="flex items-center gap-2.5 text-sm font-medium text-charcoal">
              <input type="checkbox" checked={billingSame} onChange={(e) => { setBillingSame(e.target.checked); setFormError(null); }} className="size-4 accent-rose-deep" />
              Billing address same as shipping
            </label>
            {!billingSame && (
              <div className="mt-4 rounded-2xl border border-sand bg-ivory/60 p-4">
                <CheckoutAddressFields
                  section="billing"
                  value={billing}
                  errors={errors.billing}
                  onChange={(next, field) => {
                    setBilling(next);
                    clearFieldError('billing', field);
                  }}
                />
              </div>
            )}
          </Section>

          <Section icon={CreditCard} title="Payment Method">
            <div role="radiogroup" aria-label="Payment method" className="grid gap-3">
              <PaymentOption checked={paymentMethod === 'COD'} onChoose={() => setPaymentMethod('COD')} icon={Banknote} label="Cash on Delivery" note="Pay in cash when your order arrives. No extra fee." />
              <PaymentOption
                checked={paymentMethod === 'ONLINE'}
                onChoose={() => setPaymentMethod('ONLINE')}
                disabled={!onlineAvailable}
                icon={CreditCard}
                label="Online Payment"
                note={onlineAvailable ? "Pay now on our payment partner's secure page." : '(temporarily under maintenance)'}
              />
            </div>
          </Section>
        </div>

        <OrderSummary view={view} ready={ready} placing={placing} formError={formError} />
      </form>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Address"
        message={deleting ? deleteAddressMessage(deleting.label) : ''}
        confirmLabel="Delete"
        busy={mutations.remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** The page the server sends the shopper to for paying: a web address, never a script. */
function isPaymentPageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/** After a refusal: focus the first field in error, or bring the form's message into view. */
function revealProblem() {
  window.requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form[aria-label="Checkout"] [aria-invalid="true"]');
    if (field) {
      field.focus();
      field.scrollIntoView({ block: 'center' });
      return;
    }
    document.querySelector('#order-summary [role="alert"]')?.scrollIntoView({ block: 'center' });
  });
}

function Section({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2 font-sans text-lg font-semibold text-charcoal">
        <Icon size={18} aria-hidden="true" className="text-rose-deep" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function NameField({ value, error, label, autoComplete, onChange }: { value: string; error?: string; label: string; autoComplete: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type="text"
          autoComplete={autoComplete}
          maxLength={100}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT} ${inputBorder(error)}`}
        />
      )}
    </Field>
  );
}

function PhoneField({ label, value, error, readOnly, hint, onChange }: { label: string; value: string; error?: string; readOnly?: boolean; hint?: string; onChange?: (text: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="flex">
          <span className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-sand bg-mist px-3 text-base text-ink-muted" aria-hidden="true">
            {PHONE_COUNTRY_CODE}
          </span>
          <input
            id={id}
            type="tel"
            inputMode="numeric"
            autoComplete={readOnly ? 'tel-national' : 'off'}
            value={value}
            readOnly={readOnly}
            aria-readonly={readOnly || undefined}
            onChange={(e) => onChange?.(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT} ${inputBorder(error)} rounded-l-none`}
          />
        </div>
      )}
    </Field>
  );
}

function PaymentOption({ checked, onChoose, disabled = false, icon: Icon, label, note }: { checked: boolean; onChoose: () => void; disabled?: boolean; icon: typeof Banknote; label: string; note: string }) {
  return (
    <label className={`flex items-start gap-3 rounded-2xl border p-4 ${disabled ? 'cursor-not-allowed border-sand bg-mist/60 text-ink-muted' : 'cursor-pointer border-sand has-[:checked]:border-rose-deep has-[:checked]:bg-rose-soft/40'}`}>
      <input type="radio" name="payment-method" checked={checked && !disabled} disabled={disabled} onChange={onChoose} className="mt-1 size-4 shrink-0 accent-rose-deep" />
      <Icon size={20} aria-hidden="true" className={`mt-0.5 shrink-0 ${disabled ? '' : 'text-rose-deep'}`} />
      <span>
        <span className={`block text-sm font-semibold ${disabled ? 'text-ink-muted' : 'text-charcoal'}`}>{label}</span>
        <span className="block text-xs text-ink-muted">{note}</span>
      </span>
    </label>
  );
}

/** The cart's own totals (storefront §9), the items, and the place-order button. */
function OrderSummary({ view, ready, placing, formError }: { view: CartView; ready: boolean; placing: boolean; formError: string | null }) {
  const id = useId();
  const rows = useMemo(() => summaryRows(view.summary, view.appliedCoupon), [view]);
  const total = formatRupees(view.summary.total);
  return (
    <aside className="space-y-4 lg:sticky lg:top-24">
      <section id="order-summary" aria-labelledby={id} className="rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
        <h2 id={id} className="font-sans text-lg font-semibold text-charcoal">
          Order Summary
        </h2>
        <ul className="mt-3 divide-y divide-sand/70" aria-label="Items">
          {view.lines.map((line) => (
            <li key={line.product._id} className="flex items-center gap-3 py-2.5">
              <span className="block size-12 shrink-0 overflow-hidden rounded-lg bg-mist">
                <ProductImage src={line.product.images?.[0]} alt="" sizes="48px" width={48} height={48} className="size-full object-cover" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium text-charcoal">{line.product.name}</span>
                <span className="text-xs text-ink-muted">Qty: {line.quantity}</span>
              </span>
              <span className="text-sm font-semibold text-charcoal tabular-nums">{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-2.5 border-t border-sand pt-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className={`font-medium tabular-nums ${row.saving ? 'text-emerald-800' : 'text-charcoal'}`}>{row.value}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-t border-sand pt-3">
            <dt className="text-base font-semibold text-charcoal">Total</dt>
            <dd className="text-lg font-semibold text-charcoal tabular-nums">{total}</dd>
          </div>
        </dl>
        {formError && (
          <div className="mt-4">
            <FormAlert>{formError}</FormAlert>
          </div>
        )}
        <button
          type="submit"
          disabled={!ready || placing}
          aria-busy={placing || undefined}
          className="mt-4 hidden h-12 w-full items-center justify-center gap-2 rounded-full bg-rose-deep px-6 text-[0.9375rem] font-semibold text-white transition-colors hover:bg-charcoal disabled:cursor-not-allowed disabled:opacity-50 lg:inline-flex"
        >
          <Lock size={16} aria-hidden="true" />
          {placing ? 'Placing Order…' : `Place Order · ${total}`}
        </button>
      </section>

      {/* Phones: the total and the button stay in reach. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-ivory/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(42_36_33/0.45)] backdrop-blur-sm lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <div>
            <p className="text-lg leading-tight font-semibold text-charcoal tabular-nums">
              <span className="sr-only">Total </span>
              {total}
            </p>
            <a href="#order-summary" className="text-xs font-semibold text-rose-deep underline underline-offset-2">
              Order summary
            </a>
          </div>
          <button
            type="submit"
            disabled={!ready || placing}
            aria-busy={placing || undefined}
            className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-rose-deep px-6 text-sm font-semibold text-white transition-colors hover:bg-charcoal disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Lock size={16} aria-hidden="true" />
            {placing ? 'Placing Order…' : 'Place Order'}
          </button>
        </div>
      </div>
    </aside>
  );
}

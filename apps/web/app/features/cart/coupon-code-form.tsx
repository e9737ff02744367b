import type { ApplyCoupon, ApplyCouponInput } from '@dhatu/domain';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { buttonClass } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field';
import { clearsOnEdit, SUBMIT_CHECKS } from '../../components/ui/form';

/** The code's rules bring the validation library: fetched when the box is used, not with the cart. */
const loadCouponRules = () => import('../coupons/coupon-code-rules');
const lazyCouponResolver: Resolver<ApplyCouponInput, unknown, ApplyCoupon> = async (...args) => (await loadCouponRules()).couponCodeResolver(...args);

/** The code box (storefront §4): checked by applyCouponSchema when Apply is pressed; the code goes out trimmed and upper-case. */
export default function CouponCodeForm({ pending, onApply }: { pending: boolean; onApply: (code: string) => void }) {
  const inputId = useId();
  const { register, handleSubmit, clearErrors, formState } = useForm<ApplyCouponInput, unknown, ApplyCoupon>({
    ...SUBMIT_CHECKS,
    resolver: lazyCouponResolver,
    defaultValues: { couponCode: '' },
  });
  const error = formState.errors.couponCode?.message;
  const errorId = `${inputId}-error`;
  const submit = handleSubmit(({ couponCode }) => onApply(couponCode));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          {...register('couponCode', clearsOnEdit(clearErrors)('couponCode'))}
          onFocus={() => void loadCouponRules()}
          placeholder="Enter coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-sand bg-ivory px-4 font-mono text-sm tracking-wide text-charcoal uppercase placeholder:font-sans placeholder:tracking-normal placeholder:text-ink-muted placeholder:normal-case focus:border-rose-deep focus:outline-none aria-[invalid=true]:border-error"
        />
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'shrink-0')}>
          Apply
        </button>
      </div>
      <FieldError id={errorId} message={error} announce />
    </form>
  );
}

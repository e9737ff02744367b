import { PHONE_COUNTRY_CODE } from '@dhatu/domain';
import { MapPin, User as UserIcon } from 'lucide-react';
import { useId, type InputHTMLAttributes } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field, INPUT, inputBorder } from '../../components/ui/field';
import { clearsOnEdit } from '../../components/ui/form';
import { CheckoutAddressFields } from './checkout-address-fields';
import { phoneInput, type CheckoutValues } from './checkout-form';
import { CheckBox, CheckoutSection, INSET } from './checkout-section';

/** Your Details: the name (prefilled from the profile), the signed-in phone (read-only), and 'ordering for someone else'. */
export function YourDetailsSection({ profilePhone }: { profilePhone: string }) {
  const { register, control, clearErrors, formState: { errors } } = useFormContext<CheckoutValues>();
  const forSomeoneElse = useWatch({ control, name: 'forSomeoneElse' });
  const edited = clearsOnEdit(clearErrors);
  return (
    <CheckoutSection icon={UserIcon} title="Your Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" error={errors.userName?.message} autoComplete="name" maxLength={100} {...register('userName', edited('userName'))} />
        <PhoneField label="Mobile number" hint="The number you signed in with" readOnly value={profilePhone} autoComplete="tel-national" />
      </div>
      <div className="mt-4">
        <CheckBox label="I'm ordering for someone else" {...register('forSomeoneElse')} />
      </div>
      {forSomeoneElse && (
        <div className={`${INSET} grid gap-4 sm:grid-cols-2`}>
          <TextField label="Receiver's name" error={errors.receiverName?.message} autoComplete="off" maxLength={100} {...register('receiverName', edited('receiverName'))} />
          <Controller
            control={control}
            name="receiverPhone"
            render={({ field }) => (
              <PhoneField
                label="Receiver's phone"
                error={errors.receiverPhone?.message}
                autoComplete="off"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(phoneInput(event.target.value));
                  clearErrors('receiverPhone');
                }}
              />
            )}
          />
        </div>
      )}
    </CheckoutSection>
  );
}

/** Billing Address: the same as shipping unless the shopper unticks it and types one. */
export function BillingAddressSection() {
  const { register, control } = useFormContext<CheckoutValues>();
  const billingSame = useWatch({ control, name: 'billingSame' });
  return (
    <CheckoutSection icon={MapPin} title="Billing Address">
      <CheckBox label="Billing address same as shipping" {...register('billingSame')} />
      {!billingSame && (
        <div className={INSET}>
          <CheckoutAddressFields section="billing" />
        </div>
      )}
    </CheckoutSection>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement>; label: string; error?: string; hint?: string };

function TextField({ label, error, hint, ...input }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => <input id={id} type="text" {...aria} className={`${INPUT} ${inputBorder(error)}`} {...input} />}
    </Field>
  );
}

/** A 10-digit number after the fixed +91. */
function PhoneField({ label, error, hint, readOnly, ...input }: InputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <div className="flex">
          <span className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-sand bg-mist px-3 text-base text-ink-muted" aria-hidden="true">
            {PHONE_COUNTRY_CODE}
          </span>
          <input
            id={id}
            type="tel"
            inputMode="numeric"
            readOnly={readOnly}
            aria-readonly={readOnly || undefined}
            {...aria}
            className={`${INPUT} ${inputBorder(error)} rounded-l-none`}
            {...input}
          />
        </div>
      )}
    </Field>
  );
}

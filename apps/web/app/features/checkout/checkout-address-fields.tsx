import { ADDRESS_LABELS, COUNTRY, INDIAN_STATES_BY_NAME, pincodeInput } from '@dhatu/domain';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, INPUT, inputBorder } from '../../components/ui/field';
import { clearsOnEdit } from '../../components/ui/form';
import type { AddressField, CheckoutValues } from './checkout-form';

interface Props {
  /** Which address of the form: the typed shipping one or the billing one (also tells autofill which is which). */
  section: 'draft' | 'billing';
  /** The shipping form offers a label for the address book; billing does not. */
  withLabel?: boolean;
}

const TEXT: { name: Exclude<AddressField, 'state' | 'pincode'>; label: string; auto: string; placeholder: string; optional?: boolean; max: number }[] = [
  { name: 'houseNumber', label: 'House number', auto: 'address-line1', placeholder: 'Flat 4B, Shanti Apartments', max: 120 },
  { name: 'street', label: 'Street', auto: 'address-line2', placeholder: 'MG Road', max: 120 },
  { name: 'area', label: 'Area / Locality', auto: 'address-level3', placeholder: 'Indiranagar', optional: true, max: 120 },
  { name: 'landmark', label: 'Landmark', auto: 'off', placeholder: 'Near the metro station', optional: true, max: 120 },
  { name: 'city', label: 'City', auto: 'address-level2', placeholder: 'Bengaluru', max: 80 },
];

/** A checkout address (account §5): the checkout messages under each field; pincode digits only, up to 6; India fixed. */
export function CheckoutAddressFields({ section, withLabel = false }: Props) {
  const id = useId();
  const { register, control, clearErrors, formState } = useFormContext<CheckoutValues>();
  const errors = formState.errors[section] ?? {};
  const edited = clearsOnEdit(clearErrors);
  const auto = (token: string) => (token === 'off' ? 'off' : `${section === 'draft' ? 'shipping' : 'billing'} ${token}`);

  return (
    <div className="space-y-4">
      {withLabel && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-charcoal">Address label</legend>
          <div className="grid grid-cols-3 gap-2">
            {ADDRESS_LABELS.map((label) => (
              <label key={label} className="relative cursor-pointer">
                <input type="radio" value={label} className="peer sr-only" {...register(`${section}.label`)} />
                <span className="flex h-11 items-center justify-center rounded-xl border border-sand bg-white text-sm font-medium text-charcoal peer-checked:border-rose-deep peer-checked:bg-rose-soft peer-checked:text-rose-deep peer-focus-visible:ring-2 peer-focus-visible:ring-rose-deep">
                  {label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT.map((f) => (
          <Field key={f.name} id={`${id}-${f.name}`} label={f.label} error={errors[f.name]?.message} optional={f.optional}>
            {(aria) => (
              <input
                id={`${id}-${f.name}`}
                type="text"
                autoComplete={auto(f.auto)}
                placeholder={f.placeholder}
                maxLength={f.max}
                {...aria}
                className={`${INPUT} ${inputBorder(errors[f.name])}`}
                {...register(`${section}.${f.name}`, edited(`${section}.${f.name}`))}
              />
            )}
          </Field>
        ))}
        <Field id={`${id}-state`} label="State" error={errors.state?.message}>
          {(aria) => (
            <select
              id={`${id}-state`}
              autoComplete={auto('address-level1')}
              {...aria}
              className={`${INPUT} ${inputBorder(errors.state)} pr-8`}
              {...register(`${section}.state`, edited(`${section}.state`))}
            >
              <option value="">Choose a state</option>
              {INDIAN_STATES_BY_NAME.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-pincode`} label="Pincode" error={errors.pincode?.message}>
          {(aria) => (
            <Controller
              control={control}
              name={`${section}.pincode`}
              render={({ field }) => (
                <input
                  id={`${id}-pincode`}
                  type="text"
                  inputMode="numeric"
                  autoComplete={auto('postal-code')}
                  placeholder="560038"
                  {...aria}
                  className={`${INPUT} ${inputBorder(errors.pincode)}`}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(pincodeInput(event.target.value));
                    clearErrors(`${section}.pincode`);
                  }}
                />
              )}
            />
          )}
        </Field>
        <Field id={`${id}-country`} label="Country" error={undefined}>
          {() => <input id={`${id}-country`} type="text" value={COUNTRY} readOnly aria-readonly="true" className={`${INPUT} border-sand`} />}
        </Field>
      </div>
    </div>
  );
}

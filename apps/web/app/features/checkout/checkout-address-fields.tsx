import { ADDRESS_LABELS, COUNTRY } from '@dhatu/domain';
import { useId } from 'react';
import { pincodeInput } from '../profile/address-form';
import { Field, INPUT, inputBorder } from '../profile/form-field';
import { INDIAN_STATES } from '../profile/indian-states';
import type { AddressDraft, AddressErrors, AddressField } from './checkout-form';

interface Props {
  value: AddressDraft;
  errors: AddressErrors;
  onChange: (next: AddressDraft, edited: AddressField | 'label') => void;
  /** The shipping form offers a label for the address book; billing does not. */
  withLabel?: boolean;
  /** A prefix for field names, so the browser's autofill tells shipping from billing. */
  section: 'shipping' | 'billing';
}

const TEXT: { name: AddressField; label: string; auto: string; placeholder: string; optional?: boolean; max: number }[] = [
  { name: 'houseNumber', label: 'House number', auto: 'address-line1', placeholder: 'Flat 4B, Shanti Apartments', max: 120 },
  { name: 'street', label: 'Street', auto: 'address-line2', placeholder: 'MG Road', max: 120 },
  { name: 'area', label: 'Area / Locality', auto: 'address-level3', placeholder: 'Indiranagar', optional: true, max: 120 },
  { name: 'landmark', label: 'Landmark', auto: 'off', placeholder: 'Near the metro station', optional: true, max: 120 },
  { name: 'city', label: 'City', auto: 'address-level2', placeholder: 'Bengaluru', max: 80 },
];

/** A checkout address (account §5): the checkout messages under each field; pincode digits only, up to 6; India fixed. */
export function CheckoutAddressFields({ value, errors, onChange, withLabel = false, section }: Props) {
  const id = useId();
  const set = (name: AddressField, text: string) => onChange({ ...value, [name]: name === 'pincode' ? pincodeInput(text) : text }, name);
  const auto = (token: string) => (token === 'off' ? 'off' : `${section} ${token}`);

  return (
    <div className="space-y-4">
      {withLabel && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-charcoal">Address label</legend>
          <div className="grid grid-cols-3 gap-2">
            {ADDRESS_LABELS.map((label) => (
              <label key={label} className="relative cursor-pointer">
                <input type="radio" name={`${id}-label`} value={label} checked={value.label === label} onChange={() => onChange({ ...value, label }, 'label')} className="peer sr-only" />
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
          <Field key={f.name} id={`${id}-${f.name}`} label={f.label} error={errors[f.name]} optional={f.optional}>
            {(describedBy) => (
              <input
                id={`${id}-${f.name}`}
                type="text"
                autoComplete={auto(f.auto)}
                placeholder={f.placeholder}
                maxLength={f.max}
                value={value[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={describedBy}
                className={`${INPUT} ${inputBorder(errors[f.name])}`}
              />
            )}
          </Field>
        ))}
        <Field id={`${id}-state`} label="State" error={errors.state}>
          {(describedBy) => (
            <>
              <input
                id={`${id}-state`}
                type="text"
                list={`${id}-states`}
                autoComplete={auto('address-level1')}
                placeholder="Karnataka"
                maxLength={80}
                value={value.state}
                onChange={(e) => set('state', e.target.value)}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={describedBy}
                className={`${INPUT} ${inputBorder(errors.state)}`}
              />
              <datalist id={`${id}-states`}>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id={`${id}-pincode`} label="Pincode" error={errors.pincode}>
          {(describedBy) => (
            <input
              id={`${id}-pincode`}
              type="text"
              inputMode="numeric"
              autoComplete={auto('postal-code')}
              placeholder="560038"
              value={value.pincode}
              onChange={(e) => set('pincode', e.target.value)}
              aria-invalid={errors.pincode ? true : undefined}
              aria-describedby={describedBy}
              className={`${INPUT} ${inputBorder(errors.pincode)}`}
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

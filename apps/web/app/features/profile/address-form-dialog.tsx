import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_LABELS, addressSchema, COUNTRY, INDIAN_STATES_BY_NAME, pincodeInput, type Address, type AddressInput } from '@dhatu/domain';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { EMPTY_ADDRESS } from './address-form';
import { LABEL_ICONS } from './address-label-icons';
import { Dialog } from '../../components/ui/dialog';
import { Field, FormAlert, INPUT, inputBorder } from '../../components/ui/field';
import { FORM_CHECKS, focusFirstInvalid } from '../../components/ui/form';
import { buttonClass } from '../../components/ui/button';

interface AddressFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited, or null to add one. */
  initial: AddressInput | null;
  /** Saves; a rejection keeps the dialog open with its message ('Failed to save address' when it has none). */
  onSave: (address: Address) => Promise<unknown>;
}

/**
 * The address form dialog (account §2, §5): label, house/building, street, area, landmark, city,
 * state, pincode and the fixed country, with addressSchema's messages under each field; a field's
 * error clears as soon as it is edited.
 */
export function AddressFormDialog({ open, onOpenChange, initial, onSave }: AddressFormDialogProps) {
  const editing = initial !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Address' : 'Add Address'}
      description="We deliver across India."
      width="xl"
      scroll="none"
    >
      <AddressForm initial={initial ?? EMPTY_ADDRESS} editing={editing} onSave={onSave} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

type TextFieldName = Exclude<FieldPath<AddressInput>, 'label' | 'country' | 'pincode'>;

interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  autoComplete: string;
  placeholder: string;
  optional?: boolean;
  maxLength: number;
}

const TEXT_FIELDS: TextFieldSpec[] = [
  { name: 'houseNumber', label: 'House/Building number', autoComplete: 'address-line1', placeholder: 'Flat 4B, Shanti Apartments', maxLength: 120 },
  { name: 'street', label: 'Street', autoComplete: 'address-line2', placeholder: 'MG Road', maxLength: 120 },
  { name: 'area', label: 'Area / Locality', autoComplete: 'address-level3', placeholder: 'Indiranagar', optional: true, maxLength: 120 },
  { name: 'landmark', label: 'Landmark', autoComplete: 'off', placeholder: 'Near the metro station', optional: true, maxLength: 120 },
];

function AddressForm({ initial, editing, onSave, onCancel }: { initial: AddressInput; editing: boolean; onSave: AddressFormDialogProps['onSave']; onCancel: () => void }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, clearErrors, formState } = useForm<AddressInput, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
    ...FORM_CHECKS,
  });
  const { errors, isSubmitting } = formState;

  /** Editing a field clears its error (account §5) and the form's failure. */
  const edited = (name: FieldPath<AddressInput>) => ({
    onChange: () => {
      clearErrors(name);
      setFormError(null);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave({ ...values, country: COUNTRY });
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to save address'));
    }
  }, (_, event) => focusFirstInvalid(event?.target as HTMLElement | null));

  const textField = ({ name, label, autoComplete, placeholder, optional, maxLength }: TextFieldSpec) => (
    <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message} optional={optional}>
      {(aria) => (
        <input
          id={`${id}-${name}`}
          type="text"
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          {...aria}
          className={`${INPUT} ${inputBorder(errors[name])}`}
          {...register(name, edited(name))}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={editing ? 'Edit address' : 'Add address'} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5 sm:px-6">
        <fieldset aria-describedby={errors.label ? `${id}-label-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold text-charcoal">Address label</legend>
          <div className="grid grid-cols-3 gap-2">
            {ADDRESS_LABELS.map((label) => {
              const Icon = LABEL_ICONS[label];
              return (
                <label key={label} className="relative cursor-pointer">
                  <input type="radio" value={label} className="peer sr-only" {...register('label', edited('label'))} />
                  <span className="flex h-11 items-center justify-center gap-2 rounded-xl border border-sand bg-white text-sm font-medium text-charcoal transition-colors peer-checked:border-rose-deep peer-checked:bg-rose-soft peer-checked:text-rose-deep peer-focus-visible:ring-2 peer-focus-visible:ring-rose-deep peer-focus-visible:ring-offset-2 hover:border-rose">
                    <Icon size={16} aria-hidden="true" />
                    {label}
                  </span>
                </label>
              );
            })}
          </div>
          {errors.label && (
            <p id={`${id}-label-error`} className="mt-1.5 text-sm text-error">
              {errors.label.message}
            </p>
          )}
        </fieldset>

        {TEXT_FIELDS.slice(0, 2).map(textField)}
        <div className="grid gap-4 sm:grid-cols-2">{TEXT_FIELDS.slice(2).map(textField)}</div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-city`} label="City" error={errors.city?.message}>
            {(aria) => (
              <input
                id={`${id}-city`}
                type="text"
                autoComplete="address-level2"
                placeholder="Bengaluru"
                maxLength={80}
                {...aria}
                className={`${INPUT} ${inputBorder(errors.city)}`}
                {...register('city', edited('city'))}
              />
            )}
          </Field>
          <Field id={`${id}-state`} label="State" error={errors.state?.message}>
            {(aria) => (
              <select
                id={`${id}-state`}
                autoComplete="address-level1"
                {...aria}
                className={`${INPUT} ${inputBorder(errors.state)} pr-8 read-only:enabled:bg-white read-only:enabled:text-charcoal`}
                {...register('state', edited('state'))}
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
                name="pincode"
                render={({ field }) => (
                  <input
                    id={`${id}-pincode`}
                    type="text"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    placeholder="6-digit pincode"
                    {...aria}
                    className={`${INPUT} ${inputBorder(errors.pincode)}`}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(pincodeInput(event.target.value));
                      clearErrors('pincode');
                      setFormError(null);
                    }}
                  />
                )}
              />
            )}
          </Field>
          <Field id={`${id}-country`} label="Country" error={undefined}>
            {(aria) => (
              <input
                id={`${id}-country`}
                type="text"
                value={COUNTRY}
                readOnly
                autoComplete="country-name"
                {...aria}
                className={`${INPUT} border-sand`}
              />
            )}
          </Field>
        </div>

        {formError && <FormAlert>{formError}</FormAlert>}
      </div>

      <div className="grid grid-cols-2 gap-3 border-t border-sand px-5 py-4 sm:flex sm:justify-end sm:px-6">
        <button type="button" onClick={onCancel} disabled={isSubmitting} className={buttonClass('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'md')}>
          {isSubmitting ? 'Saving…' : 'Save Address'}
        </button>
      </div>
    </form>
  );
}

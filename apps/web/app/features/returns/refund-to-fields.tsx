import { useId } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Field, FieldError, INPUT, inputBorder } from '../../components/ui/field';
import { RadioOption } from './radio-option';
import type { ReturnFormValues } from './return-form';

type TextName = Extract<FieldPath<ReturnFormValues>, 'upiId' | 'accountName' | 'ifsc' | 'accountNumber'>;

interface TextSpec {
  name: TextName;
  label: string;
  placeholder: string;
  maxLength: number;
  autoComplete: string;
  inputMode?: 'text' | 'numeric' | 'email';
  upper?: boolean;
}

const UPI: TextSpec = { name: 'upiId', label: 'UPI ID', placeholder: 'name@bank', maxLength: 100, autoComplete: 'off', inputMode: 'email' };
const BANK: TextSpec[] = [
  { name: 'accountName', label: "Account holder's name", placeholder: 'As the bank has it', maxLength: 100, autoComplete: 'name' },
  { name: 'ifsc', label: 'IFSC', placeholder: 'SBIN0001234', maxLength: 11, autoComplete: 'off', upper: true },
  { name: 'accountNumber', label: 'Account number', placeholder: '9 to 18 digits', maxLength: 18, autoComplete: 'off', inputMode: 'numeric' },
];

/**
 * A cash-on-delivery refund is paid by transfer: to a UPI ID, or to a bank account (holder, IFSC,
 * number). Checked with the domain's patterns and messages; the server keeps it and shows it masked.
 */
export function RefundToFields() {
  const id = useId();
  const { register, watch, clearErrors, formState } = useFormContext<ReturnFormValues>();
  const { errors } = formState;
  const method = watch('refundMethod');
  const methodError = errors.refundMethod?.message;

  const textField = ({ name, label, placeholder, maxLength, autoComplete, inputMode, upper }: TextSpec) => (
    <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => (
        <input
          id={`${id}-${name}`}
          type="text"
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={upper ? 'characters' : 'none'}
          autoCorrect="off"
          spellCheck={false}
          {...aria}
          className={`${INPUT} ${inputBorder(errors[name])}${upper ? ' uppercase placeholder:normal-case' : ''}`}
          {...register(name, { onChange: () => clearErrors(name) })}
        />
      )}
    </Field>
  );

  return (
    <fieldset aria-describedby={`${id}-hint${methodError ? ` ${id}-method-error` : ''}`} className="space-y-3">
      <legend className="text-base font-semibold text-charcoal">Where should we send the refund?</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
        You paid cash on delivery, so we refund by transfer. After you send the request we show these details only in part.
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(['upi', 'bank'] as const).map((value) => (
          <RadioOption
            key={value}
            id={`${id}-${value}`}
            value={value}
            label={value === 'upi' ? 'UPI' : 'Bank account'}
            {...register('refundMethod', { onChange: () => clearErrors(['refundMethod', 'upiId', 'accountName', 'ifsc', 'accountNumber']) })}
          />
        ))}
      </div>
      <FieldError id={`${id}-method-error`} message={methodError} />
      {method === 'upi' ? textField(UPI) : <div className="grid gap-3 sm:grid-cols-3">{BANK.map(textField)}</div>}
    </fieldset>
  );
}

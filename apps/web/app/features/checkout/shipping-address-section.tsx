import type { UseQueryResult } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/field';
import { Loader } from '../../components/ui/loader';
import { errorMessage } from '../../lib/api-client';
import { deleteAddressMessage } from '../profile';
import type { SavedAddress } from '../profile';
import { useAddressMutations } from '../profile';
import { CheckoutAddressFields } from './checkout-address-fields';
import { NEW_ADDRESS, type CheckoutValues, type ShippingChoice } from './checkout-form';
import { CheckBox, CheckoutSection, INSET } from './checkout-section';
import { SavedAddressPicker } from './saved-address-picker';

interface Props {
  userId: string;
  addresses: UseQueryResult<SavedAddress[], unknown>;
  /** A failure that belongs to the whole form (setting a default, deleting). */
  onFailure: (message: string | null) => void;
}

const fallbackChoice = (list: readonly SavedAddress[]): ShippingChoice => (list.find((a) => a.isDefault) ?? list[0])?._id ?? NEW_ADDRESS;

/**
 * The address step: saved addresses to pick from (set default, delete) or a new one, with 'Save
 * this address'. Account §4: the default address is chosen when nothing is (or the chosen one is
 * gone); deleting the chosen one moves the choice to the default; setting a default chooses it.
 */
export function ShippingAddressSection({ userId, addresses, onFailure }: Props) {
  const { register, setValue, clearErrors, control } = useFormContext<CheckoutValues>();
  const choice = useWatch({ control, name: 'choice' });
  const mutations = useAddressMutations(userId);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const saved = addresses.data ?? [];

  const choose = (next: ShippingChoice) => {
    setValue('choice', next);
    clearErrors(['choice', 'draft']);
    onFailure(null);
  };

  useEffect(() => {
    if (!addresses.data) {
      if (addresses.isError && choice === null) setValue('choice', NEW_ADDRESS);
      return;
    }
    if (choice === NEW_ADDRESS || (choice !== null && addresses.data.some((a) => a._id === choice))) return;
    setValue('choice', fallbackChoice(addresses.data));
  }, [addresses.data, addresses.isError, choice, setValue]);

  const setDefault = (address: SavedAddress) =>
    mutations.makeDefault.mutate(address._id, {
      onSuccess: () => choose(address._id),
      onError: (error) => onFailure(errorMessage(error, 'Failed to set default address')),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting._id;
    mutations.remove.mutate(id, {
      onSuccess: (list) => {
        setDeleting(null);
        if (choice === id) choose(fallbackChoice(list));
      },
      onError: (error) => {
        setDeleting(null);
        onFailure(errorMessage(error, 'Failed to delete address'));
      },
    });
  };

  return (
    <CheckoutSection icon={MapPin} title="Shipping Address">
      {addresses.isPending ? (
        <Loader label="Loading your addresses" />
      ) : (
        <>
          {addresses.isError && <FormAlert>Failed to load addresses</FormAlert>}
          <SavedAddressPicker
            addresses={saved}
            choice={choice}
            onChoose={choose}
            onSetDefault={setDefault}
            onDelete={setDeleting}
            busy={mutations.makeDefault.isPending || mutations.remove.isPending}
          />
        </>
      )}
      {choice === NEW_ADDRESS && (
        <div className={INSET}>
          <CheckoutAddressFields section="draft" withLabel />
          <div className="mt-4">
            <CheckBox label="Save this address" {...register('saveAddress')} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Address"
        message={deleting ? deleteAddressMessage(deleting.label) : ''}
        confirmLabel="Delete"
        busy={mutations.remove.isPending}
        onConfirm={confirmDelete}
      />
    </CheckoutSection>
  );
}

import { isPincode } from '@dhatu/domain';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
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
import { deliveryQueries, type DeliveryEstimate, type DeliveryFor } from '../delivery';
import { CheckoutAddressFields } from './checkout-address-fields';
import { unservedMessage } from './checkout-delivery';
import { DeliveryLine } from './delivery-line';
import { NEW_ADDRESS, type CheckoutValues, type ShippingChoice } from './checkout-form';
import { CheckBox, CheckoutSection, INSET } from './checkout-section';
import { SavedAddressPicker } from './saved-address-picker';

interface Props {
  userId: string;
  addresses: UseQueryResult<SavedAddress[], unknown>;
  /** The cart's products, whose slowest to make moves each address's promise. */
  forWhat: DeliveryFor;
  /** A failure that belongs to the whole form (setting a default, deleting). */
  onFailure: (message: string | null) => void;
}

type Deliveries = ReadonlyMap<string, DeliveryEstimate | undefined>;
const served = (deliveries: Deliveries) => (a: SavedAddress) => unservedMessage(deliveries.get(a._id)) === null;

/** The default address, else the first, passing over those the shop does not deliver to. */
const fallbackChoice = (list: readonly SavedAddress[], deliveries: Deliveries = new Map()): ShippingChoice => {
  const usable = list.filter(served(deliveries));
  return (usable.find((a) => a.isDefault) ?? usable[0])?._id ?? NEW_ADDRESS;
};

/**
 * The address step: saved addresses to pick from (set default, delete) or a new one, with 'Save
 * this address'. Account §4: the default address is chosen when nothing is (or the chosen one is
 * gone); deleting the chosen one moves the choice to the default; setting a default chooses it.
 */
export function ShippingAddressSection({ userId, addresses, forWhat, onFailure }: Props) {
  const { register, setValue, clearErrors, control } = useFormContext<CheckoutValues>();
  const choice = useWatch({ control, name: 'choice' });
  const mutations = useAddressMutations(userId);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const saved = addresses.data ?? [];
  const answers = useQueries({ queries: saved.map((a) => deliveryQueries.estimate(a.pincode, forWhat)) });
  const deliveries: Deliveries = new Map(saved.map((a, i) => [a._id, answers[i]?.data]));
  const unservedChoice = choice !== null && choice !== NEW_ADDRESS && unservedMessage(deliveries.get(choice)) !== null;
  const draftPincode = useWatch({ control, name: 'draft.pincode' });
  const draftDelivery = useQuery(deliveryQueries.estimate(draftPincode, forWhat));

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
    if (unservedChoice) {
      setValue('choice', fallbackChoice(addresses.data, deliveries));
      return;
    }
    if (choice === NEW_ADDRESS || (choice !== null && addresses.data.some((a) => a._id === choice))) return;
    setValue('choice', fallbackChoice(addresses.data, deliveries));
    // deliveries is a new Map each render: unservedChoice stands for what matters in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data, addresses.isError, choice, setValue, unservedChoice]);

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
        if (choice === id) choose(fallbackChoice(list, deliveries));
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
            deliveries={deliveries}
          />
        </>
      )}
      {choice === NEW_ADDRESS && (
        <div className={INSET}>
          <CheckoutAddressFields section="draft" withLabel />
          {isPincode(draftPincode) && <DeliveryLine estimate={draftDelivery.data} announce />}
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

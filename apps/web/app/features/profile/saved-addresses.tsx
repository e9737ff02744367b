import type { Address } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { MapPinned, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { notify } from '../../components/ui/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loader } from '../../components/ui/loader';
import { AddressCard } from './address-card';
import { deleteAddressMessage, toAddressForm } from './address-form';
import { AddressFormDialog } from './address-form-dialog';
import { LoadFailed } from '../../components/ui/field';
import { profileQueries } from './profile-queries';
import type { SavedAddress } from './types';
import { useAddressMutations } from './use-profile-mutations';
import { buttonClass } from '../../components/ui/button';

/** Which address the form dialog is for: a new one, or one being edited. */
type FormTarget = { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

/**
 * 'Saved Addresses' (account §2): Add Address; per address Edit, Delete (after the confirm dialog)
 * and Set Default (hidden on the default); the empty text; the spec's failure messages as toasts.
 */
export function SavedAddresses({ userId }: { userId: string }) {
  const headingId = useId();
  const addresses = useQuery(profileQueries.addresses(userId));
  const { create, update, remove, makeDefault } = useAddressMutations(userId);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);

  const save = async (address: Address) => {
    if (formTarget?.kind === 'edit') {
      try {
        await update.mutateAsync({ id: formTarget.address._id, address });
      } catch (error) {
        console.error('Failed to update address', error);
        notify.error('Failed to update address');
        throw error;
      }
      notify.success('Address updated');
    } else {
      try {
        await create.mutateAsync(address);
      } catch (error) {
        console.error('Failed to add address', error);
        notify.error('Failed to add address');
        throw error;
      }
      notify.success('Address added');
    }
    setFormTarget(null);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => notify.success('Address deleted'),
      onError: (error) => {
        console.error('Failed to delete address', error);
        notify.error('Failed to delete address');
      },
      onSettled: () => setToDelete(null),
    });
  };

  const setDefault = (address: SavedAddress) => {
    makeDefault.mutate(address._id, {
      onSuccess: () => notify.success(`${address.label} is now your default address`),
      onError: (error) => {
        console.error('Failed to set default address', error);
        notify.error('Failed to set default address');
      },
    });
  };

  const busy = remove.isPending || makeDefault.isPending;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-xl text-charcoal">
          <MapPinned size={20} strokeWidth={1.75} aria-hidden="true" className="text-rose-deep" />
          Saved Addresses
        </h2>
        <button type="button" onClick={() => setFormTarget({ kind: 'add' })} className={buttonClass('primary', 'sm')}>
          <Plus size={16} aria-hidden="true" />
          Add Address
        </button>
      </div>

      <div className="mt-5">
        {addresses.isPending ? (
          <div className="flex justify-center py-8">
            <Loader label="Loading addresses" />
          </div>
        ) : addresses.isError ? (
          <LoadFailed message="Failed to load addresses" onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
        ) : addresses.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-sand bg-ivory px-5 py-8 text-center text-[0.9375rem] text-ink-muted">
            No addresses saved yet. Use the "Add Address" button above to get started.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {addresses.data.map((address) => (
              <li key={address._id} className="flex">
                <div className="flex-1">
                  <AddressCard
                    address={address}
                    busy={busy}
                    settingDefault={makeDefault.isPending && makeDefault.variables === address._id}
                    onEdit={() => setFormTarget({ kind: 'edit', address })}
                    onDelete={() => setToDelete(address)}
                    onSetDefault={() => setDefault(address)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <AddressFormDialog
        open={formTarget !== null}
        onOpenChange={(open) => {
          if (!open) setFormTarget(null);
        }}
        initial={formTarget?.kind === 'edit' ? toAddressForm(formTarget.address) : null}
        onSave={save}
      />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Address"
        message={toDelete ? deleteAddressMessage(toDelete.label) : ''}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        cancelLabel="Cancel"
        variant="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

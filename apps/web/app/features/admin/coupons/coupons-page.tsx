import { formatRupees } from '@dhatu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

import { formatShortDateTime } from '../format';
import { FlagChips } from '../ui/flag-chips';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchBox } from '../ui/search-box';
import { SelectFilter } from '../ui/select-filter';
import { ICON_BUTTON, TABLE, TABLE_WRAP, TD, TH } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { CouponForm, couponToForm } from './coupon-form';
import { createCoupon, deleteCoupon, updateCoupon } from './coupons-api';
import { adminCouponQueries } from './coupons-queries';
import type { AdminCoupon } from './types';
import { buttonClass } from '../../../components/ui/button';

const STATUS_OPTIONS = [
  { value: '', label: 'All coupons' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** /admin/coupons: the codes shoppers can use in the cart, with their uses so far. */
export function CouponsPage() {
  const queryClient = useQueryClient();
  const { values, page, setFilters, setPage } = useListParams(['search', 'status'] as const);
  const coupons = useQuery(adminCouponQueries.list({ ...values, page }));
  const [editing, setEditing] = useState<{ coupon: AdminCoupon | null } | null>(null);
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCouponQueries.all });

  const remove = useMutation({
    mutationFn: (coupon: AdminCoupon) => deleteCoupon(coupon._id),
    onSuccess: async (answer, coupon) => {
      notify.success('deactivated' in answer ? `${coupon.code} was used by orders, so it was switched off instead` : `${coupon.code} deleted`);
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not delete the coupon')),
    onSettled: () => setRemoving(null),
  });

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Codes shoppers apply in the cart."
        actions={
          <button type="button" onClick={() => setEditing({ coupon: null })} className={buttonClass('primary', 'md')}>
            <Plus size={16} aria-hidden="true" />
            New coupon
          </button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:max-w-2xl">
        <SearchBox label="Search coupons" placeholder="Part of the code" value={values.search} onSearch={(search) => setFilters({ search })} />
        <SelectFilter label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(status) => setFilters({ status })} />
      </div>
      <QueryState query={coupons} loadingLabel="Loading coupons">
        {(data) => (
          <div className={coupons.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {data.coupons.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No coupons match.</p>
            ) : (
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">Coupons</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={TH}>Code</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Discount</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Valid</th>
                      <th scope="col" className={`${TH} text-right`}>Used</th>
                      <th scope="col" className={`${TH} text-right`}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.coupons.map((coupon) => (
                      <tr key={coupon._id} className="hover:bg-ivory">
                        <td className={TD}>
                          <span className="block font-mono font-semibold text-charcoal">{coupon.code}</span>
                          {/* Phones have no room for the discount column. */}
                          <span className="block font-semibold text-charcoal md:hidden">{coupon.label}</span>
                          {coupon.description && <span className="block text-xs text-ink-muted">{coupon.description}</span>}
                          <div className="mt-1">
                            <FlagChips
                              flags={[
                                { label: coupon.isActive ? 'Active' : 'Inactive', on: true, tone: coupon.isActive ? undefined : 'warn' },
                                { label: 'First order only', on: coupon.firstOrderOnly },
                              ]}
                            />
                          </div>
                        </td>
                        <td className={`${TD} max-md:hidden`}>
                          <span className="block font-semibold whitespace-nowrap text-charcoal">{coupon.label}</span>
                          <span className="block text-xs text-ink-muted">
                            {coupon.minOrderAmount > 0 ? `Orders of ${formatRupees(coupon.minOrderAmount)} or more` : 'Any order'}
                            {coupon.categoryIds.length + coupon.productIds.length > 0 ? ' · some items only' : ''}
                          </span>
                        </td>
                        <td className={`${TD} text-xs text-ink-muted max-md:hidden`}>
                          <span className="block whitespace-nowrap">From {coupon.startsAt ? formatShortDateTime(coupon.startsAt) : 'now'}</span>
                          <span className="block whitespace-nowrap">Until {coupon.endsAt ? formatShortDateTime(coupon.endsAt) : 'no end'}</span>
                        </td>
                        <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
                          <span className="font-semibold text-charcoal">{coupon.usedCount.toLocaleString('en-IN')}</span>
                          <span className="text-ink-muted">{coupon.usageLimit != null ? ` / ${coupon.usageLimit.toLocaleString('en-IN')}` : ''}</span>
                        </td>
                        <td className={`${TD} text-right`}>
                          <div className="flex justify-end gap-1.5">
                            <button type="button" onClick={() => setEditing({ coupon })} aria-label={`Edit ${coupon.code}`} className={ICON_BUTTON}>
                              <Pencil size={16} aria-hidden="true" />
                            </button>
                            <button
                              type="button"
                              onClick={() => setRemoving(coupon)}
                              aria-label={`Delete ${coupon.code}`}
                              className={`${ICON_BUTTON} hover:border-error hover:text-error`}
                            >
                              <Trash2 size={16} aria-hidden="true" />
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'coupon' : 'coupons'} onPage={setPage} />
          </div>
        )}
      </QueryState>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing?.coupon ? `Edit ${editing.coupon.code}` : 'New coupon'} width="2xl">
        {editing && (
          <CouponForm
            initial={couponToForm(editing.coupon)}
            usedCount={editing.coupon?.usedCount}
            submitLabel={editing.coupon ? 'Save' : 'Create coupon'}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              const saved = editing.coupon ? await updateCoupon(editing.coupon._id, body) : await createCoupon(body);
              notify.success(`Coupon ${saved.code} ${editing.coupon ? 'saved' : 'created'}`);
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete ${removing?.code ?? 'coupon'}?`}
        message="A coupon no order used is deleted. One that orders used is switched off instead, so their history stays."
        confirmLabel="Delete coupon"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}

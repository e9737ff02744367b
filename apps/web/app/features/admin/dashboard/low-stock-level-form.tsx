import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { FILTER_INPUT, FILTER_LABEL } from '../ui/styles';
import { dashboardQueries, saveLowStockLevel } from './dashboard-queries';

/** The owner's low-stock level: products with less stock than this are listed above. */
export function LowStockLevelForm({ current }: { current: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(current));
  const save = useMutation({
    mutationFn: (level: number) => saveLowStockLevel(level),
    onSuccess: async (saved) => {
      notify.success(`Products with fewer than ${saved.lowStockBelow} in stock are listed.`);
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.all });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not save the low-stock level')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value));
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2 border-t border-sand/70 pt-3">
      <div>
        <label htmlFor={id} className={FILTER_LABEL}>List products with fewer than</label>
        <input
          id={id} type="number" inputMode="numeric" min={1} max={1000} step={1} required value={value}
          onChange={(e) => setValue(e.target.value)} className={`${FILTER_INPUT} w-28`}
        />
      </div>
      <Button type="submit" variant="secondary" busy={save.isPending}>Save level</Button>
    </form>
  );
}

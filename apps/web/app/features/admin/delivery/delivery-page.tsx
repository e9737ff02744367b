import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../ui/page-header';
import { adminDeliveryQueries } from './delivery-queries';
import { QueryState } from '../ui/query-state';
import { DeliverySettingsForm } from './delivery-settings-form';
import { DeliveryZonesImport } from './delivery-zones-import';

/** /admin/delivery: where the shop delivers, by when, and with cash on delivery or not (issue 22). */
export function DeliveryPage() {
  const settings = useQuery(adminDeliveryQueries.settings());
  return (
    <>
      <PageHeader title="Delivery" description="Pincodes you serve, how long delivery takes, and where cash on delivery is possible." />
      <QueryState query={settings} loadingLabel="Loading delivery settings">
        {(data) => (
          <div className="grid max-w-3xl gap-6">
            <DeliveryZonesImport rules={data.rules} />
            <DeliverySettingsForm key={data.updatedAt ?? 'defaults'} current={data} />
          </div>
        )}
      </QueryState>
    </>
  );
}

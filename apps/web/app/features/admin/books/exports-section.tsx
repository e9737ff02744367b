import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ExportFile } from '@dhatu/domain/contracts';
import { Button } from '../../../components/ui/button';
import { adminPath } from '../admin-request';
import { PAYMENT_METHOD_OPTIONS, PAYMENT_STATUS_OPTIONS, STATUS_OPTIONS } from '../orders/order-filters';
import { SelectFilter } from '../ui/select-filter';
import { FILTER_INPUT, FILTER_LABEL, PANEL } from '../ui/styles';
import { useDownload } from './use-download';

const FILES: readonly { file: ExportFile; label: string; withOrderFilters: boolean }[] = [
  { file: 'orders', label: 'Orders', withOrderFilters: true },
  { file: 'order-lines', label: 'Order lines', withOrderFilters: true },
  { file: 'customers', label: 'Customers', withOrderFilters: false },
  { file: 'products', label: 'Products and stock', withOrderFilters: false },
];

/** CSV files for a spreadsheet: orders and their lines (with the order list's filters), customers, products with stock. */
export function ExportsSection() {
  const id = useId();
  const { busy, download } = useDownload();
  const [status, setStatus] = useState('');
  const [paymentStatus, setPaymentStatus] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const orderFilters = { status, paymentStatus, paymentMethod, ...(from && to ? { from, to } : {}) };
  return (
    <section aria-labelledby="exports-title" className="space-y-4">
      <div>
        <h2 id="exports-title" className="text-xl text-charcoal">Exports</h2>
        <p className="mt-1 text-sm text-ink-muted">CSV files that open in any spreadsheet; amounts in rupees, times in India.</p>
      </div>
      <div className={`${PANEL} space-y-4 p-4 sm:p-5`}>
        <fieldset className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <legend className="mb-2 text-sm font-semibold text-charcoal">Which orders (orders and order lines)</legend>
          <SelectFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
          <SelectFilter label="Payment" value={paymentStatus} options={PAYMENT_STATUS_OPTIONS} onChange={setPaymentStatus} />
          <SelectFilter label="Payment method" value={paymentMethod} options={PAYMENT_METHOD_OPTIONS} onChange={setPaymentMethod} />
          <div>
            <label htmlFor={`${id}-from`} className={FILTER_LABEL}>Placed from</label>
            <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={FILTER_INPUT} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={FILTER_LABEL}>Placed until</label>
            <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} className={FILTER_INPUT} />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {FILES.map(({ file, label, withOrderFilters }) => (
            <Button
              key={file} variant="secondary" size="sm" busy={busy === file} disabled={busy !== null}
              onClick={() => void download(file, adminPath(`/exports/${file}.csv`, withOrderFilters ? orderFilters : {}), `${file}.csv`)}
            >
              <Download size={15} aria-hidden="true" /> {label} (CSV)
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

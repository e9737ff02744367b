import { DELIVERY_CSV_HEADER, formatRupees } from '@dhatu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { PANEL } from '../ui/styles';
import { downloadDeliveryRules, importDeliveryRules, previewDeliveryRules, type DeliveryImportPreview } from './delivery-api';
import { adminDeliveryQueries } from './delivery-queries';

/**
 * Zones as a CSV file: choose it, see what it would do (every bad row with its line, overlaps, the
 * first rules), then apply it — it replaces every rule, all or nothing. Export writes the same format.
 */
export function DeliveryZonesImport({ rules }: { rules: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<DeliveryImportPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | 'export' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setFailure(null);
    setPreview(null);
    setBusy('preview');
    try {
      const csv = await picked.text();
      setFile({ name: picked.name, csv });
      setPreview(await previewDeliveryRules(csv));
    } catch (error) {
      setFailure(errorMessage(error, 'Could not read the file'));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy('apply');
    try {
      const result = await importDeliveryRules(file.csv);
      notify.success(`${result.rules} delivery rules now apply.`);
      setFile(null);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: adminDeliveryQueries.settings().queryKey });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not apply the file'));
    } finally {
      setBusy(null);
    }
  };

  const exportFile = async () => {
    setBusy('export');
    try {
      await downloadDeliveryRules();
    } catch (error) {
      notify.error(errorMessage(error, 'Could not export the rules'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${PANEL} space-y-4 p-4 sm:p-5`}>
      <div>
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-charcoal">Delivery zones</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {rules === 0 ? 'No zones yet: every pincode follows “Pincodes in no zone”.' : `${rules.toLocaleString('en-IN')} rules apply.`} A CSV file with the columns{' '}
          <code className="rounded bg-mist px-1 text-xs">{DELIVERY_CSV_HEADER}</code>: a pincode (560001), a range (560001-560099) or a prefix (56*);
          business days in transit; cod yes or no; an extra fee in rupees or empty. Where rules overlap, the narrowest wins.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <label className={`${buttonClass('primary', 'md')} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-deep`}>
          <Upload size={16} aria-hidden="true" />
          {busy === 'preview' ? 'Checking…' : 'Choose a CSV file'}
          <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} disabled={busy !== null} className="sr-only" />
        </label>
        <button type="button" onClick={() => void exportFile()} disabled={busy !== null || rules === 0} className={buttonClass('secondary', 'md')}>
          <Download size={16} aria-hidden="true" />
          {busy === 'export' ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      {file && preview && <PreviewResult name={file.name} preview={preview} applying={busy === 'apply'} onApply={() => void apply()} />}
    </section>
  );
}

function PreviewResult({ name, preview, applying, onApply }: { name: string; preview: DeliveryImportPreview; applying: boolean; onApply: () => void }) {
  const bad = preview.errors.length;
  return (
    <div className="space-y-3 border-t border-sand pt-4" aria-label={`Preview of ${name}`} role="region">
      <p className="text-sm text-charcoal">
        <strong>{name}</strong>: {preview.rules.toLocaleString('en-IN')} rules read{bad > 0 ? `, ${bad} ${bad === 1 ? 'row' : 'rows'} with errors` : ''}
        {preview.overlapCount > 0 ? `, ${preview.overlapCount.toLocaleString('en-IN')} ${preview.overlapCount === 1 ? 'overlap' : 'overlaps'} (the narrowest rule wins)` : ''}.
      </p>
      {bad > 0 && (
        <div role="alert" className="rounded-xl border border-error-line bg-error-soft px-4 py-3 text-sm text-error-deep">
          <p className="font-semibold">Nothing can be applied until every row is right:</p>
          <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-auto pl-5">
            {preview.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>Line {e.line}: {e.message}</li>
            ))}
          </ul>
        </div>
      )}
      {preview.overlaps.length > 0 && (
        <details className="text-sm text-charcoal">
          <summary className="cursor-pointer font-semibold">Overlapping rules</summary>
          <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-auto pl-5 text-ink-muted">
            {preview.overlaps.map((o) => (
              <li key={`${o.line}-${o.otherLine}`}>{o.message}</li>
            ))}
          </ul>
        </details>
      )}
      {bad === 0 && preview.sample.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The first rules of the file</caption>
            <thead className="text-xs text-ink-muted">
              <tr><th scope="col" className="py-1 pr-3">Pincodes</th><th scope="col" className="pr-3">Days</th><th scope="col" className="pr-3">Cash on delivery</th><th scope="col">Fee</th></tr>
            </thead>
            <tbody>
              {preview.sample.map((r) => (
                <tr key={r.pattern} className="border-t border-sand/70">
                  <td className="py-1 pr-3 font-mono">{r.pattern}</td>
                  <td className="pr-3">{r.minDays}–{r.maxDays}</td>
                  <td className="pr-3">{r.cod ? 'Yes' : 'No'}</td>
                  <td>{r.fee > 0 ? formatRupees(r.fee) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" onClick={onApply} disabled={bad > 0 || applying} aria-busy={applying || undefined} className={buttonClass('primary', 'md')}>
        {applying ? 'Applying…' : `Apply ${preview.rules.toLocaleString('en-IN')} rules`}
      </button>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { financialYearStartDay, formatRupees } from '@dhatu/domain';
import { Button } from '../../../components/ui/button';
import { adminPath } from '../admin-request';
import { indiaToday } from '../format';
import { QueryState } from '../ui/query-state';
import { FILTER_INPUT, FILTER_LABEL, PANEL, TABLE, TABLE_WRAP, TD, TH } from '../ui/styles';
import type { GstReportPart } from '@dhatu/domain/contracts';
import { booksQueries, type GstReportDto } from './books-queries';
import { lastMonth, QUARTER_LABELS, returnPeriodRange, type ReturnPeriodChoice } from './gst-period';
import { useDownload } from './use-download';

const money = (rupees: number) => formatRupees(rupees, { fractionDigits: 2 });

/** GST return data for a month or a quarter: the figures on screen, and the files for the accountant. */
export function GstSection() {
  const today = indiaToday();
  const thisFy = Number(financialYearStartDay(today).slice(0, 4));
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const [month, setMonth] = useState(lastMonth(today));
  const [fyStart, setFyStart] = useState(thisFy);
  const [quarter, setQuarter] = useState<1 | 2 | 3 | 4>(1);
  const choice: ReturnPeriodChoice = kind === 'month' ? { kind, month } : { kind, fyStart, quarter };
  const range = returnPeriodRange(choice);
  const report = useQuery({ ...booksQueries.gst(range), enabled: /^\d{4}-\d{2}$/.test(month) });
  const id = useId();

  return (
    <section aria-labelledby="gst-title" className="space-y-4">
      <div>
        <h2 id="gst-title" className="text-xl text-charcoal">GST return data</h2>
        <p className="mt-1 text-sm text-ink-muted">From the tax invoices and credit notes issued in the period, as issued: credit notes are taken off. Cancelled invoices count only in the documents summary.</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-kind`} className={FILTER_LABEL}>Return for</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as 'month' | 'quarter')} className={`${FILTER_INPUT} pr-8`}>
            <option value="month">A month</option>
            <option value="quarter">A quarter</option>
          </select>
        </div>
        {kind === 'month' ? (
          <div>
            <label htmlFor={`${id}-month`} className={FILTER_LABEL}>Month</label>
            <input id={`${id}-month`} type="month" value={month} max={today.slice(0, 7)} onChange={(e) => setMonth(e.target.value)} className={FILTER_INPUT} />
          </div>
        ) : (
          <>
            <div>
              <label htmlFor={`${id}-fy`} className={FILTER_LABEL}>Financial year</label>
              <select id={`${id}-fy`} value={fyStart} onChange={(e) => setFyStart(Number(e.target.value))} className={`${FILTER_INPUT} pr-8`}>
                {[thisFy, thisFy - 1, thisFy - 2].map((y) => <option key={y} value={y}>{`${y}-${String((y + 1) % 100).padStart(2, '0')}`}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-q`} className={FILTER_LABEL}>Quarter</label>
              <select id={`${id}-q`} value={quarter} onChange={(e) => setQuarter(Number(e.target.value) as 1 | 2 | 3 | 4)} className={`${FILTER_INPUT} pr-8`}>
                {([1, 2, 3, 4] as const).map((q) => <option key={q} value={q}>{QUARTER_LABELS[q]}</option>)}
              </select>
            </div>
          </>
        )}
      </div>
      <QueryState query={report} loadingLabel="Adding up the invoices">
        {(data) => <GstReport data={data} />}
      </QueryState>
    </section>
  );
}

function GstReport({ data }: { data: GstReportDto }) {
  const { busy, download } = useDownload();
  const query = { from: data.range.from, to: data.range.to };
  const stem = `gst-${data.range.from}-to-${data.range.to}`;
  const csv = (part: GstReportPart, label: string) => (
    <Button
      key={part} variant="secondary" size="sm" busy={busy === part} disabled={busy !== null}
      onClick={() => void download(part, adminPath('/reports/gst', { ...query, format: 'csv', part }), `${stem}-${part}.csv`)}
    >
      <Download size={15} aria-hidden="true" /> {label}
    </Button>
  );
  const { totals } = data;
  return (
    <div className="space-y-4">
      <div className={`${PANEL} grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6`}>
        <Stat label="Invoices" value={`${totals.invoices.toLocaleString('en-IN')} (${totals.cancelled.toLocaleString('en-IN')} cancelled)`} />
        <Stat label="Value, net of credit notes" value={money(totals.value)} />
        <Stat label="Taxable value" value={money(totals.taxable)} />
        <Stat label="IGST" value={money(totals.igst)} />
        <Stat label="CGST" value={money(totals.cgst)} />
        <Stat label="SGST" value={money(totals.sgst)} />
      </div>
      <div className="flex flex-wrap gap-2">
        {csv('hsn', 'HSN summary (CSV)')}
        {csv('b2cs', 'B2C sales (CSV)')}
        {data.b2cl.length > 0 && csv('b2cl', 'B2C large (CSV)')}
        {csv('docs', 'Documents (CSV)')}
        {data.creditNotes.length > 0 && csv('credit-notes', 'Credit notes (CSV)')}
        {data.returnPeriod && (
          <Button
            variant="secondary" size="sm" busy={busy === 'gstr1'} disabled={busy !== null}
            onClick={() => void download('gstr1', adminPath('/reports/gst', { ...query, format: 'gstr1' }), `GSTR1-${data.returnPeriod}-${data.seller.gstin}.json`, 'application/json')}
          >
            <Download size={15} aria-hidden="true" /> GSTR-1 file (JSON)
          </Button>
        )}
      </div>
      <ReportTable
        caption="B2C sales by place of supply and rate"
        columns={['Place of supply', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST']}
        rows={data.b2cs.map((r) => [r.placeOfSupply, `${r.rate}%`, money(r.taxable), money(r.igst), money(r.cgst), money(r.sgst)])}
      />
      {data.b2cl.length > 0 && (
        <ReportTable
          caption="B2C large: inter-state invoices over ₹1,00,000"
          columns={['Invoice', 'Place of supply', 'Rate', 'Taxable value', 'IGST']}
          rows={data.b2cl.map((r) => [r.invoiceNumber, r.placeOfSupply, `${r.rate}%`, money(r.taxable), money(r.igst)])}
        />
      )}
      <ReportTable
        caption="HSN summary"
        columns={['HSN', 'Description', 'UQC', 'Quantity', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST']}
        rows={data.hsn.map((r) => [r.hsn, r.description, r.uqc, r.quantity.toLocaleString('en-IN'), `${r.rate}%`, money(r.taxable), money(r.igst), money(r.cgst), money(r.sgst)])}
      />
      <ReportTable
        caption="Documents issued"
        columns={['Documents', 'Series', 'From', 'To', 'Total', 'Cancelled', 'Net issued']}
        rows={data.documents.map((d) => [d.kind === 'invoice' ? 'Invoices' : 'Credit notes', d.series, d.from, d.to, String(d.total), String(d.cancelled), String(d.net)])}
      />
      {data.creditNotes.length > 0 ? (
        <ReportTable
          caption={`Credit notes (${totals.creditNotes.toLocaleString('en-IN')}, ${money(totals.credited)}): taken off B2C sales, or reported one by one against a B2C large invoice`}
          columns={['Credit note', 'Date', 'Against invoice', 'Place of supply', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST']}
          rows={data.creditNotes.map((r) => [r.creditNoteNumber, r.issuedOn, r.invoiceNumber, r.placeOfSupply, `${r.rate}%`, money(r.taxable), money(r.igst), money(r.cgst), money(r.sgst)])}
        />
      ) : (
        <p className="text-xs text-ink-muted">No credit notes were issued in this period.</p>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-semibold text-ink-muted">{label}</p>
      <p className="mt-0.5 text-base font-semibold text-charcoal tabular-nums">{value}</p>
    </div>
  );
}

function ReportTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <div>
      <h3 className="mb-2 font-sans text-base font-semibold text-charcoal">{caption}</h3>
      {/* A wide table scrolls inside its card on a phone: focusable, so the keyboard can scroll it too. */}
      <div className={TABLE_WRAP} role="region" aria-label={`${caption} (scrolls sideways)`} tabIndex={0}>
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead><tr>{columns.map((c) => <th key={c} scope="col" className={TH}>{c}</th>)}</tr></thead>
          <tbody>
            {rows.length === 0 && <tr><td colSpan={columns.length} className={`${TD} text-ink-muted`}>No invoices in this period.</td></tr>}
            {rows.map((row, i) => (
              <tr key={i}>{row.map((cell, j) => <td key={j} className={`${TD} ${j > 0 ? 'tabular-nums' : ''}`}>{cell}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

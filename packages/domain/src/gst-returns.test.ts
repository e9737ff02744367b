import { describe, expect, it } from 'vitest';
import { taxInvoiceBreakdown, type SupplyType, type TaxableSupply } from './gst.ts';
import { gstReturn, isB2cl, type GstReturn, type ReturnCreditNote, type ReturnInvoice } from './gst-returns.ts';
import { gstr1File } from './gstr1-file.ts';

let sequence = 0;
function invoice(supplyType: SupplyType, code: string, supplies: TaxableSupply[], more: Partial<ReturnInvoice> = {}): ReturnInvoice {
  sequence += 1;
  const b = taxInvoiceBreakdown(supplies, supplyType);
  return {
    invoiceNumber: `INV/2627/${String(sequence).padStart(6, '0')}`, financialYear: '2627', sequence, issuedOn: '2026-11-05',
    supplyType, placeOfSupply: code === '29' ? 'Karnataka' : 'Maharashtra', placeOfSupplyCode: code, totalPaise: b.totals.totalPaise, cancelled: false,
    lines: b.lines.map((l) => ({ ...l, kind: l.hsn.startsWith('99') ? 'shipping' as const : 'goods' as const })),
    ...more,
  };
}
const diya = (quantity: number, unitPricePaise = 1_299_00): TaxableSupply => ({ description: 'Brass diya', hsn: '7418', rateBasisPoints: 1200, quantity, unitPricePaise, discountPaise: 0 });
const anklet = (quantity: number, unitPricePaise = 2_499_00): TaxableSupply => ({ description: 'Silver anklet', hsn: '7114', rateBasisPoints: 300, quantity, unitPricePaise, discountPaise: 0 });
const shipping: TaxableSupply = { description: 'Shipping charges', hsn: '996812', rateBasisPoints: 1800, quantity: 1, unitPricePaise: 99_00, discountPaise: 0 };

describe('GST return', () => {
  const intra = invoice('intra', '29', [diya(2), anklet(1), shipping]);
  const inter = invoice('inter', '27', [diya(1, 999_99)]);
  const large = invoice('inter', '27', [anklet(50)]);
  const cancelled = invoice('intra', '29', [diya(3)], { cancelled: true });
  const report = gstReturn([large, intra, cancelled, inter]);

  it('adds B2C sales by place of supply and rate, a large inter-state invoice on its own', () => {
    expect(report.b2cs.map((r) => [r.supplyType, r.placeOfSupply, r.rateBasisPoints])).toEqual([
      ['inter', '27-Maharashtra', 1200], ['intra', '29-Karnataka', 300], ['intra', '29-Karnataka', 1200], ['intra', '29-Karnataka', 1800],
    ]);
    const karnatakaDiya = report.b2cs[2]!;
    const line = intra.lines[0]!;
    expect(karnatakaDiya).toMatchObject({ taxablePaise: line.taxablePaise, cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise, igstPaise: 0 });
    expect(report.b2cl).toEqual([expect.objectContaining({ invoiceNumber: large.invoiceNumber, invoiceValuePaise: 124_950_00, rateBasisPoints: 300 })]);
  });

  it('leaves a cancelled invoice out of the sums and counts it in the documents', () => {
    const standing = [intra, inter, large];
    const sum = (pick: (l: ReturnInvoice['lines'][number]) => number) => standing.flatMap((i) => i.lines).reduce((s, l) => s + pick(l), 0);
    const all = [...report.b2cs, ...report.b2cl];
    for (const key of ['taxablePaise', 'igstPaise', 'cgstPaise', 'sgstPaise'] as const) {
      expect(all.reduce((s, r) => s + r[key], 0)).toBe(sum((l) => l[key]));
      expect(report.hsn.reduce((s, r) => s + r[key], 0)).toBe(sum((l) => l[key]));
      expect(report.totals[key]).toBe(sum((l) => l[key]));
    }
    expect(report.totals.valuePaise).toBe(intra.totalPaise + inter.totalPaise + large.totalPaise);
    expect(report.hsn.reduce((s, r) => s + r.valuePaise, 0)).toBe(report.totals.valuePaise);
    expect(report.documents).toEqual([{ kind: 'invoice', series: '2627', from: intra.invoiceNumber, to: cancelled.invoiceNumber, total: 4, cancelled: 1, net: 3 }]);
  });

  it('summarises by HSN and rate, counting pieces of goods and no quantity for a service', () => {
    expect(report.hsn.map((r) => [r.hsn, r.rateBasisPoints, r.uqc, r.quantity])).toEqual([
      ['7114', 300, 'NOS', 51], ['7418', 1200, 'NOS', 3], ['996812', 1800, 'NA', 0],
    ]);
    expect(report.hsn[2]!.description).toBe('Postal and courier services');
  });

  it('writes the offline tool’s JSON in rupees and percent', () => {
    const file = gstr1File(report, '29ABCDE1234F1Z5', '112026');
    expect(file.fp).toBe('112026');
    expect(file.b2cs[0]).toEqual({
      sply_ty: 'INTER', pos: '27', typ: 'OE', rt: 12, txval: report.b2cs[0]!.taxablePaise / 100, iamt: report.b2cs[0]!.igstPaise / 100, camt: 0, samt: 0, csamt: 0,
    });
    expect(file.b2cl).toEqual([{ pos: '27', inv: [{ inum: large.invoiceNumber, idt: '05-11-2026', val: 124950, itms: [expect.objectContaining({ num: 1 })] }] }]);
    expect(file.hsn.hsn_b2c.map((r) => r.num)).toEqual([1, 2, 3]);
    expect(file.doc_issue.doc_det[0]!.docs[0]).toMatchObject({ totnum: 4, cancel: 1, net_issue: 3 });
  });

  it('answers an empty return for no invoices', () => {
    expect(gstReturn([])).toEqual({
      totals: { invoices: 0, cancelled: 0, creditNotes: 0, valuePaise: 0, creditedPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 },
      b2cs: [], b2cl: [], hsn: [], documents: [], creditNotes: [],
    });
  });
});

describe('GST return with credit notes (returns)', () => {
  const intra = invoice('intra', '29', [diya(2), anklet(1)]);
  const large = invoice('inter', '27', [anklet(50)]);
  let noteSequence = 0;
  /** A credit note for some units of an invoice, as credit-note.service.ts issues it: the invoice's own supply. */
  function creditNote(of: ReturnInvoice, supplies: TaxableSupply[]): ReturnCreditNote {
    noteSequence += 1;
    const b = taxInvoiceBreakdown(supplies, of.supplyType);
    return {
      creditNoteNumber: `CN/2627/${String(noteSequence).padStart(6, '0')}`, financialYear: '2627', sequence: noteSequence, issuedOn: '2026-11-20',
      invoiceNumber: of.invoiceNumber, invoiceIssuedOn: of.issuedOn, againstLarge: isB2cl(of), supplyType: of.supplyType,
      placeOfSupply: of.placeOfSupply, placeOfSupplyCode: of.placeOfSupplyCode, totalPaise: b.totals.totalPaise,
      lines: b.lines.map((l) => ({ ...l, kind: 'goods' as const })),
    };
  }
  const oneDiya = creditNote(intra, [diya(1)]);
  const tenAnklets = creditNote(large, [anklet(10)]);
  const report = gstReturn([intra, large], [oneDiya, tenAnklets]);
  const without = gstReturn([intra, large]);

  it('takes a note against a B2C small invoice off its place of supply and rate; one against a large invoice is reported on its own', () => {
    const diyaRow = (r: GstReturn) => r.b2cs.find((row) => row.rateBasisPoints === 1200)!;
    expect(diyaRow(report).taxablePaise).toBe(diyaRow(without).taxablePaise - oneDiya.lines[0]!.taxablePaise);
    expect(diyaRow(report).cgstPaise).toBe(diyaRow(without).cgstPaise - oneDiya.lines[0]!.cgstPaise);
    expect(report.b2cl).toEqual(without.b2cl);
    expect(report.creditNotes.map((n) => [n.creditNoteNumber, n.againstLarge, n.invoiceNumber])).toEqual([
      [oneDiya.creditNoteNumber, false, intra.invoiceNumber], [tenAnklets.creditNoteNumber, true, large.invoiceNumber],
    ]);
  });

  it('nets the HSN summary and the totals, and lists the notes as documents of their own', () => {
    expect(report.hsn.find((r) => r.hsn === '7418')!.quantity).toBe(1);
    expect(report.hsn.find((r) => r.hsn === '7114')!.quantity).toBe(41);
    expect(report.totals).toMatchObject({
      creditNotes: 2, creditedPaise: oneDiya.totalPaise + tenAnklets.totalPaise,
      valuePaise: intra.totalPaise + large.totalPaise - oneDiya.totalPaise - tenAnklets.totalPaise,
      igstPaise: without.totals.igstPaise - tenAnklets.lines[0]!.igstPaise,
    });
    expect(report.hsn.reduce((s, r) => s + r.valuePaise, 0)).toBe(report.totals.valuePaise);
    expect(report.documents.map((d) => [d.kind, d.from, d.to, d.total])).toEqual([
      ['invoice', intra.invoiceNumber, large.invoiceNumber, 2], ['creditNote', oneDiya.creditNoteNumber, tenAnklets.creditNoteNumber, 2],
    ]);
  });

  it('writes the note against the large invoice as cdnur and the notes as document type 5 in the GSTR-1 file', () => {
    const file = gstr1File(report, '29ABCDE1234F1Z5', '112026');
    expect(file.cdnur).toEqual([{
      typ: 'B2CL', ntty: 'C', nt_num: tenAnklets.creditNoteNumber, nt_dt: '20-11-2026', pos: '27', val: tenAnklets.totalPaise / 100,
      itms: [{ num: 1, itm_det: { rt: 3, txval: tenAnklets.lines[0]!.taxablePaise / 100, iamt: tenAnklets.lines[0]!.igstPaise / 100, csamt: 0 } }],
    }]);
    expect(file.doc_issue.doc_det.map((d) => [d.doc_num, d.doc_typ, d.docs[0]!.totnum])).toEqual([[1, 'Invoices for outward supply', 2], [5, 'Credit Note', 2]]);
  });
});

import type { GstReturn } from './gst-returns.ts';

/**
 * The return in the JSON the GSTR-1 offline tool and the GST portal import: B2C small (b2cs),
 * B2C large (b2cl), credit notes against B2C large invoices (cdnur; those against B2C small ones are
 * netted in b2cs), the HSN summary's B2C table (hsn.hsn_b2c: the shop has no registered buyers) and
 * the documents issued (doc_issue: invoices, and credit notes as document type 5). Amounts in
 * rupees to the paisa, rates in percent.
 */

const rupees = (paise: number) => Math.round(paise) / 100;
const percent = (basisPoints: number) => basisPoints / 100;
/** 'DD-MM-YYYY', the portal's way of writing a day. */
const portalDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
/** The portal's code for a place of supply it does not know: 'Other Territory'. */
const OTHER_TERRITORY = '97';

export interface Gstr1File {
  gstin: string;
  fp: string;
  b2cs: Array<{ sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }>;
  b2cl: Array<{ pos: string; inv: Array<{ inum: string; idt: string; val: number; itms: Array<{ num: number; itm_det: { rt: number; txval: number; iamt: number; csamt: number } }> }> }>;
  cdnur: Array<{ typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string; pos: string; val: number; itms: Array<{ num: number; itm_det: { rt: number; txval: number; iamt: number; csamt: number } }> }>;
  hsn: { hsn_b2c: Array<{ num: number; hsn_sc: string; desc: string; uqc: string; qty: number; rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }> };
  doc_issue: { doc_det: Array<{ doc_num: number; doc_typ: string; docs: Array<{ num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }> }> };
}

/** The file for one return period ('MMYYYY': a month, or a quarter's last month). */
export function gstr1File(report: GstReturn, gstin: string, returnPeriod: string): Gstr1File {
  const invoicesByPos = new Map<string, Gstr1File['b2cl'][number]>();
  for (const row of report.b2cl) {
    const pos = row.placeOfSupplyCode ?? OTHER_TERRITORY;
    const group = invoicesByPos.get(pos) ?? { pos, inv: [] };
    let invoice = group.inv.find((i) => i.inum === row.invoiceNumber);
    if (!invoice) {
      invoice = { inum: row.invoiceNumber, idt: portalDay(row.issuedOn), val: rupees(row.invoiceValuePaise), itms: [] };
      group.inv.push(invoice);
    }
    invoice.itms.push({ num: invoice.itms.length + 1, itm_det: { rt: percent(row.rateBasisPoints), txval: rupees(row.taxablePaise), iamt: rupees(row.igstPaise), csamt: 0 } });
    invoicesByPos.set(pos, group);
  }
  const cdnur: Gstr1File['cdnur'] = [];
  for (const row of report.creditNotes.filter((n) => n.againstLarge)) {
    let note = cdnur.find((n) => n.nt_num === row.creditNoteNumber);
    if (!note) {
      note = {
        typ: 'B2CL', ntty: 'C', nt_num: row.creditNoteNumber, nt_dt: portalDay(row.issuedOn),
        pos: row.placeOfSupplyCode ?? OTHER_TERRITORY, val: rupees(row.noteValuePaise), itms: [],
      };
      cdnur.push(note);
    }
    note.itms.push({ num: note.itms.length + 1, itm_det: { rt: percent(row.rateBasisPoints), txval: rupees(row.taxablePaise), iamt: rupees(row.igstPaise), csamt: 0 } });
  }
  const documentsOf = (kind: 'invoice' | 'creditNote') => report.documents.filter((d) => d.kind === kind)
    .map((d, i) => ({ num: i + 1, from: d.from, to: d.to, totnum: d.total, cancel: d.cancelled, net_issue: d.net }));
  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: documentsOf('invoice') },
    { doc_num: 5, doc_typ: 'Credit Note', docs: documentsOf('creditNote') },
  ].filter((d) => d.docs.length > 0);
  return {
    gstin,
    fp: returnPeriod,
    b2cs: report.b2cs.map((row) => ({
      sply_ty: row.supplyType === 'intra' ? 'INTRA' : 'INTER',
      pos: row.placeOfSupplyCode ?? OTHER_TERRITORY,
      typ: 'OE',
      rt: percent(row.rateBasisPoints),
      txval: rupees(row.taxablePaise),
      iamt: rupees(row.igstPaise),
      camt: rupees(row.cgstPaise),
      samt: rupees(row.sgstPaise),
      csamt: 0,
    })),
    b2cl: [...invoicesByPos.values()],
    cdnur,
    hsn: {
      hsn_b2c: report.hsn.map((row, i) => ({
        num: i + 1, hsn_sc: row.hsn, desc: row.description, uqc: row.uqc, qty: row.quantity, rt: percent(row.rateBasisPoints),
        txval: rupees(row.taxablePaise), iamt: rupees(row.igstPaise), camt: rupees(row.cgstPaise), samt: rupees(row.sgstPaise), csamt: 0,
      })),
    },
    doc_issue: { doc_det: docDet },
  };
}

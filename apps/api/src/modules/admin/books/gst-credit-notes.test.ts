import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { addDays, indiaDay } from '@dhatu/domain';
import type { GstReportDto, SalesDto } from '@dhatu/domain/contracts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures } from '../../cart/test-fixtures.ts';
import { deliveredOrder, ownerStepOk, requested, UPI } from '../../returns/test-helpers.ts';
import { signInAdmin } from '../orders/test-helpers.ts';

/** A refunded return's credit note in the GST return data (taken off B2C sales and the HSN summary, its series in the documents), and its refund on the dashboard. */
describe('admin: GST return data with a credit note', () => {
  let t: TestContext;
  let admin: { authorization: string };
  const today = indiaDay(new Date());
  const range = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
  const report = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/reports/gst?${range}${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    admin = (await signInAdmin(t)).headers;
  });
  afterAll(() => t.close());

  it('a refund of one of two pieces takes that piece off the B2C sales and HSN figures, and lists its credit note', async () => {
    const f = await createFixtures(t);
    const { customer, order } = await deliveredOrder(t, f, { price: 1200, quantity: 2 });
    const before = (await report()).json() as GstReportDto;
    expect(before.creditNotes).toEqual([]);

    const request = await requested(t, customer, order._id, { lines: [{ itemId: order.items[0]!._id, quantity: 1 }], refundTo: UPI });
    await ownerStepOk(t, admin, request._id, 'approve', { instructions: 'Courier pickup on Monday.' });
    await ownerStepOk(t, admin, request._id, 'receive', { lines: [{ lineId: request.lines[0]!._id, restock: 1 }] });
    const refunded = await ownerStepOk(t, admin, request._id, 'refund');
    const noteNumber = refunded.refund!.creditNoteNumber!;

    const after = (await report()).json() as GstReportDto;
    expect(after.totals).toMatchObject({ invoices: before.totals.invoices, creditNotes: 1, credited: 1200, value: before.totals.value - 1200 });
    expect(after.totals.taxable).toBeCloseTo(before.totals.taxable - 1200 / 1.12, 1);
    expect(after.creditNotes).toEqual([expect.objectContaining({ creditNoteNumber: noteNumber, invoiceNumber: order.invoiceNumber, againstLarge: false, noteValue: 1200, rate: 12 })]);
    const b2cs = (r: GstReportDto) => r.b2cs.find((row) => row.rate === 12)!;
    expect(b2cs(after).taxable).toBeCloseTo(b2cs(before).taxable - after.creditNotes[0]!.taxable, 2);
    expect(after.hsn.find((row) => row.rate === 12)!.quantity).toBe(before.hsn.find((row) => row.rate === 12)!.quantity - 1);
    expect(after.documents.map((d) => [d.kind, d.from, d.total])).toEqual([['invoice', order.invoiceNumber, 1], ['creditNote', noteNumber, 1]]);

    // The dashboard counts a refund once it is paid (the transfer marked), not before.
    const sales = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/sales?period=today', headers: admin })).json() as SalesDto;
    expect((await sales()).figures.refunds.value).toBe(0);
    await ownerStepOk(t, admin, request._id, 'refund-paid', { reference: 'UTR55554444' });
    expect((await sales()).figures.refunds).toMatchObject({ value: 1200, previous: 0 });

    const csv = await report('&format=csv&part=credit-notes');
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ 'Note Number': noteNumber, 'Against Invoice': order.invoiceNumber, 'Reported': 'Netted in B2CS', 'Note Value (₹)': '1200.00' })]);
  });
});

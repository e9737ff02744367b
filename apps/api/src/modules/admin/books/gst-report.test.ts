import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { addDays, indiaDay } from '@dhatu/domain';
import type { GstReportDto, OrderDto } from '@dhatu/domain/contracts';
import { invoices } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../../cart/test-fixtures.ts';
import { createCustomer, fillCarts, GUJARAT_ADDRESS, KARNATAKA_ADDRESS, orderBody, postOrder } from '../../orders/test-helpers.ts';
import { signInAdmin } from '../orders/test-helpers.ts';

/**
 * GST return data against invoices the shop issued itself (checkout → invoice.service): inside
 * Gujarat (the shop's state: CGST + SGST) and to Karnataka (IGST), at 3%, 12% and shipping's
 * 18%, with a coupon, one invoice worth over ₹1,00,000 to another state, and one cancelled.
 */
describe('admin: GST return data', () => {
  let t: TestContext;
  let f: Fixtures;
  let admin: { headers: { authorization: string } };
  const today = indiaDay(new Date());
  const range = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
  const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
  const paise = (rupees: number) => Math.round(rupees * 100);

  async function order(lines: { productId: string; quantity: number }[], address: typeof GUJARAT_ADDRESS | typeof KARNATAKA_ADDRESS, couponId?: string) {
    const customer = await createCustomer(t);
    await fillCarts(t, [customer], lines, couponId);
    const res = await postOrder(t, customer, orderBody({ shippingAddress: address, billingAddress: address }));
    expect(res.statusCode, res.body).toBe(201);
    return { customer, order: res.json() as OrderDto };
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    admin = await signInAdmin(t);
    const lamp = await f.product({ name: 'Brass Akhand Diya', price: 1299, stock: 50 });
    const bell = await f.product({ name: 'Brass Temple Bell', price: 450, stock: 50 });
    const anklet = await f.product({ name: 'Silver Payal', price: 2499, discount: 10, stock: 50, category: 'silver' });
    const thali = await f.product({ name: 'Silver Pooja Thali', price: 60_000, stock: 10, category: 'silver' });
    const coupon = await f.coupon({ code: 'DIWALI10', value: 10 });
    // The ₹1,20,000 order is paid on delivery, which the owner allows above the ₹10,000 default.
    const { defaults } = (await get('/api/admin/delivery/settings')).json() as { defaults: Record<string, unknown> };
    const allowed = await t.app.inject({ method: 'PUT', url: '/api/admin/delivery/settings', headers: admin.headers, payload: { ...defaults, codMaxOrderValue: 2_00_000 } });
    expect(allowed.statusCode, allowed.body).toBe(200);

    await order([{ productId: lamp.id, quantity: 2 }, { productId: anklet.id, quantity: 1 }], GUJARAT_ADDRESS);
    await order([{ productId: bell.id, quantity: 1 }], GUJARAT_ADDRESS); // under ₹1000: pays for shipping
    await order([{ productId: lamp.id, quantity: 1 }, { productId: anklet.id, quantity: 3 }], KARNATAKA_ADDRESS, coupon);
    await order([{ productId: bell.id, quantity: 1 }], KARNATAKA_ADDRESS);
    await order([{ productId: thali.id, quantity: 2 }], KARNATAKA_ADDRESS); // ₹1,20,000 to another state: B2C large
    const cancelled = await order([{ productId: lamp.id, quantity: 3 }], GUJARAT_ADDRESS);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${cancelled.order._id}/cancel`, headers: cancelled.customer.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(() => t.close());

  it('adds up to the invoices to the paisa, the cancelled one left out of the sums', async () => {
    const issued = await t.database.db.select().from(invoices);
    expect(issued).toHaveLength(6);
    const standing = issued.filter((i) => i.cancelledAt === null);
    expect(standing).toHaveLength(5);
    const sum = (pick: (i: (typeof issued)[number]) => number) => standing.reduce((s, i) => s + pick(i), 0);

    const res = await get(`/api/admin/reports/gst?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json() as GstReportDto;
    expect(report.totals).toMatchObject({ invoices: 6, cancelled: 1 });
    expect(paise(report.totals.value)).toBe(sum((i) => i.totalPaise));

    const rows = [...report.b2cs, ...report.b2cl];
    for (const [key, column] of [['taxable', 'taxablePaise'], ['igst', 'igstPaise'], ['cgst', 'cgstPaise'], ['sgst', 'sgstPaise']] as const) {
      const expected = sum((i) => i[column]);
      expect(paise(report.totals[key]), key).toBe(expected);
      expect(rows.reduce((s, r) => s + paise(r[key]), 0), `b2cs + b2cl ${key}`).toBe(expected);
      expect(report.hsn.reduce((s, r) => s + paise(r[key]), 0), `hsn ${key}`).toBe(expected);
    }
    expect(report.hsn.reduce((s, r) => s + paise(r.value), 0)).toBe(sum((i) => i.totalPaise));
    // Every invoice line's figure, as printed, is in exactly one HSN row.
    const lineTaxable = standing.flatMap((i) => i.lines).filter((l) => l.hsn === '7114').reduce((s, l) => s + l.taxablePaise, 0);
    expect(paise(report.hsn.find((r) => r.hsn === '7114')!.taxable)).toBe(lineTaxable);
  });

  it('splits by place of supply and rate: CGST + SGST inside Gujarat, IGST to Karnataka', async () => {
    const report = (await get(`/api/admin/reports/gst?${range}`)).json() as GstReportDto;
    expect(report.seller).toEqual({ gstin: '24ABCDE1234F1Z5', stateCode: '24' });
    expect(report.b2cs.map((r) => [r.placeOfSupply, r.supplyType, r.rate])).toEqual([
      ['24-Gujarat', 'intra', 3], ['24-Gujarat', 'intra', 12], ['24-Gujarat', 'intra', 18],
      ['29-Karnataka', 'inter', 3], ['29-Karnataka', 'inter', 12], ['29-Karnataka', 'inter', 18],
    ]);
    for (const row of report.b2cs) {
      if (row.supplyType === 'intra') expect(row.igst).toBe(0);
      else expect(row.cgst + row.sgst).toBe(0);
    }
    expect(report.b2cl).toEqual([expect.objectContaining({ placeOfSupply: '29-Karnataka', invoiceValue: 120_000, rate: 3, cgst: 0, sgst: 0 })]);
    expect(report.hsn.map((r) => [r.hsn, r.rate, r.uqc, r.quantity])).toEqual([
      ['7114', 3, 'NOS', 6], ['7418', 12, 'NOS', 5], ['996812', 18, 'NA', 0],
    ]);
    const [series] = report.documents;
    expect(report.documents).toHaveLength(1);
    expect(series).toMatchObject({ total: 6, cancelled: 1, net: 5 });
    expect(series!.from).toMatch(/\/000001$/);
    expect(series!.to).toMatch(/\/000006$/);
    expect(report.creditNotes).toEqual([]);
  });

  it('answers each part as a CSV file whose figures match the summary', async () => {
    const report = (await get(`/api/admin/reports/gst?${range}`)).json() as GstReportDto;
    const hsn = await get(`/api/admin/reports/gst?${range}&format=csv&part=hsn`);
    expect(hsn.statusCode, hsn.body).toBe(200);
    expect(hsn.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(hsn.headers['content-disposition']).toBe(`attachment; filename="gst-${addDays(today, -1)}-to-${addDays(today, 1)}-hsn.csv"`);
    const rows = parse(hsn.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r.HSN)).toEqual(['7114', '7418', '996812']);
    expect(rows.reduce((s, r) => s + paise(Number(r['Taxable value (₹)'])), 0)).toBe(paise(report.totals.taxable));
    expect(rows[0]).toMatchObject({ UQC: 'NOS', 'Total Quantity': '6', 'Rate (%)': '3' });

    const b2cs = parse((await get(`/api/admin/reports/gst?${range}&format=csv&part=b2cs`)).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(b2cs).toHaveLength(6);
    expect(b2cs[0]).toMatchObject({ Type: 'OE', 'Place Of Supply': '24-Gujarat' });
    const docs = parse((await get(`/api/admin/reports/gst?${range}&format=csv&part=docs`)).body, { columns: true, bom: true }) as Record<string, string>[];
    expect(docs).toEqual([expect.objectContaining({ 'Total Number': '6', Cancelled: '1' })]);
  });

  it('writes the GSTR-1 file for a month, and refuses one for a range that is not a month or quarter', async () => {
    const month = today.slice(0, 7);
    const lastDay = addDays(`${addDays(`${month}-28`, 5).slice(0, 7)}-01`, -1);
    const res = await get(`/api/admin/reports/gst?from=${month}-01&to=${lastDay}&format=gstr1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="GSTR1-\d{6}-24ABCDE1234F1Z5\.json"$/);
    const file = JSON.parse(res.body) as { fp: string; b2cs: unknown[]; b2cl: unknown[]; hsn: { hsn_b2c: unknown[] }; doc_issue: { doc_det: { docs: unknown[] }[] } };
    expect(file.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
    expect(file.b2cs).toHaveLength(6);
    expect(file.b2cl).toHaveLength(1);
    expect(file.hsn.hsn_b2c).toHaveLength(3);
    expect(file.doc_issue.doc_det[0]!.docs).toEqual([expect.objectContaining({ totnum: 6, cancel: 1, net_issue: 5 })]);

    const wrong = await get(`/api/admin/reports/gst?${range}&format=gstr1`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The GSTR-1 file covers one month or one quarter: choose its first and last day');
  });

  it('answers a clear 400 to a reversed range, one over three years, and a CSV without a part', async () => {
    const reversed = await get('/api/admin/reports/gst?from=2026-11-30&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('The start date must be on or before the end date');
    const long = await get('/api/admin/reports/gst?from=2023-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A range can be at most three years');
    const unreal = await get('/api/admin/reports/gst?from=2026-02-30&to=2026-03-31');
    expect(unreal.json().message).toContain('Dates must be real days written YYYY-MM-DD');
    const noPart = await get(`/api/admin/reports/gst?${range}&format=csv`);
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json().message).toContain('A CSV file needs part');
  });
});

import { z } from 'zod';
import {
  freeText, ID_PATTERN, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REPORT_PERIODS, REPORT_RANGE_MESSAGES, reportRangeProblem, SALES_GROUPINGS,
} from '../index.ts';
import { optionalParam } from './admin-orders.ts';
import { VISIBILITY_FILTERS } from './admin-catalogue.ts';

/**
 * The owner's books (issue 24): the sales dashboard, GST return data and CSV exports, all under
 * /api/admin (admins only). Days are India's ('YYYY-MM-DD', both included); money in rupees.
 */

const day = (what: string) => z.string().describe(`${what}: an India day, YYYY-MM-DD (included)`);

/** A reversed range, an unreal day or more than three years: one 400 with the words of REPORT_RANGE_MESSAGES. */
function checkRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from === undefined && value.to === undefined) return;
  if (value.from === undefined || value.to === undefined) {
    ctx.addIssue({ code: 'custom', path: [value.from === undefined ? 'from' : 'to'], message: REPORT_RANGE_MESSAGES.customNeedsDays });
    return;
  }
  const problem = reportRangeProblem(value.from, value.to);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem === REPORT_RANGE_MESSAGES.invalidDay ? 'from' : 'to'], message: problem });
}

// ── The sales dashboard ─────────────────────────────────────────────────────────────────────
export const salesQuery = z.object({
  period: z.enum(REPORT_PERIODS).default('30d').describe('today, the last 7 or 30 days, this financial year (from 1 April), or custom (from and to)'),
  from: optionalParam(day('First day of a custom range')),
  to: optionalParam(day('Last day of a custom range')),
  groupBy: optionalParam(z.enum(SALES_GROUPINGS)).describe('Bars of the chart; by default days up to two months, weeks up to a year, then months'),
}).strict().superRefine((value, ctx) => {
  if (value.period === 'custom' && (value.from === undefined || value.to === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.from === undefined ? 'from' : 'to'], message: REPORT_RANGE_MESSAGES.customNeedsDays });
    return;
  }
  if (value.period === 'custom') checkRange(value, ctx);
});
export type SalesQuery = z.output<typeof salesQuery>;

const figure = z.object({
  value: z.number(),
  previous: z.number().describe('The same figure in the previous period'),
  changePercent: z.number().nullable().describe('Change against the previous period, one decimal; null when that was 0'),
});
const range = z.object({ from: z.string(), to: z.string() });

export const salesSchema = z.object({
  range: range.describe('The days counted (India)'),
  previousRange: range.describe('The period compared with: as many days just before, or the same days a year earlier for the financial year'),
  groupBy: z.enum(SALES_GROUPINGS),
  figures: z.object({
    revenue: figure.describe('Σ order totals in rupees (not cancelled; online ones once paid)'),
    orders: figure,
    averageOrderValue: figure.describe('Revenue ÷ orders, in rupees'),
    units: figure.describe('Pieces sold'),
    newCustomers: figure.describe('Customers whose first order fell in the period'),
    returningCustomers: figure.describe('Customers who had ordered before the period and ordered again in it'),
    refunds: figure.describe('Σ refunds paid in the period (returns, by when they were paid), in rupees; revenue is not reduced by them'),
  }),
  series: z.array(z.object({
    start: z.string().describe('First day of the bar (a Monday for weeks, the 1st for months)'),
    orders: z.number().int(),
    revenue: z.number(),
  })),
  paymentMethods: z.array(z.object({
    method: z.enum(PAYMENT_METHODS), orders: z.number().int(), revenue: z.number(), sharePercent: z.number().describe('Of revenue'),
  })),
  codSharePercent: z.number().describe('Cash on delivery’s share of orders'),
  topProducts: z.array(z.object({ _id: z.string(), name: z.string(), units: z.number().int(), revenue: z.number() }))
    .describe('By revenue (their lines’ totals after product discounts), at most 10'),
  topCategories: z.array(z.object({ _id: z.string(), name: z.string(), units: z.number().int(), revenue: z.number() })).describe('At most 10'),
  cancellations: z.object({
    orders: z.number().int().describe('Orders placed in the period and cancelled since'),
    value: z.number().describe('Their totals, in rupees'),
    ratePercent: z.number().describe('Of orders placed in the period (cancelled or not)'),
  }),
});
export type SalesDto = z.infer<typeof salesSchema>;
export type SalesFigure = SalesDto['figures']['revenue'];

// ── Low stock ───────────────────────────────────────────────────────────────────────────────
export const LOW_STOCK_THRESHOLD_BOUNDS = { min: 1, max: 1000 } as const;
export const LOW_STOCK_THRESHOLD_MESSAGE = `The low-stock level must be a whole number from ${LOW_STOCK_THRESHOLD_BOUNDS.min} to ${LOW_STOCK_THRESHOLD_BOUNDS.max}`;
export const lowStockThresholdSchema = z.number({ error: LOW_STOCK_THRESHOLD_MESSAGE }).int(LOW_STOCK_THRESHOLD_MESSAGE)
  .min(LOW_STOCK_THRESHOLD_BOUNDS.min, LOW_STOCK_THRESHOLD_MESSAGE).max(LOW_STOCK_THRESHOLD_BOUNDS.max, LOW_STOCK_THRESHOLD_MESSAGE);
export const lowStockBody = z.strictObject({ lowStockBelow: lowStockThresholdSchema });
export const lowStockSettingSchema = z.object({
  lowStockBelow: z.number().int().describe('The dashboard lists visible products with less stock than this'),
  updatedAt: z.string().nullable().describe('When the owner last set it (ISO 8601); null: the default'),
});
export type LowStockSetting = z.infer<typeof lowStockSettingSchema>;

// ── GST return data ─────────────────────────────────────────────────────────────────────────
export const GST_REPORT_FORMATS = ['json', 'csv', 'gstr1'] as const;
export const GST_REPORT_PARTS = ['hsn', 'b2cs', 'b2cl', 'docs', 'credit-notes'] as const;
export type GstReportPart = (typeof GST_REPORT_PARTS)[number];
export const GST_REPORT_MESSAGES = {
  partNeeded: `A CSV file needs part: one of ${GST_REPORT_PARTS.join(', ')}`,
  notAReturnPeriod: 'The GSTR-1 file covers one month or one quarter: choose its first and last day',
} as const;

export const gstReportQuery = z.object({
  from: day('First day'),
  to: day('Last day'),
  format: z.enum(GST_REPORT_FORMATS).default('json').describe('json: the summary; csv: one part as a CSV file; gstr1: the offline tool’s JSON file'),
  part: optionalParam(z.enum(GST_REPORT_PARTS)).describe('With format=csv: hsn, b2cs, b2cl, docs or credit-notes'),
}).strict().superRefine((value, ctx) => {
  checkRange(value, ctx);
  if (value.format === 'csv' && value.part === undefined) ctx.addIssue({ code: 'custom', path: ['part'], message: GST_REPORT_MESSAGES.partNeeded });
});
export type GstReportQuery = z.output<typeof gstReportQuery>;

const taxes = {
  taxable: z.number().describe('Taxable value, rupees'),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
};
export const gstReportSchema = z.object({
  range,
  seller: z.object({ gstin: z.string(), stateCode: z.string() }),
  returnPeriod: z.string().nullable().describe("'MMYYYY' when the range is one month or quarter (the GSTR-1 file's fp); else null"),
  totals: z.object({
    invoices: z.number().int().describe('Invoices issued in the range'), cancelled: z.number().int(),
    creditNotes: z.number().int().describe('Credit notes issued in the range'),
    value: z.number().describe('Standing invoices less credit notes, tax included (the taxes are net too)'),
    credited: z.number().describe('Credit notes, tax included'),
    ...taxes,
  }),
  b2cs: z.array(z.object({
    supplyType: z.enum(['intra', 'inter']), placeOfSupply: z.string().describe("'29-Karnataka'"), placeOfSupplyCode: z.string().nullable(),
    rate: z.number().describe('Percent'), ...taxes,
  })),
  b2cl: z.array(z.object({
    invoiceNumber: z.string(), issuedOn: z.string(), placeOfSupply: z.string(), invoiceValue: z.number(), rate: z.number(), ...taxes,
  })).describe('Inter-state invoices over ₹1,00,000, by rate'),
  hsn: z.array(z.object({
    hsn: z.string(), description: z.string(), uqc: z.string(), quantity: z.number().int(), value: z.number(), rate: z.number(), ...taxes,
  })),
  documents: z.array(z.object({
    kind: z.enum(['invoice', 'creditNote']).describe('Invoices for outward supply, or credit notes'),
    series: z.string().describe('Financial year, e.g. 2627'), from: z.string(), to: z.string(),
    total: z.number().int(), cancelled: z.number().int(), net: z.number().int(),
  })),
  creditNotes: z.array(z.object({
    creditNoteNumber: z.string(), issuedOn: z.string(), invoiceNumber: z.string().describe('The invoice it reverses'), invoiceIssuedOn: z.string(),
    againstLarge: z.boolean().describe('Against a B2C large invoice: reported one by one (cdnur); otherwise netted in b2cs'),
    placeOfSupply: z.string(), noteValue: z.number().describe('The whole note, tax included'), rate: z.number(), ...taxes,
  })).describe('Credit notes (returns) issued in the range, by rate'),
});
export type GstReportDto = z.infer<typeof gstReportSchema>;

// ── CSV exports ─────────────────────────────────────────────────────────────────────────────
export const EXPORT_FILES = ['orders', 'order-lines', 'customers', 'products'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

const exportRange = {
  from: optionalParam(day('Orders placed from')),
  to: optionalParam(day('Orders placed until')),
};
/** The order list's filters (search, status, payment), plus an optional range of days. */
export const orderExportQuery = z.object({
  search: optionalParam(freeText('search').max(100)).describe('As the order list: orderId, phone digits or name'),
  status: optionalParam(z.enum(ORDER_STATUSES)),
  paymentStatus: optionalParam(z.enum(PAYMENT_STATUSES)),
  paymentMethod: optionalParam(z.enum(PAYMENT_METHODS)),
  ...exportRange,
}).strict().superRefine(checkRange);
export type OrderExportQuery = z.output<typeof orderExportQuery>;

export const customerExportQuery = z.object({
  search: optionalParam(freeText('search').max(100)).describe('Part of the name, phone digits or e-mail'),
}).strict();
export type CustomerExportQuery = z.output<typeof customerExportQuery>;

/** The product list's filters. */
export const productExportQuery = z.object({
  search: freeText('search').max(100).optional().transform((value) => value || undefined),
  status: z.enum(VISIBILITY_FILTERS, { error: `status must be one of ${VISIBILITY_FILTERS.join(', ')}` }).default('all'),
  categoryId: z.string().regex(ID_PATTERN, 'Invalid id').optional(),
}).strict();
export type ProductExportQuery = z.output<typeof productExportQuery>;

export const csvFileSchema = z.string().describe('text/csv; charset=utf-8 (UTF-8 with a byte-order mark, so spreadsheets read ₹ and names right)');

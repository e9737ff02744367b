import { gstr1File, returnPeriodOf, type DayRange } from '@dhatu/domain';
import {
  csvFileSchema, customerExportQuery, errorResponseSchema, GST_REPORT_MESSAGES, gstReportQuery, gstReportSchema, lowStockBody,
  lowStockSettingSchema, orderExportQuery, productExportQuery, salesQuery, salesSchema,
} from '@dhatu/domain/contracts';
import { z } from 'zod';
import { badRequest } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { invoiceSettings } from '../../invoices/index.ts';
import { readLowStockSetting, saveLowStockSetting, type StoredLowStock } from '../dashboard/low-stock-setting.ts';
import { sendCsv } from './csv-stream.ts';
import {
  customerColumns, exportCustomers, exportOrderLines, exportOrders, exportProducts, orderColumns, orderLineColumns, productColumns,
} from './exports.service.ts';
import { sendGstCsv } from './gst-csv.ts';
import { gstFileStem, gstReportDto, gstReturnFor } from './gst-report.service.ts';
import { salesFigures } from './sales.service.ts';

const lowStockAnswer = (s: StoredLowStock) => ({ lowStockBelow: s.lowStockBelow, updatedAt: s.updatedAt?.toISOString() ?? null });

/**
 * The owner's books (issue 24): sales figures for the dashboard, the low-stock level, GST return
 * data and CSV exports. Admins only: modules/admin/access guards every /api/admin route (401/403).
 */
export async function adminBooksRoutes(app: App) {
  const security = [{ bearer: [] }];
  const denied = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  const seller = invoiceSettings(app.config).seller;

  app.get('/api/admin/dashboard/sales', {
    schema: {
      tags: ['admin: books'], security,
      summary: 'Revenue, orders, average order value, units, new and returning customers against the previous period; sales over time, payment methods, top products and categories, cancellations',
      description: 'Days are India\'s. A custom range needs from and to (YYYY-MM-DD, at most three years).',
      querystring: salesQuery,
      response: { 200: salesSchema, ...denied },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return salesFigures(app.db, request.query);
  });

  app.get('/api/admin/settings/low-stock', {
    schema: {
      tags: ['admin: settings'], security, summary: 'The stock level under which the dashboard lists a product as running out',
      response: { 200: lowStockSettingSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async () => lowStockAnswer(await readLowStockSetting(app.db)));

  app.put('/api/admin/settings/low-stock', {
    schema: {
      tags: ['admin: settings'], security, summary: 'Set the low-stock level (1–1000; audited)',
      body: lowStockBody,
      response: { 200: lowStockSettingSchema, ...denied },
    },
  }, async (request) => lowStockAnswer(await saveLowStockSetting(app.db, currentUser(request).id, request.body.lowStockBelow)));

  app.get('/api/admin/reports/gst', {
    schema: {
      tags: ['admin: books'], security,
      summary: 'GST return data (GSTR-1) from the invoices issued in a range: B2C by place of supply and rate, HSN summary, documents issued',
      description: 'format=json (default) answers the summary; format=csv&part=hsn|b2cs|b2cl|docs|credit-notes one table as a CSV file; '
        + 'format=gstr1 the offline tool\'s JSON file (a month or a quarter only). Cancelled invoices count only in the documents.',
      querystring: gstReportQuery,
      response: { 200: z.union([gstReportSchema, z.string().describe('format=csv or gstr1: the file')]), ...denied },
    },
  }, async (request, reply) => {
    const { from, to, format, part } = request.query;
    const range: DayRange = { from, to };
    const period = returnPeriodOf(range);
    if (format === 'gstr1' && period === null) throw badRequest(GST_REPORT_MESSAGES.notAReturnPeriod);
    const report = await gstReturnFor(app.db, range);
    reply.header('cache-control', 'no-store');
    if (format === 'json') return gstReportDto(report, range, seller);
    if (format === 'gstr1') {
      return reply.type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="GSTR1-${period}-${seller.gstin}.json"`)
        .send(JSON.stringify(gstr1File(report, seller.gstin, period!), null, 2));
    }
    return sendGstCsv(reply, `${gstFileStem(range)}-${part}.csv`, report, part!);
  });

  const csv = { 200: csvFileSchema, ...denied };
  app.get('/api/admin/exports/orders.csv', {
    schema: {
      tags: ['admin: books'], security, summary: 'Orders as CSV, newest first, with the order list\'s filters (and optionally a range of days)',
      querystring: orderExportQuery, response: csv,
    },
  }, async (request, reply) => sendCsv(reply, 'orders.csv', orderColumns, exportOrders(app.db, request.query)));

  app.get('/api/admin/exports/order-lines.csv', {
    schema: {
      tags: ['admin: books'], security, summary: 'Every line of the filtered orders as CSV: product, variant, HSN, rate, quantity, prices',
      querystring: orderExportQuery, response: csv,
    },
  }, async (request, reply) => sendCsv(reply, 'order-lines.csv', orderLineColumns, exportOrderLines(app.db, request.query)));

  app.get('/api/admin/exports/customers.csv', {
    schema: {
      tags: ['admin: books'], security, summary: 'Customers as CSV with their orders, spend and last order',
      querystring: customerExportQuery, response: csv,
    },
  }, async (request, reply) => sendCsv(reply, 'customers.csv', customerColumns, exportCustomers(app.db, request.query)));

  app.get('/api/admin/exports/products.csv', {
    schema: {
      tags: ['admin: books'], security, summary: 'Products and their stock as CSV (a row per variant), with the product list\'s filters',
      querystring: productExportQuery, response: csv,
    },
  }, async (request, reply) => sendCsv(reply, 'products.csv', productColumns, exportProducts(app.db, request.query)));
}

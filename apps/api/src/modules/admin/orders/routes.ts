import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminOrderStatusSchema, INVOICE_NOT_FOUND_MESSAGE, invoiceFileName, ORDER_MESSAGES } from '@dhatu/domain';
import {
  adminOrderDetailSchema, adminOrderListQuery, adminOrderListSchema, adminOrderParams, errorResponseSchema,
} from '@dhatu/domain/contracts';
import { invoices, orders } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { renderInvoicePdf } from '../../invoices/index.ts';
import { orderStockTags } from '../../orders/index.ts';
import { findAdminOrder, listAdminOrders, orderKey } from './admin-orders.repository.ts';
import {
  cancelOrderByAdmin, changeOrderStatus, clearPaymentAttention, markOrderPaid, type AdminOrderContext,
} from './admin-orders.service.ts';

/**
 * The shop owner's orders (/api/admin/orders…). Admins only: the guard in modules/admin/access
 * answers 401/403 before any of this runs. Every change is audited and answers the order.
 */
export async function adminOrderRoutes(app: App) {
  const tags = ['admin: orders'];
  const security = [{ bearer: [] }];
  const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
  const ctx: AdminOrderContext = { db: app.db, notices: app.notifications.settings, kickNotifications: () => app.notifications.kick() };

  const detail = async (id: string) => {
    const order = await findAdminOrder(app.db, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  };
  const changed = { 200: adminOrderDetailSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema };

  app.get('/api/admin/orders', {
    schema: {
      tags, security, summary: 'Orders, newest first, with search (orderId, phone, name) and filters',
      querystring: adminOrderListQuery,
      response: { 200: adminOrderListSchema, 400: errorResponseSchema, ...denied },
    },
  }, async (request) => listAdminOrders(app.db, request.query));

  app.get('/api/admin/orders/:id', {
    schema: {
      tags, security, summary: 'One order by _id or orderId, with shipping, payment, notices sent and its change history',
      params: adminOrderParams,
      response: { 200: adminOrderDetailSchema, 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
    },
  }, async (request) => detail(request.params.id));

  app.post('/api/admin/orders/:id/status', {
    schema: {
      tags, security,
      summary: 'Move an order to processing, shipped (courier and trackingNumber required) or delivered',
      description: 'Along pending → processing → shipped → delivered (a pending order may be shipped at once); an online order only once paid. '
        + 'Shipped and delivered text (and e-mail) the customer after the change is saved. 400 names what is wrong.',
      params: adminOrderParams,
      body: adminOrderStatusSchema,
      response: changed,
    },
  }, async (request) => detail(await changeOrderStatus(ctx, currentUser(request).id, request.params.id, request.body)));

  app.post('/api/admin/orders/:id/cancel', {
    schema: {
      tags, security, summary: 'Cancel a pending or processing order; its stock and coupon use come back',
      params: adminOrderParams,
      response: changed,
    },
  }, async (request) => {
    const orderId = await cancelOrderByAdmin(ctx, currentUser(request).id, request.params.id);
    await app.changes.publish(await orderStockTags(app.db, orderId));
    return detail(orderId);
  });

  app.post('/api/admin/orders/:id/mark-paid', {
    schema: {
      tags, security, summary: 'Record the cash of a Cash on Delivery order as received (not for cancelled or online orders)',
      params: adminOrderParams,
      response: changed,
    },
  }, async (request) => detail(await markOrderPaid(ctx, currentUser(request).id, request.params.id)));

  app.post('/api/admin/orders/:id/clear-attention', {
    schema: {
      tags, security, summary: "Clear the order's payment note once it has been looked at (the note stays in the audit log)",
      params: adminOrderParams,
      response: changed,
    },
  }, async (request) => detail(await clearPaymentAttention(ctx, currentUser(request).id, request.params.id)));

  app.get('/api/admin/orders/:id/invoice', {
    schema: {
      tags, security, summary: "The order's GST tax invoice as a PDF; 404 'Invoice not found' before it is issued",
      params: adminOrderParams,
      response: { 200: z.any().describe('application/pdf'), 400: errorResponseSchema, ...denied, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    const [row] = await app.db.select({ order: orders, invoice: invoices }).from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(orderKey(request.params.id)).limit(1);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (!row.invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
    const pdf = await renderInvoicePdf({ invoice: row.invoice, order: row.order });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(row.invoice.invoiceNumber)}"`)
      .header('content-length', pdf.length)
      .send(pdf);
  });
}

import { asc, eq, sql } from 'drizzle-orm';
import {
  financialYearOf, findIndianState, formatInvoiceNumber, ORDER_MESSAGES, supplyTypeFor, taxInvoiceBreakdown, type TaxableSupply,
} from '@dhatu/domain';
import { taxSettings, type Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  invoiceCounters, invoices, orderItems, orders, type InvoiceLine, type InvoiceSeller,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What issuing an invoice reads from the settings. */
export interface InvoiceSettings {
  seller: InvoiceSeller;
  shippingSac: string;
  shippingRateBp: number;
}

export function invoiceSettings(config: Config): InvoiceSettings {
  const state = findIndianState(config.SHOP_STATE);
  const tax = taxSettings(config);
  return {
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      tradeName: config.SHOP_NAME,
      address: config.SHOP_ADDRESS,
      // loadConfig has checked the state is known.
      state: state?.name ?? config.SHOP_STATE,
      stateCode: state?.code ?? config.SHOP_GSTIN.slice(0, 2),
      gstin: config.SHOP_GSTIN,
      phone: config.SHOP_PHONE,
      email: config.SHOP_EMAIL,
    },
    shippingSac: tax.shippingSac,
    shippingRateBp: tax.shippingRateBp,
  };
}

export const NOT_INVOICEABLE_MESSAGE = 'This order cannot be invoiced yet';

/**
 * Issues the GST tax invoice of a confirmed order, inside the caller's transaction, and answers
 * it; an order that already has one gets that one back (so callers racing each other issue it
 * once: the order row is locked first). Checkout calls this for a COD order as it is placed; the
 * payments module calls it when an online payment is confirmed.
 *
 * The number is the next of the financial year (in India) of `now`: a counter row per year is
 * incremented here, so numbers have no gaps or repeats (a rolled-back transaction takes its
 * number back) and concurrent issuers queue on that row until they commit.
 */
export async function issueInvoice(tx: Tx, orderId: string, settings: InvoiceSettings, now = new Date()): Promise<InvoiceRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (existing) return existing;
  const confirmed = order.paymentMethod === 'COD' || order.paymentStatus === 'paid';
  if (order.status === 'cancelled' || !confirmed) throw new AppError(409, NOT_INVOICEABLE_MESSAGE);

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  // An old order may spell its state another way ('Orissa'): read through the list's aliases. One
  // that names no state keeps its text as the place of supply, has no code, and is charged IGST.
  const placeOfSupply = order.shippingAddress.state;
  const supplyState = findIndianState(placeOfSupply);
  const supply = supplyTypeFor(settings.seller.stateCode, supplyState?.code);

  const goods = items.map((item) => {
    const productDiscountPaise = (item.unitListPricePaise - item.unitPricePaise) * item.quantity;
    return {
      kind: 'goods' as const,
      productDiscountPaise,
      couponDiscountPaise: item.couponDiscountPaise,
      supply: {
        description: item.productName,
        hsn: item.hsn,
        rateBasisPoints: item.gstRateBp,
        quantity: item.quantity,
        unitPricePaise: item.unitListPricePaise,
        discountPaise: productDiscountPaise + item.couponDiscountPaise,
      } satisfies TaxableSupply,
    };
  });
  const shipping = order.shippingFeePaise > 0
    ? [{
      kind: 'shipping' as const, productDiscountPaise: 0, couponDiscountPaise: 0,
      supply: {
        description: 'Shipping charges', hsn: settings.shippingSac, rateBasisPoints: settings.shippingRateBp,
        quantity: 1, unitPricePaise: order.shippingFeePaise, discountPaise: 0,
      } satisfies TaxableSupply,
    }]
    : [];
  const parts = [...goods, ...shipping];
  const breakdown = taxInvoiceBreakdown(parts.map((p) => p.supply), supply);
  if (breakdown.totals.totalPaise !== order.totalPaise) {
    throw new Error(`invoice lines of order ${order.orderNumber} add up to ${breakdown.totals.totalPaise} paise, not ${order.totalPaise}`);
  }
  const lines: InvoiceLine[] = breakdown.lines.map((line, i) => ({
    ...line, kind: parts[i]!.kind, productDiscountPaise: parts[i]!.productDiscountPaise, couponDiscountPaise: parts[i]!.couponDiscountPaise,
  }));

  const year = financialYearOf(now);
  const [counter] = await tx.insert(invoiceCounters).values({ financialYear: year.code, lastNumber: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql.raw(`"invoice_counters"."last_number" + 1`), updatedAt: now },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const sequence = counter!.lastNumber;

  const [invoice] = await tx.insert(invoices).values({
    orderId,
    invoiceNumber: formatInvoiceNumber(year.code, sequence),
    financialYear: year.code,
    sequence,
    issuedAt: now,
    seller: settings.seller,
    buyer: {
      name: order.userName,
      phone: order.userPhone,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      receiverName: order.receiverName,
      receiverPhone: order.receiverPhone,
    },
    placeOfSupply: supplyState?.name ?? placeOfSupply,
    placeOfSupplyCode: supplyState?.code ?? null,
    supplyType: supply,
    lines,
    summary: breakdown.summary,
    taxablePaise: breakdown.totals.taxablePaise,
    cgstPaise: breakdown.totals.cgstPaise,
    sgstPaise: breakdown.totals.sgstPaise,
    igstPaise: breakdown.totals.igstPaise,
    totalPaise: breakdown.totals.totalPaise,
    createdAt: now,
  }).returning();
  return invoice!;
}

/** The invoice of a customer's order (by _id or orderId) with the order, or null. */
export async function findInvoiceOfOrder(db: Db | Tx, orderId: string) {
  const [row] = await db.select({ invoice: invoices, order: orders }).from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  return row ?? null;
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  financialYearOf, formatCreditNoteNumber, returnedCouponShare, returnedLinePaise, taxInvoiceBreakdown, type TaxableSupply,
} from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import {
  creditNoteCounters, creditNotes, invoices, orderItems, orders, refunds, type InvoiceLine,
} from '../../db/schema/index.ts';
import type { InvoiceSettings } from './invoice.service.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface CreditNoteInput {
  refundId: string;
  orderId: string;
  /** The returned units of each order line being refunded. */
  lines: { orderItemId: string; quantity: number }[];
  /** The shipping fee given back with them (0 when it stays with the shop). */
  shippingPaise: number;
}

/**
 * Issues the GST credit note (CGST Act s. 34) of a refund, inside the refund's transaction, and
 * answers it; a refund that already has one gets that one back. Returns null when the order has no
 * tax invoice: there is nothing to credit.
 *
 * The note mirrors the invoice for the returned units: each line at its list price, less the
 * product discount and the coupon share of those units (the domain's returnedCouponShare), so its
 * total is exactly what the refund pays (Σ returnedLinePaise + shipping). It is issued by the
 * invoice's seller to the invoice's buyer with the invoice's place of supply, so the tax it reverses
 * is the kind (CGST + SGST or IGST) that was charged.
 *
 * Numbers follow invoices: the next of the financial year (in India) of `now`, from a counter row
 * per year, so they have no gaps or repeats. The order row is locked first, so two notes of one
 * order are issued one after the other.
 */
export async function issueCreditNote(
  tx: Tx, input: CreditNoteInput, settings: InvoiceSettings, now = new Date(),
): Promise<CreditNoteRow | null> {
  const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, shippingFeePaise: orders.shippingFeePaise })
    .from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new Error(`credit note for unknown order ${input.orderId}`);
  const existing = await findCreditNote(tx, input.refundId);
  if (existing) return existing;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (!invoice) return null;

  const [refund] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, input.refundId));
  if (refund?.orderId !== order.id) throw new Error(`refund ${input.refundId} is not a refund of order ${order.orderNumber}`);
  checkInput(input, order.shippingFeePaise);

  const ids = input.lines.map((l) => l.orderItemId);
  const items = ids.length === 0 ? [] : await tx.select().from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, ids))).orderBy(asc(orderItems.position));
  const unitsOf = new Map(input.lines.map((l) => [l.orderItemId, l.quantity]));
  if (items.length !== ids.length) throw new Error(`credit note lines name items that are not in order ${order.orderNumber}`);

  const goods = items.map((item) => {
    const units = unitsOf.get(item.id)!;
    if (units > item.quantity) throw new Error(`${units} units of '${item.productName}' credited, ${item.quantity} were sold`);
    const productDiscountPaise = (item.unitListPricePaise - item.unitPricePaise) * units;
    const couponDiscountPaise = returnedCouponShare(item, units);
    return {
      kind: 'goods' as const,
      productDiscountPaise,
      couponDiscountPaise,
      paidPaise: returnedLinePaise(item, units),
      supply: {
        description: item.productName,
        hsn: item.hsn,
        rateBasisPoints: item.gstRateBp,
        quantity: units,
        unitPricePaise: item.unitListPricePaise,
        discountPaise: productDiscountPaise + couponDiscountPaise,
      } satisfies TaxableSupply,
    };
  });
  // The shipping fee is credited at the SAC and rate it was invoiced at (settings may have changed since).
  const invoicedShipping = invoice.lines.find((l) => l.kind === 'shipping');
  const shipping = input.shippingPaise > 0
    ? [{
      kind: 'shipping' as const, productDiscountPaise: 0, couponDiscountPaise: 0, paidPaise: input.shippingPaise,
      supply: {
        description: 'Shipping charges',
        hsn: invoicedShipping?.hsn ?? settings.shippingSac,
        rateBasisPoints: invoicedShipping?.rateBasisPoints ?? settings.shippingRateBp,
        quantity: 1, unitPricePaise: input.shippingPaise, discountPaise: 0,
      } satisfies TaxableSupply,
    }]
    : [];
  const parts = [...goods, ...shipping];
  const breakdown = taxInvoiceBreakdown(parts.map((p) => p.supply), invoice.supplyType);
  const refundedPaise = parts.reduce((sum, p) => sum + p.paidPaise, 0);
  if (breakdown.totals.totalPaise !== refundedPaise) {
    throw new Error(`credit note lines of order ${order.orderNumber} add up to ${breakdown.totals.totalPaise} paise, the refund to ${refundedPaise}`);
  }
  const lines: InvoiceLine[] = breakdown.lines.map((line, i) => ({
    ...line, kind: parts[i]!.kind, productDiscountPaise: parts[i]!.productDiscountPaise, couponDiscountPaise: parts[i]!.couponDiscountPaise,
  }));

  const year = financialYearOf(now);
  const [counter] = await tx.insert(creditNoteCounters).values({ financialYear: year.code, lastNumber: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql.raw(`"credit_note_counters"."last_number" + 1`), updatedAt: now },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  const sequence = counter!.lastNumber;

  const [note] = await tx.insert(creditNotes).values({
    refundId: input.refundId,
    orderId: order.id,
    invoiceId: invoice.id,
    creditNoteNumber: formatCreditNoteNumber(year.code, sequence),
    financialYear: year.code,
    sequence,
    issuedAt: now,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    supplyType: invoice.supplyType,
    lines,
    summary: breakdown.summary,
    taxablePaise: breakdown.totals.taxablePaise,
    cgstPaise: breakdown.totals.cgstPaise,
    sgstPaise: breakdown.totals.sgstPaise,
    igstPaise: breakdown.totals.igstPaise,
    totalPaise: breakdown.totals.totalPaise,
    createdAt: now,
  }).returning();
  return note!;
}

/** The caller's slip, not the customer's: the returns service has checked what may be refunded. */
function checkInput(input: CreditNoteInput, shippingFeePaise: number) {
  const ids = new Set(input.lines.map((l) => l.orderItemId));
  if (ids.size !== input.lines.length) throw new Error('credit note lines name an order item twice');
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new Error(`credit note quantity must be a whole number ≥ 1, got ${line.quantity}`);
  }
  if (!Number.isSafeInteger(input.shippingPaise) || input.shippingPaise < 0 || input.shippingPaise > shippingFeePaise) {
    throw new Error(`credit note shipping of ${input.shippingPaise} paise is not within the ${shippingFeePaise} paise charged`);
  }
  if (input.lines.length === 0 && input.shippingPaise === 0) throw new Error('a credit note must credit something');
}

/** The credit note of a refund, or null. */
export async function findCreditNote(db: Db | Tx, refundId: string): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)).limit(1);
  return row ?? null;
}

/**
 * The credit note of a return request (through its refund) with what its PDF prints: the invoice it
 * credits and the order. Null until the refund has a note. Callers check the order is the asker's.
 */
export async function findCreditNoteOfReturn(db: Db | Tx, returnId: string) {
  const [row] = await db.select({ creditNote: creditNotes, invoice: invoices, order: orders }).from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(refunds.returnId, returnId))
    .limit(1);
  return row ?? null;
}

import {
  codRefusal, deliveryAnswerText, deliveryCsv, estimateDelivery, lookupRule, paiseToRupees, parseDeliveryCsv,
  type DeliveryEstimate, type DeliverySettings, type PaymentMethod,
} from '@dhatu/domain';
import type { DeliveryEstimateDto, DeliveryImportPreview, DeliveryImportResult } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { App } from '../../lib/types.ts';
import { cachedDeliveryRules } from './delivery-cache.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { allRules, makingDaysOf, replaceRules, ruleCount, ruleFor, slowestMakingDays } from './delivery.repository.ts';
import { readDeliverySettings } from './delivery-settings.ts';

/**
 * The promise for a pincode now, read from the database (order placement: the authority, in its
 * transaction); `makingDays` are the slowest made-to-order piece's.
 */
export async function deliveryEstimate(db: Db | Tx, pincode: string, now: Date, makingDays = 0): Promise<{ estimate: DeliveryEstimate; settings: DeliverySettings }> {
  const [settings, rule] = await Promise.all([readDeliverySettings(db), ruleFor(db, Number(pincode))]);
  return { estimate: estimateDelivery(pincode, rule, settings, now, makingDays), settings };
}

/** What the estimate is asked for: a pincode, and the product looked at or the cart's products. */
export interface EstimateQuery {
  pincode: string;
  productId?: string | undefined;
  /** Comma-separated. */
  productIds?: string | undefined;
}

/** The days to make that the promise waits for: the product's (a hidden or unknown one is a 404), else the cart's slowest. */
async function makingDaysFor(db: Db, query: EstimateQuery): Promise<number> {
  if (query.productId !== undefined) {
    const days = await makingDaysOf(db, query.productId);
    if (days === null) throw notFound('Product not found');
    return days;
  }
  return query.productIds ? slowestMakingDays(db, query.productIds.split(',')) : 0;
}

/**
 * GET /api/delivery/estimate, from this instance's copy of the rules (delivery-cache.ts), later by
 * the days a made-to-order product (or the slowest of a cart's) takes to make.
 */
export async function estimateForShopper(app: Pick<App, 'db' | 'changes'>, query: EstimateQuery, now = new Date()): Promise<DeliveryEstimateDto> {
  const { pincode } = query;
  const makingDays = await makingDaysFor(app.db, query);
  const { index, settings } = await cachedDeliveryRules(app);
  const estimate = estimateDelivery(pincode, lookupRule(index, Number(pincode)), settings, now, makingDays);
  const fee = paiseToRupees(estimate.feePaise);
  return {
    pincode, serviceable: estimate.serviceable, cod: estimate.cod, minDate: estimate.minDate, maxDate: estimate.maxDate, fee,
    codMaxOrderValue: paiseToRupees(settings.codMaxOrderPaise), message: deliveryAnswerText({ ...estimate, fee }),
  };
}

/** What an order to this pincode is promised and charged. */
export interface OrderDelivery {
  feePaise: number;
  minDate: string;
  maxDate: string;
}

/**
 * Placing an order (rechecked on the server, whatever the checkout showed): the pincode must be
 * served (400 "We don't deliver to … yet"), and cash on delivery allowed there and for this total
 * (the zone's fee included). Answers the promise the order keeps, later by the days its slowest
 * made-to-order piece takes to make (`makingDays`).
 */
export async function deliveryForOrder(
  db: Db | Tx, pincode: string, paymentMethod: PaymentMethod, totalBeforeFeePaise: number, now: Date, makingDays: number,
): Promise<OrderDelivery> {
  const { estimate, settings } = await deliveryEstimate(db, pincode, now, makingDays);
  if (!estimate.serviceable || !estimate.minDate || !estimate.maxDate) {
    const message = deliveryAnswerText(estimate);
    throw badRequest(message, [`shippingAddress.pincode: ${message}`]);
  }
  if (paymentMethod === 'COD') {
    const refusal = codRefusal(estimate, totalBeforeFeePaise + estimate.feePaise, settings.codMaxOrderPaise);
    if (refusal) throw badRequest(refusal, [`paymentMethod: ${refusal}`]);
  }
  return { feePaise: estimate.feePaise, minDate: estimate.minDate, maxDate: estimate.maxDate };
}

/** POST /api/admin/delivery/rules/preview: what the file would do, changing nothing. */
export function previewRules(csv: string): DeliveryImportPreview {
  const { rules, errors, overlaps } = parseDeliveryCsv(csv);
  return {
    rules: rules.length,
    errors,
    overlaps: overlaps.slice(0, 100),
    overlapCount: overlaps.length,
    sample: rules.slice(0, 20).map((r) => ({ pattern: r.pattern, minDays: r.minDays, maxDays: r.maxDays, cod: r.cod, fee: paiseToRupees(r.feePaise) })),
  };
}

/**
 * PUT /api/admin/delivery/rules: the file replaces every rule, all or nothing. A file with any bad
 * row changes nothing and the 400 lists every bad row ('Line 4: cod must be yes or no').
 */
export async function importRules(db: Db, actorUserId: string, csv: string): Promise<DeliveryImportResult> {
  const { rules, errors, overlaps } = parseDeliveryCsv(csv);
  if (errors.length > 0) {
    throw new AppError(400, `${errors.length} ${errors.length === 1 ? 'row has' : 'rows have'} errors: nothing was changed`, errors.map((e) => `Line ${e.line}: ${e.message}`));
  }
  return db.transaction(async (tx) => {
    const before = await ruleCount(tx);
    await replaceRules(tx, rules);
    await writeAudit(tx, { actorUserId, action: 'delivery.import', entityType: 'settings', entityId: 'delivery-rules', before: { rules: before }, after: { rules: rules.length } });
    return { rules: rules.length, overlapCount: overlaps.length };
  });
}

/** GET /api/admin/delivery/rules.csv */
export async function exportRules(db: Db): Promise<string> {
  return deliveryCsv(await allRules(db));
}

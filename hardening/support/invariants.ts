/**
 * What must hold in the database after any storm of orders, read with plain SQL. Each check
 * answers a list of violations in words (empty when all is well), so a failure says what broke.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Stock never negative, and stock + quantities in orders not cancelled = the stock we started with. */
export async function stockViolations(db: Db, initial: ReadonlyMap<string, number>): Promise<string[]> {
  const ids = [...initial.keys()];
  if (ids.length === 0) return [];
  const found = await rows<{ id: string; name: string; stock: number; sold: number }>(db, sql`
    select p.id, p.name, p.stock,
           coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                     where oi.product_id = p.id and o.status <> 'cancelled'), 0)::int as sold
    from products p where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const problems: string[] = [];
  for (const p of found) {
    const start = initial.get(p.id)!;
    if (p.stock < 0) problems.push(`${p.name}: stock is negative (${p.stock})`);
    if (p.stock + p.sold !== start) problems.push(`${p.name}: stock ${p.stock} + ordered ${p.sold} ≠ initial ${start}`);
  }
  if (found.length !== ids.length) problems.push(`${ids.length - found.length} products vanished`);
  return problems;
}

/**
 * Every order of these customers is whole: it has its items, its counts and money add up
 * (items = Σ quantity, subtotal = Σ line totals, coupon = Σ line shares, total = subtotal − coupon
 * + shipping), and a cash-on-delivery order has its invoice for the same total.
 */
export async function orderViolations(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const found = await rows<{
    order_number: string; payment_method: string; item_count: number; subtotal_paise: number; coupon_discount_paise: number;
    shipping_fee_paise: number; total_paise: number; lines: number; quantity: number | null; line_totals: number | null;
    line_coupons: number | null; invoices: number; invoice_total: number | null;
  }>(db, sql`
    select o.order_number, o.payment_method, o.item_count, o.subtotal_paise, o.coupon_discount_paise, o.shipping_fee_paise, o.total_paise,
           (select count(*) from order_items oi where oi.order_id = o.id)::int as lines,
           (select sum(oi.quantity) from order_items oi where oi.order_id = o.id)::int as quantity,
           (select sum(oi.line_total_paise) from order_items oi where oi.order_id = o.id)::bigint as line_totals,
           (select sum(oi.coupon_discount_paise) from order_items oi where oi.order_id = o.id)::bigint as line_coupons,
           (select count(*) from invoices i where i.order_id = o.id)::int as invoices,
           (select max(i.total_paise) from invoices i where i.order_id = o.id)::bigint as invoice_total
    from orders o where o.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
  const problems: string[] = [];
  for (const o of found) {
    const n = o.order_number;
    if (o.lines === 0) problems.push(`${n}: no items`);
    if (Number(o.quantity) !== o.item_count) problems.push(`${n}: item_count ${o.item_count} ≠ Σ quantity ${o.quantity}`);
    if (Number(o.line_totals) !== Number(o.subtotal_paise)) problems.push(`${n}: subtotal ${o.subtotal_paise} ≠ Σ lines ${o.line_totals}`);
    if (Number(o.line_coupons) !== Number(o.coupon_discount_paise)) problems.push(`${n}: coupon ${o.coupon_discount_paise} ≠ Σ shares ${o.line_coupons}`);
    if (Number(o.total_paise) !== Number(o.subtotal_paise) - Number(o.coupon_discount_paise) + Number(o.shipping_fee_paise)) {
      problems.push(`${n}: total ${o.total_paise} ≠ subtotal − coupon + shipping`);
    }
    if (o.payment_method === 'COD' && (o.invoices !== 1 || Number(o.invoice_total) !== Number(o.total_paise))) {
      problems.push(`${n}: ${o.invoices} invoices (total ${o.invoice_total}) for a COD order of ${o.total_paise}`);
    }
  }
  return problems;
}

/**
 * A coupon's count is its redemptions, within its global limit; no customer above the
 * per-customer limit; each redemption belongs to a live order that carries the coupon; a
 * first-order coupon is carried only by a customer's first order that was not cancelled.
 */
export async function couponViolations(db: Db, couponId: string): Promise<string[]> {
  const [coupon] = await rows<{ code: string; used_count: number; usage_limit: number | null; per_customer_limit: number | null; first_order_only: boolean }>(db, sql`
    select code, used_count, usage_limit, per_customer_limit, first_order_only from coupons where id = ${couponId}`);
  if (!coupon) return [`coupon ${couponId} vanished`];
  const redemptions = await rows<{ user_id: string; order_id: string | null; status: string | null; coupon_id: string | null }>(db, sql`
    select r.user_id, r.order_id, o.status, o.coupon_id from coupon_redemptions r left join orders o on o.id = r.order_id
    where r.coupon_id = ${couponId}`);
  const problems: string[] = [];
  if (coupon.used_count !== redemptions.length) problems.push(`${coupon.code}: used_count ${coupon.used_count} ≠ ${redemptions.length} redemptions`);
  if (coupon.usage_limit !== null && redemptions.length > coupon.usage_limit) {
    problems.push(`${coupon.code}: ${redemptions.length} redemptions over the limit ${coupon.usage_limit}`);
  }
  const perUser = new Map<string, number>();
  for (const r of redemptions) {
    perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
    if (r.status === null || r.status === 'cancelled' || r.coupon_id !== couponId) problems.push(`${coupon.code}: a redemption without its live order`);
  }
  if (coupon.per_customer_limit !== null) {
    for (const [user, used] of perUser) {
      if (used > coupon.per_customer_limit) problems.push(`${coupon.code}: customer ${user} used it ${used} times (limit ${coupon.per_customer_limit})`);
    }
  }
  const [{ orders: withCoupon } = { orders: 0 }] = await rows<{ orders: number }>(db, sql`
    select count(*)::int as orders from orders where coupon_id = ${couponId} and status <> 'cancelled'`);
  if (withCoupon !== redemptions.length) problems.push(`${coupon.code}: ${withCoupon} live orders carry it but ${redemptions.length} redemptions`);
  if (coupon.first_order_only) {
    // "First" in the order placed, which the order number follows for one customer (it is drawn
    // while checkout holds the customer's row); created_at is taken before that wait.
    const late = await rows<{ order_number: string }>(db, sql`
      select o.order_number from orders o where o.coupon_id = ${couponId} and o.status <> 'cancelled' and exists (
        select 1 from orders e where e.user_id = o.user_id and e.status <> 'cancelled' and e.id <> o.id
          and e.order_number < o.order_number)`);
    for (const o of late) problems.push(`${coupon.code}: first-order coupon on ${o.order_number}, not the customer's first order`);
  }
  return problems;
}

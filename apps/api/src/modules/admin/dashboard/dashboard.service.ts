import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { indiaDayStart, indiaMonthStart, paiseToRupees } from '@dhatu/domain';
import type { DashboardDto } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { orders, products } from '../../../db/schema/index.ts';
import { readLowStockSetting } from './low-stock-setting.ts';

const LIST_LIMIT = 20;

/**
 * Orders that count as sales: not cancelled, and — when paid online — paid. An online order still
 * waiting for its payment is not a sale yet (it is paid or released within minutes), nor work to do.
 */
const confirmed = and(ne(orders.status, 'cancelled'), or(eq(orders.paymentMethod, 'COD'), eq(orders.paymentStatus, 'paid')));

/** The shop owner's figures: today and this month (India's calendar), work waiting, stock (below the owner's level) and payments to look at. */
export async function dashboardFigures(db: Db, now = new Date()): Promise<Omit<DashboardDto, 'backups'>> {
  const dayStart = indiaDayStart(now);
  const monthStart = indiaMonthStart(now);
  const sumPaise = (where?: ReturnType<typeof sql>) =>
    (where ? sql`coalesce(sum(${orders.totalPaise}) filter (where ${where}), 0)::bigint` : sql`coalesce(sum(${orders.totalPaise}), 0)::bigint`).mapWith(Number);
  const today = sql`${orders.createdAt} >= ${dayStart}`;
  const { lowStockBelow } = await readLowStockSetting(db);

  const [[period], [work], lowStock, attention] = await Promise.all([
    db.select({
      todayOrders: sql`count(*) filter (where ${today})`.mapWith(Number),
      todayPaise: sumPaise(today),
      monthOrders: count(),
      monthPaise: sumPaise(),
    }).from(orders).where(and(confirmed, gte(orders.createdAt, monthStart))),
    db.select({ toProcess: count() }).from(orders).where(and(confirmed, inArray(orders.status, ['pending', 'processing']))),
    db.select({ id: products.id, name: products.name, stock: products.stock, images: products.images }).from(products)
      .where(and(lt(products.stock, lowStockBelow), eq(products.isHidden, false), isNull(products.deletedAt)))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(LIST_LIMIT),
    db.select({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise, paymentAttention: orders.paymentAttention, createdAt: orders.createdAt })
      .from(orders).where(isNotNull(orders.paymentAttention))
      .orderBy(desc(orders.createdAt))
      .limit(LIST_LIMIT),
  ]);
  return {
    today: { orders: period?.todayOrders ?? 0, revenue: paiseToRupees(period?.todayPaise ?? 0) },
    month: { orders: period?.monthOrders ?? 0, revenue: paiseToRupees(period?.monthPaise ?? 0) },
    toProcess: work?.toProcess ?? 0,
    lowStockBelow,
    lowStock: lowStock.map((p) => ({ _id: p.id, name: p.name, stock: p.stock, image: p.images[0] ?? null })),
    paymentAttention: attention.map((o) => ({
      _id: o.id, orderId: o.orderNumber, total: paiseToRupees(o.totalPaise), paymentAttention: o.paymentAttention ?? '', createdAt: o.createdAt.toISOString(),
    })),
  };
}

/** Admins, customers and orders for the admin API tests. */
import { eq } from 'drizzle-orm';
import { formatOrderId, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@dhatu/domain';
import { orderItems, orders, products, users } from '../../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { grantAdmin } from '../access/grant-admin.ts';

let serial = 0;

/** A 10-digit phone nobody else in this run has (each phone signs in at most every 30 s). */
export function newPhone(prefix = '95'): string {
  serial += 1;
  return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
}

/** A signed-in admin (granted the way `npm run admin:grant` does). */
export async function signInAdmin(t: TestContext, phone = newPhone('90')): Promise<LoggedIn> {
  await grantAdmin(t.database.db, [`+91${phone}`]);
  return loginAs(t.app, phone);
}

export interface RawOrder {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  totalRupees?: number;
  createdAt?: Date;
  userName?: string;
  userPhone?: string;
  paymentAttention?: string | null;
}

const ADDRESS = { houseNumber: '7', street: 'Relief Road', area: 'Kalupur', landmark: '', city: 'Ahmedabad', state: 'Gujarat', pincode: '380001', country: 'India' };

/**
 * An order written straight into the database (no checkout, no invoice): for lists, searches and
 * dashboard figures that need exact dates and totals. One line of `productId`, no shipping fee.
 */
export async function rawOrder(t: TestContext, userId: string, productId: string, o: RawOrder = {}): Promise<{ id: string; orderNumber: string }> {
  const db = t.database.db;
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const paise = Math.round((o.totalRupees ?? 1000) * 100);
  const createdAt = o.createdAt ?? new Date();
  serial += 1;
  const [order] = await db.insert(orders).values({
    orderNumber: formatOrderId(createdAt, 900_000 + serial), userId,
    status: o.status ?? 'pending', paymentMethod: o.paymentMethod ?? 'COD', paymentStatus: o.paymentStatus ?? 'pending',
    userName: o.userName ?? (user!.name || 'Test Customer'), userPhone: o.userPhone ?? user!.phone,
    shippingAddress: ADDRESS, billingAddress: ADDRESS, billingSameAsShipping: true,
    originalSubtotalPaise: paise, subtotalPaise: paise, shippingFeePaise: 0, totalPaise: paise, itemCount: 1,
    paymentAttention: o.paymentAttention ?? null, createdAt, updatedAt: createdAt,
  }).returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db.insert(orderItems).values({
    orderId: order!.id, position: 0, productId, productName: product!.name, productSlug: product!.slug,
    categoryId: product!.categoryId, categoryName: 'Brass', hsn: '7418', gstRateBp: 1200,
    unitListPricePaise: paise, discount: 0, unitPricePaise: paise, quantity: 1, lineTotalPaise: paise,
  });
  return order!;
}

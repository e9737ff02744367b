import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES, allocateProportionally, findIndianState, gstRateForHsn, hsnOf, ORDER_MESSAGES, rupeesToPaise, stockShortfallMessage,
  type PlaceOrderRequest,
} from '@dhatu/domain';
import type { OrderDto } from '@dhatu/domain/contracts';
import { taxSettings, type TaxSettings } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/schema/ids.ts';
import {
  addresses, cartCoupons, cartItems, couponRedemptions, coupons, orderIdempotencyKeys, users, type OrderAddress,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import type { AppliedCoupon, Cart, CartLine } from '../cart/index.ts';
import { invoiceSettings, issueInvoice } from '../invoices/index.ts';
import { enqueueOrderNotification, noticeSettings } from '../notifications/index.ts';
import { MAX_SAVED_ADDRESSES } from '../profile/index.ts';
import { changeStock } from './cancel-order.service.ts';
import { orderForKey, requestHash } from './idempotency.ts';
import { nextOrderNumber, startOnlinePaymentFirst, type StartedOnlinePayment } from './online-payment-start.ts';
import { cartReadyToOrder, type CartToOrder } from './order-checks.ts';
import { findOrder, insertOrder, type NewOrderItem } from './orders.repository.ts';
import type { OrderContext } from './order-context.ts';
import { onlinePaymentProvider } from './payment-hook.ts';

export interface PlacedOrder {
  order: OrderDto;
  /** false when an Idempotency-Key replayed an earlier order. */
  created: boolean;
}

const IDEMPOTENCY_KEY_INDEX = 'order_idempotency_keys_pkey';

/**
 * POST /orders. Everything is decided here from the database, never from the client: the cart is
 * read (loadCart) inside one transaction that holds the customer's row and the cart's products,
 * the owner's limits are applied (open orders per account, units per order), prices, discounts,
 * coupon and shipping are recomputed by the domain rules and compared with the total the shopper
 * was shown (expectedTotal), stock is taken, the coupon's use counted, the order written with a
 * snapshot of every line and both addresses, the address saved when asked, the cart emptied and —
 * for cash on delivery — the invoice issued. Any failure rolls all of it back.
 *
 * An ONLINE order's payment is created at the provider before that transaction
 * (online-payment-start.ts), so a provider that is down leaves nothing behind.
 *
 * With an Idempotency-Key, a repeat of the same request answers the order the first one placed
 * (created: false), even when the two run at the same moment: both queue on the customer's row,
 * and the second finds the key the first wrote in its transaction.
 */
export async function placeOrder(
  ctx: OrderContext, userId: string, input: PlaceOrderRequest, idempotencyKey: string | null, now = new Date(),
): Promise<PlacedOrder> {
  const hash = idempotencyKey ? requestHash(input) : '';
  const replay = async (orderId: string): Promise<PlacedOrder> => ({ order: await mustFind(ctx.db, userId, orderId, now), created: false });
  // A retry of an order already placed is answered first, whatever has changed since.
  if (idempotencyKey) {
    const earlier = await orderForKey(ctx.db, userId, idempotencyKey, hash);
    if (earlier) return replay(earlier);
  }
  const provider = input.paymentMethod === 'ONLINE' ? onlinePaymentProvider(ctx.config.ONLINE_PAYMENTS_ENABLED, ctx.payments) : null;
  if (input.paymentMethod === 'ONLINE' && !provider) throw badRequest(ORDER_MESSAGES.onlinePaymentUnavailable);
  const shownTotal = input.expectedTotal === undefined ? null : rupeesToPaise(input.expectedTotal);
  const pincodeFirst = provider ? (await shippingAddressOf(ctx.db, userId, input)).pincode : '';
  const payment = provider ? await startOnlinePaymentFirst(ctx, provider, userId, { userName: input.userName, pincode: pincodeFirst }, shownTotal, now) : null;

  // The answer is read inside the transaction, on its connection: once the order commits, nothing
  // is left to wait for a connection, so a busy pool can't turn a placed order into a 503.
  let outcome: { order: OrderDto; replayed: boolean };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const customer = await lockCustomerForOrder(tx, userId);
      if (idempotencyKey) {
        // A request with the same key that held the lock before us has committed by now.
        const earlier = await orderForKey(tx, userId, idempotencyKey, hash);
        if (earlier) return { order: await mustFind(tx, userId, earlier, now), replayed: true };
      }
      // An online order must cost exactly what its payment was created for.
      const expectedTotalPaise = payment ? payment.amountPaise : shownTotal;
      const shippingAddress = await shippingAddressOf(tx, userId, input);
      const delivery = { pincode: shippingAddress.pincode, paymentMethod: input.paymentMethod };
      const cart = await cartReadyToOrder(tx, userId, { config: ctx.config, now, expectedTotalPaise, lock: true, delivery });
      const orderId = await writeOrder(tx, { ctx, userId, customer, input, shippingAddress, cart, now, payment });
      if (idempotencyKey) {
        await tx.insert(orderIdempotencyKeys).values({ userId, key: idempotencyKey, requestHash: hash, orderId, createdAt: now });
      }
      if (input.paymentMethod === 'COD') {
        await issueInvoice(tx, orderId, invoiceSettings(ctx.config), now);
        // An online order is confirmed (and its customer told) when its payment is.
        await enqueueOrderNotification(tx, orderId, 'order_placed', noticeSettings(ctx.config), now);
      }
      return { order: await mustFind(tx, userId, orderId, now), replayed: false };
    });
  } catch (error) {
    if (payment) unusedPayment(ctx, payment);
    // Only if two requests with one key ever slipped past the customer lock: the loser replays.
    if (idempotencyKey && isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX)) {
      const earlier = await orderForKey(ctx.db, userId, idempotencyKey, hash);
      if (earlier) return replay(earlier);
    }
    throw error;
  }
  if (outcome.replayed) {
    if (payment) unusedPayment(ctx, payment);
    return { order: outcome.order, created: false };
  }
  ctx.notifications?.kick();
  return { order: outcome.order, created: true };
}

/** A payment created for an order that was then not placed: nothing leads to it, it expires at the provider. */
function unusedPayment(ctx: OrderContext, payment: StartedOnlinePayment) {
  ctx.log.warn({ orderId: payment.orderNumber, provider: payment.provider, reference: payment.reference }, 'online payment created but the order was not placed: it stays unused');
}

async function mustFind(db: Db | Tx, userId: string, orderId: string, now: Date): Promise<OrderDto> {
  const order = await findOrder(db, userId, orderId, now);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

/** The customer's row, held until commit: one order (or cart change) at a time per customer. */
async function lockCustomerForOrder(tx: Tx, userId: string) {
  const [customer] = await tx.select({ id: users.id, name: users.name, phone: users.phone })
    .from(users).where(eq(users.id, userId)).for('no key update');
  if (!customer) throw unauthorized();
  return customer;
}

interface WriteOrderArgs {
  ctx: OrderContext;
  userId: string;
  customer: { name: string; phone: string };
  input: PlaceOrderRequest;
  shippingAddress: OrderAddress;
  cart: CartToOrder;
  now: Date;
  /** ONLINE orders: the payment already created for this order. */
  payment: StartedOnlinePayment | null;
}

async function writeOrder(tx: Tx, { ctx, userId, customer, input, shippingAddress, cart, now, payment }: WriteOrderArgs): Promise<string> {
  // Stock: the products are locked, so this only fails if the CHECK would; refuse rather than oversell.
  const taken = await changeStock(tx, cart.lines.map((l) => ({ productId: l.product.id, variantId: l.variant?.id ?? null, delta: -l.quantity })));
  const short = cart.lines.find((l) => !taken.has(l.variant?.id ?? l.product.id));
  if (short) throw new AppError(409, stockShortfallMessage(short.name, short.product.stock));

  if (cart.coupon) await countCouponUse(tx, cart.coupon);

  const billingAddress = input.billingAddressSameAsShipping ? shippingAddress : orderAddress(input.billingAddress);

  const orderId = payment?.orderId ?? newId();
  const { totals } = cart;
  await insertOrder(tx, {
    id: orderId,
    orderNumber: payment?.orderNumber ?? await nextOrderNumber(tx, now),
    userId,
    status: 'pending',
    paymentMethod: input.paymentMethod,
    paymentStatus: 'pending',
    // An online order holds its stock only until its payment deadline (then the payments job releases it).
    paymentProvider: payment?.provider ?? null,
    paymentReference: payment?.reference ?? null,
    paymentUrl: payment?.paymentUrl ?? null,
    paymentExpiresAt: payment ? new Date(now.getTime() + ctx.config.PAYMENT_TIMEOUT_MINUTES * 60_000) : null,
    userName: input.userName,
    userPhone: customer.phone,
    receiverName: input.receiverName ?? null,
    receiverPhone: input.receiverPhone ?? null,
    shippingAddress,
    billingAddress,
    billingSameAsShipping: input.billingAddressSameAsShipping,
    originalSubtotalPaise: totals.originalSubtotal,
    subtotalPaise: totals.subtotal,
    couponDiscountPaise: totals.couponDiscount,
    shippingFeePaise: totals.shippingFee,
    totalPaise: totals.total,
    itemCount: totals.itemCount,
    couponId: cart.coupon?.coupon.id ?? null,
    couponCode: cart.coupon?.coupon.code ?? null,
    deliveryMinDate: cart.delivery.minDate,
    deliveryMaxDate: cart.delivery.maxDate,
    createdAt: now,
    updatedAt: now,
  }, orderLines(cart, taxSettings(ctx.config)));

  if (cart.coupon) await tx.insert(couponRedemptions).values({ couponId: cart.coupon.coupon.id, userId, orderId, createdAt: now });
  if (input.saveAddress && !input.addressId) await saveToAddressBook(tx, userId, shippingAddress, ctx);
  // 'If the profile had no name' (account §4): the name given at checkout becomes the profile's.
  if (customer.name.trim() === '') await tx.update(users).set({ name: input.userName, updatedAt: now }).where(eq(users.id, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  return orderId;
}

/**
 * One use of the coupon: counted only while under its global limit (the CHECK used_count <=
 * usage_limit backs this). The per-customer limit was judged by loadCart from this customer's
 * redemptions, which cannot change while the customer's row is held.
 */
async function countCouponUse(tx: Tx, applied: AppliedCoupon): Promise<void> {
  const [counted] = await tx.update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, applied.coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!counted) throw new AppError(409, `Coupon ${applied.coupon.code} can no longer be used: This coupon has reached its usage limit`);
}

/** Each line as sold, with its tax class and its share of the coupon. */
function orderLines(cart: Cart, tax: TaxSettings): NewOrderItem[] {
  const excluded = new Set(cart.coupon?.excludedItems.map((e) => e.productId) ?? []);
  const eligible = (line: CartLine) => cart.coupon !== null && !excluded.has(line.product.id) && line.lineTotalPaise > 0;
  const eligibleLines = cart.lines.filter(eligible);
  const shares = allocateProportionally(cart.totals.couponDiscount, eligibleLines.map((l) => l.lineTotalPaise));
  const shareOf = new Map(eligibleLines.map((l, i) => [l.cartItemId, shares[i]!]));
  return cart.lines.map((line) => {
    const hsn = hsnOf(line.product, { hsnCode: line.categoryHsnCode }, tax.defaultHsn);
    const rate = gstRateForHsn(hsn, tax.rateBpByHsn);
    if (rate === null) throw new Error(`no GST rate for HSN ${hsn}`);
    return {
      productId: line.product.id,
      productName: line.name,
      variantId: line.variant?.id ?? null,
      variantValues: line.variant?.values ?? null,
      variantSku: line.variant?.sku ?? null,
      productSlug: line.product.slug,
      image: line.product.images[0] ?? null,
      categoryId: line.product.categoryId,
      categoryName: line.product.categoryName,
      hsn,
      gstRateBp: rate,
      unitListPricePaise: line.product.pricePaise,
      discount: line.product.discount,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
      couponDiscountPaise: shareOf.get(line.cartItemId) ?? 0,
    };
  });
}

type AddressFields = Omit<PlaceOrderRequest['shippingAddress'], 'country'> & { country: string };

function orderAddress(address: AddressFields): OrderAddress {
  return {
    ...(address.label ? { label: address.label } : {}),
    houseNumber: address.houseNumber, street: address.street, area: address.area, landmark: address.landmark,
    city: address.city, state: address.state, pincode: address.pincode, country: address.country,
  };
}

/** The address the order ships to: the saved one it names (the server's copy), or the one typed. */
function shippingAddressOf(db: Db | Tx, userId: string, input: PlaceOrderRequest): Promise<OrderAddress> {
  return input.addressId ? savedAddress(db, userId, input.addressId) : Promise.resolve(orderAddress(input.shippingAddress));
}

/** A saved address of this customer's, as the order will keep it. */
async function savedAddress(tx: Db | Tx, userId: string, addressId: string): Promise<OrderAddress> {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).limit(1);
  if (!row) throw badRequest(ORDER_MESSAGES.savedAddressNotFound);
  // Saved before states came from the list, and naming none of them (0011 kept 'Delhi NCR' as typed):
  // the place of supply would be unknown, so the customer picks the state first, as for a typed address.
  const state = findIndianState(row.state);
  if (!state) throw badRequest(ADDRESS_MESSAGES.stateUnknown, [`shippingAddress.state: ${ADDRESS_MESSAGES.stateUnknown}`]);
  return orderAddress({ ...row, state: state.name });
}

/**
 * Saves the shipping address to the book (spec §4: 'save the address if new'). An address already
 * there is not saved twice, and a full book is left as it is: neither is a reason to lose the order.
 */
async function saveToAddressBook(tx: Tx, userId: string, address: OrderAddress, ctx: OrderContext): Promise<void> {
  const same = (column: keyof OrderAddress & keyof typeof addresses.$inferSelect) => sql`lower(${addresses[column]}) = lower(${address[column] ?? ''})`;
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  const [duplicate] = await tx.select({ id: addresses.id }).from(addresses).where(and(
    eq(addresses.userId, userId), same('houseNumber'), same('street'), same('area'), same('city'), same('state'), eq(addresses.pincode, address.pincode),
  )).limit(1);
  if (duplicate) return;
  if (total >= MAX_SAVED_ADDRESSES) {
    ctx.log.info({ userId }, 'address book full: the checkout address was not saved');
    return;
  }
  await tx.insert(addresses).values({
    userId, label: address.label ?? 'Home', houseNumber: address.houseNumber, street: address.street, area: address.area,
    landmark: address.landmark, city: address.city, state: address.state, pincode: address.pincode, country: 'India',
    isDefault: total === 0,
  });
}

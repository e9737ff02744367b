import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressBody, AddressDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = 'Address not found';
export const TOO_MANY_ADDRESSES = `You can save at most ${MAX_SAVED_ADDRESSES} addresses`;

type AddressRow = typeof addresses.$inferSelect;

function toAddressDto(row: AddressRow): AddressDto {
  return {
    _id: row.id, label: row.label, houseNumber: row.houseNumber, street: row.street, area: row.area, landmark: row.landmark,
    city: row.city, state: row.state, pincode: row.pincode, country: row.country, isDefault: row.isDefault,
  };
}

/** Default first, then newest. */
export async function listAddresses(db: Db | Tx, userId: string): Promise<AddressDto[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressDto);
}

/**
 * Runs one change to a customer's address book with the customer's row locked, so concurrent
 * changes by the same customer (two tabs) queue: the cap and the single default always hold.
 */
async function withAddressBook<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<AddressDto[]> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) throw unauthorized();
    await change(tx);
    return listAddresses(tx, userId);
  });
}

function fields(body: AddressBody) {
  return {
    label: body.label, houseNumber: body.houseNumber, street: body.street, area: body.area, landmark: body.landmark,
    city: body.city, state: body.state, pincode: body.pincode, country: body.country,
  };
}

async function makeDefault(tx: Tx, userId: string, addressId: string) {
  // Clear the old default first: the one-default index is checked row by row.
  await tx.update(addresses).set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  const [row] = await tx.update(addresses).set({ isDefault: true })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning({ id: addresses.id });
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
}

/** Adds an address; the first one (or one sent with isDefault: true) becomes the default. */
export function createAddress(db: Db, userId: string, body: AddressBody) {
  return withAddressBook(db, userId, async (tx) => {
    const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
    const count = counted?.count ?? 0;
    if (count >= MAX_SAVED_ADDRESSES) throw badRequest(TOO_MANY_ADDRESSES);
    const [row] = await tx.insert(addresses).values({ ...fields(body), userId, isDefault: count === 0 }).returning({ id: addresses.id });
    if (body.isDefault && count > 0) await makeDefault(tx, userId, row!.id);
  });
}

/** Replaces an address's fields; isDefault: true also makes it the default (false is ignored: pick another instead). */
export function updateAddress(db: Db, userId: string, addressId: string, body: AddressBody) {
  return withAddressBook(db, userId, async (tx) => {
    const [row] = await tx.update(addresses).set({ ...fields(body), updatedAt: new Date() })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning({ id: addresses.id });
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    if (body.isDefault) await makeDefault(tx, userId, addressId);
  });
}

/** Deletes an address; when it was the default, the most recent other one becomes the default. */
export function deleteAddress(db: Db, userId: string, addressId: string) {
  return withAddressBook(db, userId, async (tx) => {
    const [removed] = await tx.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw notFound(ADDRESS_NOT_FOUND);
    if (!removed.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export function setDefaultAddress(db: Db, userId: string, addressId: string) {
  return withAddressBook(db, userId, (tx) => makeDefault(tx, userId, addressId));
}

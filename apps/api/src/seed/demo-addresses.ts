import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/schema/ids.ts';
import { addresses, users } from '../db/schema/index.ts';
import { DEMO_CUSTOMER, DEMO_HOME, DEMO_WORK } from './demo-data.ts';

/**
 * The demo customer's address book: Home (default) and Work, the addresses their demo orders went
 * to, so checkout can be tried with one click. Someone who signed in as the demo customer before
 * the shop was seeded may have saved their own: those are kept and nothing is added.
 */
export async function seedDemoAddresses(tx: Tx, { now }: { now: Date }): Promise<number> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_CUSTOMER.phone)).limit(1);
  if (!customer) return 0;
  const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, customer.id)).limit(1);
  if (existing.length > 0) return 0;
  // Home first and a minute older, so lists sorted by creation show it first as well.
  const rows = [DEMO_HOME, DEMO_WORK].map((address, i) => {
    const createdAt = new Date(now.getTime() - (2 - i) * 60_000);
    return { ...address, id: newId(), userId: customer.id, isDefault: i === 0, createdAt, updatedAt: createdAt };
  });
  await tx.insert(addresses).values(rows);
  return rows.length;
}

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { endOtherSessions } from '../../auth/index.ts';

export type GrantOutcome = 'created' | 'promoted' | 'unchanged';
export type RevokeOutcome = 'demoted' | 'unchanged' | 'missing';

/**
 * Makes each phone (+91…) an admin, creating the account when there is none yet; already an admin
 * is left as it is. Each change is audited with no actor (the system). Answers what happened, by phone.
 */
export async function grantAdmin(db: Db, phones: readonly string[]): Promise<Map<string, GrantOutcome>> {
  const outcomes = new Map<string, GrantOutcome>();
  if (phones.length === 0) return outcomes;
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: users.id, phone: users.phone, role: users.role }).from(users)
      .where(inArray(users.phone, [...phones])).for('update');
    const byPhone = new Map(existing.map((u) => [u.phone, u]));
    for (const phone of phones) {
      const user = byPhone.get(phone);
      if (user?.role === 'admin') {
        outcomes.set(phone, 'unchanged');
        continue;
      }
      let id: string;
      if (user) {
        await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
        id = user.id;
      } else {
        // Two starts at once: the second finds the first's row and only promotes it.
        const [created] = await tx.insert(users).values({ phone, role: 'admin' })
          .onConflictDoUpdate({ target: users.phone, set: { role: 'admin', updatedAt: new Date() } })
          .returning({ id: users.id });
        id = created!.id;
      }
      outcomes.set(phone, user ? 'promoted' : 'created');
      await writeAudit(tx, {
        actorUserId: null, action: 'user.grant_admin', entityType: 'user', entityId: id,
        before: user ? { phone, role: user.role } : null, after: { phone, role: 'admin' },
      });
    }
  });
  return outcomes;
}

/**
 * Makes an admin a customer again (audited) and ends every sign-in of theirs, so each device that
 * held the console signs in afresh, as a customer (docs/decisions/0019). Their orders and account stay.
 */
export async function revokeAdmin(db: Db, phone: string): Promise<RevokeOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone)).for('update');
    if (!user) return 'missing';
    if (user.role !== 'admin') return 'unchanged';
    await tx.update(users).set({ role: 'customer', updatedAt: new Date() }).where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, null);
    await writeAudit(tx, {
      actorUserId: null, action: 'user.revoke_admin', entityType: 'user', entityId: user.id,
      before: { phone, role: 'admin' }, after: { phone, role: 'customer' },
    });
    return 'demoted';
  });
}

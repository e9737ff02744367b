import { eq } from 'drizzle-orm';
import type { UserDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(user: UserRow): UserDto {
  return { _id: user.id, name: user.name, phone: user.phone, email: user.email, role: user.role };
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The account for a phone, created at its first sign-in. */
export async function findOrCreateUserByPhone(db: Db | Tx, phone: string): Promise<UserRow> {
  await db.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone });
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

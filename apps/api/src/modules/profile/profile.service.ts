import { eq } from 'drizzle-orm';
import { PHONE_TAKEN_SERVER_TEXT, type Profile } from '@dhatu/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { findUser, toUserDto, type UserDto } from '../auth/users.ts';

export async function getProfile(db: Db, userId: string): Promise<UserDto> {
  const user = await findUser(db, userId);
  if (!user) throw unauthorized();
  return toUserDto(user);
}

/**
 * Saves name, phone and email. An empty or missing phone keeps the current one (it is the sign-in
 * number); a phone another account uses is a 409, decided by the unique index so that two
 * customers racing for one number cannot both get it. An empty email clears it.
 */
export async function updateProfile(db: Db, userId: string, input: Profile): Promise<UserDto> {
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.phone) changes.phone = input.phone;
  if (input.email !== undefined) changes.email = input.email === '' ? null : input.email;
  try {
    const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (!user) throw unauthorized();
    return toUserDto(user);
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw conflict(PHONE_TAKEN_SERVER_TEXT);
    throw error;
  }
}

import { eq } from 'drizzle-orm';
import { PHONE_CHANGE_MESSAGES, type Profile } from '@dhatu/domain';
import type { UserDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { findUser, toUserDto } from '../auth/index.ts';

export async function getProfile(db: Db, userId: string): Promise<UserDto> {
  const user = await findUser(db, userId);
  if (!user) throw unauthorized();
  return toUserDto(user);
}

/**
 * Saves name and email. The phone is the sign-in number and only changes with a code sent to the
 * new number (phone-change.service.ts): here an empty, missing or unchanged phone is accepted and
 * another number is a 400 that saves nothing — never a 409, which would tell anyone whether a
 * number has an account. An empty email clears it.
 */
export async function updateProfile(db: Db, userId: string, input: Profile): Promise<UserDto> {
  const current = await findUser(db, userId);
  if (!current) throw unauthorized();
  if (input.phone && input.phone !== current.phone) throw badRequest(PHONE_CHANGE_MESSAGES.verifyFirst);
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.email !== undefined) changes.email = input.email === '' ? null : input.email;
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!user) throw unauthorized();
  return toUserDto(user);
}

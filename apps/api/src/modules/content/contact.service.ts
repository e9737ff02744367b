import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { POLICY, type Contact } from '@dhatu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { contactNotice } from './contact-notice.ts';

/** What POST /api/contact answers on success. */
export const CONTACT_THANK_YOU = `Thank you for contacting us. We will get back to you within ${POLICY.supportReplyHours} hours.`;

const USER_AGENT_MAX = 512;

export interface ContactContext {
  db: Db;
  mailer: Mailer;
  shopName: string;
  /** Where notices go. */
  notifyTo: string;
  /** Messages accepted per sender address within `windowMs`. */
  maxPerWindow: number;
  windowMs: number;
  log: FastifyBaseLogger;
  /** Keeps the notice's promise so shutdown can wait for it. */
  track(work: Promise<unknown>): void;
}

export interface Sender {
  ip: string;
  userAgent?: string | undefined;
}

function waitText(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Stores a contact message and tells the shop about it. The per-address limit is counted in the
 * database under a per-address lock, so concurrent requests and several instances agree. The
 * notice goes out after the row is committed and never fails the request: a failed send is logged
 * and the message stays saved (with no notified_at, so the admin can see it was not e-mailed).
 */
export async function submitContactMessage(ctx: ContactContext, input: Contact, sender: Sender): Promise<{ id: string }> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - ctx.windowMs);

  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-ip:${sender.ip}`}, 0))`);
    const recent = await tx.select({ createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(and(eq(contactMessages.ip, sender.ip), gt(contactMessages.createdAt, windowStart)))
      .orderBy(asc(contactMessages.createdAt));
    if (recent.length >= ctx.maxPerWindow) {
      // The slot frees when the oldest message that still counts leaves the window.
      const freesAt = recent[recent.length - ctx.maxPerWindow]!.createdAt.getTime() + ctx.windowMs;
      const seconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
      throw new AppError(
        429,
        `You have sent several messages in a short time. Please try again in ${waitText(seconds)}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    const [inserted] = await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      message: input.message,
      ip: sender.ip,
      userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) || null,
      createdAt: now,
    }).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return inserted!;
  });

  ctx.track(notifyShop(ctx, { ...input, id: row.id, ip: sender.ip, createdAt: row.createdAt }));
  return { id: row.id };
}

async function notifyShop(ctx: ContactContext, message: Contact & { id: string; ip: string; createdAt: Date }): Promise<void> {
  try {
    const result = await ctx.mailer.send(contactNotice(message, { shopName: ctx.shopName, to: ctx.notifyTo }));
    if (result.delivered) {
      await ctx.db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, message.id));
    }
  } catch (error) {
    ctx.log.error({ err: error, contactMessageId: message.id }, 'contact notice could not be e-mailed; the message is saved');
  }
}

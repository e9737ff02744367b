/** Builders for the admin catalogue and content tests: the seeded shop, its admin, calls and the audit log. */
import type { Response as InjectResponse } from 'light-my-request';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { mediaStored } from '../../../test/media.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { multipartBody, type FilePart } from '../../reviews/test-helpers.ts';

export { multipartBody, newPhone, pixelBombPng, placeOrder, png } from '../../reviews/test-helpers.ts';

/** Seeding renders the demo images when the shared cache is cold: slow on a busy machine. */
export const SEEDED_APP_TIMEOUT = 240_000;

/** The seeded admin (seed/demo-data.ts DEMO_ADMIN). */
export const ADMIN_PHONE = '+919000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface AdminTest {
  t: TestContext;
  admin: LoggedIn;
  /** JSON call as the admin (or as `who`; null: no token). */
  call(method: Method, url: string, payload?: unknown, who?: LoggedIn | null): Promise<InjectResponse>;
  /** Multipart upload as the admin. */
  upload(url: string, files: FilePart[]): Promise<InjectResponse>;
  /** Audit rows of one record, oldest first. */
  audit(entityType: string, entityId: string): Promise<(typeof auditLog.$inferSelect)[]>;
  /** Every audit row, for "nothing was written" checks. */
  auditCount(): Promise<number>;
  /** The bytes a shopper's browser gets for a /media URL. */
  mediaBytes(url: string): Promise<Buffer>;
  /** The media table holds the file behind a /media URL. */
  mediaExists(url: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A test app signed in as the admin: the seeded shop and its admin by default; `seed: false` is an
 * empty shop (much faster to start) whose admin is the same phone, made an admin here.
 */
export async function startAdminTest({ seed = true }: { seed?: boolean } = {}): Promise<AdminTest> {
  const t = await createTestApp({ seed });
  let admin = await loginAs(t.app, ADMIN_PHONE);
  if (!seed) {
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    admin = { ...admin, user: { ...admin.user, role: 'admin' } };
  }
  return {
    t,
    admin,
    call: (method, url, payload, who = admin) => t.app.inject({
      method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }),
    }),
    upload: (url, files) => {
      const body = multipartBody({}, files);
      return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    },
    audit: (entityType, entityId) => t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId))).orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    auditCount: async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n,
    mediaBytes: async (url) => {
      const res = await t.app.inject({ url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return res.rawPayload;
    },
    mediaExists: (url) => mediaStored(t.database.db, url),
    close: () => t.close(),
  };
}

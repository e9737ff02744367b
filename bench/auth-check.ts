/**
 * `node --import tsx bench/auth-check.ts`: what the per-request sign-in check costs on PostgreSQL
 * (docs/decisions/0019). Builds a database `dhatu_bench_auth` on BENCH_DATABASE_URL's server with
 * 20,000 users and 1,000,000 refresh-token rows, then times, interleaved in rounds so the machine's
 * other work falls on each alike:
 *   before     the read the guard made before issue 18 (users by id), built per request;
 *   per-request the users + live sign-in check built per request (as first written);
 *   prepared   the guard's own check, `prepareSignInCheck` (what runs now).
 * Prints p50, mean and p99 per variant and each plan from EXPLAIN ANALYZE; drops the database after.
 */
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { refreshTokens, users } from '../apps/api/src/db/schema/index.ts';
import { prepareSignInCheck } from '../apps/api/src/plugins/auth.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 40;
const PER_ROUND = 250;

const admin = new pg.Client(serverUrl);
await admin.connect();
await admin.query('drop database if exists dhatu_bench_auth');
await admin.query('create database dhatu_bench_auth');
await admin.end();
const url = new URL(serverUrl);
url.pathname = '/dhatu_bench_auth';
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 2 });
const { db } = database;

process.stdout.write('filling: 20,000 users, 1,000,000 refresh tokens in 100,000 sign-ins…\n');
await db.execute(sql`insert into users (id, phone, name)
  select 'bench-u-' || g, '+9170' || lpad(g::text, 8, '0'), 'Bench' from generate_series(1, 20000) g`);
await db.execute(sql`insert into refresh_tokens (id, user_id, family_id, token_hash, family_expires_at, used_at)
  select 'bench-r-' || g, 'bench-u-' || (g % 20000 + 1), 'bench-f-' || (g % 100000), md5(g::text) || md5((g * 7)::text),
    now() + interval '20 days', case when g % 10 = 0 then null else now() end
  from generate_series(1, 1000000) g`);
await db.execute(sql`analyze`);
const userId = 'bench-u-1';
const sessionId = 'bench-f-0';

const before = () => db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
const perRequest = () => db.select({ id: users.id, role: users.role }).from(users)
  .where(and(eq(users.id, userId), exists(db.select({ one: sql`1` }).from(refreshTokens).where(and(
    eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, users.id),
    isNull(refreshTokens.revokedAt), gt(refreshTokens.familyExpiresAt, new Date()),
  ))))).limit(1);
const check = prepareSignInCheck(db);
const prepared = () => check.execute({ userId, sessionId, now: new Date().toISOString() });
const variants = { before, 'per-request': perRequest, prepared };

const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let i = 0; i < 500; i++) for (const query of Object.values(variants)) await query(); // warm up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, query] of Object.entries(variants)) {
    for (let i = 0; i < PER_ROUND; i++) {
      const start = process.hrtime.bigint();
      const rows = await query();
      times[name]!.push(Number(process.hrtime.bigint() - start) / 1000);
      if (rows.length !== 1) throw new Error(`${name} found no signed-in user`);
    }
  }
}

const at = (list: number[], share: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * share)]!;
for (const [name, list] of Object.entries(times)) {
  const mean = list.reduce((sum, x) => sum + x, 0) / list.length;
  process.stdout.write(`${name.padEnd(12)} n=${list.length}  p50 ${at(list, 0.5).toFixed(0)} µs  mean ${mean.toFixed(0)} µs  p99 ${at(list, 0.99).toFixed(0)} µs\n`);
}
const explain = async (name: string, text: string) => {
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (analyze, buffers) ${text}`));
  process.stdout.write(`--- ${name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
};
await explain('before', `select id, role from users where id = '${userId}' limit 1`);
await explain('users + live sign-in', `select id, role from users where id = '${userId}' and exists (select 1 from refresh_tokens r
  where r.family_id = '${sessionId}' and r.user_id = users.id and r.revoked_at is null and r.family_expires_at > now()) limit 1`);
await database.close();
const cleanup = new pg.Client(serverUrl);
await cleanup.connect();
await cleanup.query('drop database dhatu_bench_auth');
await cleanup.end();

/**
 * `npm run admin:grant -- <phone> [<phone> …]` — makes these phones admins of the shop's console
 * (/admin), creating the accounts when missing; `--revoke` makes them customers again and signs them
 * out on every device. Phones as people type them: 9876543210, +91 98765 43210, 09876543210. Uses
 * the configured database.
 *
 *   npm run admin:grant -- 9876543210
 *   npm run admin:grant -- --revoke +919876543210
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { toE164India } from '@dhatu/domain';
import { loadConfig } from '../../../config.ts';
import { grantAdmin, revokeAdmin, type GrantOutcome, type RevokeOutcome } from './grant-admin.ts';
import { openDatabase } from '../../../db/client.ts';

const USAGE = 'Usage: npm run admin:grant -- [--revoke] <phone> [<phone> …]';

const GRANTED: Record<GrantOutcome, string> = {
  created: 'is now an admin (new account: sign in with this phone to use /admin)',
  promoted: 'is now an admin (was a customer)',
  unchanged: 'was already an admin: nothing changed',
};
const REVOKED: Record<RevokeOutcome, string> = {
  demoted: 'is a customer again (signed out on every device)',
  unchanged: 'was not an admin: nothing changed',
  missing: 'has no account: nothing changed',
};

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { revoke: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return say(USAGE);
  if (positionals.length === 0) throw new Error(`Give at least one phone number. ${USAGE}`);
  const phones = positionals.map((text) => {
    const phone = toE164India(text);
    if (!phone) throw new Error(`'${text}' is not a 10-digit Indian phone number. ${USAGE}`);
    return phone;
  });

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    if (values.revoke) {
      for (const phone of phones) say(`${phone} ${REVOKED[await revokeAdmin(database.db, phone)]}`);
    } else {
      for (const [phone, outcome] of await grantAdmin(database.db, phones)) say(`${phone} ${GRANTED[outcome]}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Migration } from '../db/migrate.ts';
import { backupFileName } from './names.ts';
import { backupEmbedded } from './take-backup.ts';

/**
 * Before a new version migrates an embedded database, a backup of it as it was (issue 27 item 4):
 * should the new version be wrong, `npm run restore` brings the old data back for the old version.
 * A PostgreSQL server's own backups (docs/deploy.md) cover it there. A failed backup stops the start:
 * migrating without one is what this exists to avoid.
 */
export async function backupBeforeMigrating(database: Database, pending: Migration[], dir: string, log: Pick<Logger, 'info'>): Promise<void> {
  if (database.kind !== 'pglite') return;
  mkdirSync(dir, { recursive: true });
  const name = backupFileName(new Date(), `before-${pending[0]!.tag}`);
  const taken = await backupEmbedded(database, join(dir, name)).catch((error: unknown) => {
    throw new Error(`Could not back up the database before migrating it (${pending.map((m) => m.tag).join(', ')}), so it was not migrated: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  log.info({ name, bytes: taken.bytes, pending: pending.map((m) => m.tag) }, `backup taken before migrating: ${join(dir, name)}`);
}

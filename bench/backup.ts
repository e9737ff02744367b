/**
 * Time and size of a backup of an embedded database (issue 27's closing figures), and how long a
 * query waits meanwhile (what a shopper feels):
 *   node --import tsx bench/backup.ts <DATA_DIR>    (the shop stopped; seed one with npm run seed)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { backupEmbedded } from '../apps/api/src/backup/take-backup.ts';
import { restoreEmbedded } from '../apps/api/src/backup/restore.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: node --import tsx bench/backup.ts <DATA_DIR>');
const work = mkdtempSync(join(tmpdir(), 'dhatu-bench-backup-'));
const database = await openDatabase({ dataDir, migrate: false });
try {
  // A query every 5 ms, as shoppers would send them: the longest wait is the backup's pause.
  let probing = true;
  let longestWaitMs = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await database.db.execute(sql`select 1`);
      longestWaitMs = Math.max(longestWaitMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const file = join(work, 'bench.tar.gz');
  const started = performance.now();
  const taken = await backupEmbedded(database, file);
  const backupMs = performance.now() - started;
  probing = false;
  await probe;
  const restoreStarted = performance.now();
  await restoreEmbedded(file, join(work, 'restored'));
  const restoreMs = performance.now() - restoreStarted;
  const { counts } = taken.manifest;
  console.log(JSON.stringify({
    dataDir, products: counts.products, orders: counts.orders, images: counts.media,
    databaseDumpMB: +(taken.manifest.database.bytes / 1e6).toFixed(1), backupFileMB: +(taken.bytes / 1e6).toFixed(1),
    backupSeconds: +(backupMs / 1000).toFixed(2), longestQueryWaitMs: Math.round(longestWaitMs), restoreSeconds: +(restoreMs / 1000).toFixed(2),
  }));
} finally {
  await database.close();
  rmSync(work, { recursive: true, force: true });
}

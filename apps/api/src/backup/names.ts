/**
 * Backup files are named by their time (UTC, sortable) and, for the one taken before migrating,
 * by the migration that follows: dhatu-2026-11-25T10-44-03-123Z.tar.gz,
 * dhatu-2026-11-25T10-44-03-123Z-before-0014_x.tar.gz. Only such names are listed, served or pruned,
 * so no name from a request can reach outside BACKUP_DIR.
 */
const NAME = /^dhatu-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-[a-z0-9_-]{1,80})?\.tar\.gz$/;

export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

export function backupFileName(at: Date, suffix?: string): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  const tail = suffix ? `-${suffix.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').slice(0, 80)}` : '';
  return `dhatu-${time}${tail}.tar.gz`;
}

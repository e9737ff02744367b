import { z } from 'zod';

const counts = z.object({
  orders: z.number().int(),
  customers: z.number().int(),
  products: z.number().int().describe('Not deleted'),
  media: z.number().int().describe('Images stored with the database'),
});

/** One backup file in BACKUP_DIR (issue 27): POST /api/admin/backups answers one, GET lists them. */
export const backupSchema = z.object({
  name: z.string().describe('The file name, e.g. dhatu-2026-11-25T10-44-03-123Z.tar.gz'),
  bytes: z.number().int().describe('Size of the file'),
  createdAt: z.string().describe('ISO 8601: the moment the data is from'),
  counts,
});
export type BackupDto = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema).describe('Newest first'),
});
export type BackupListDto = z.infer<typeof backupListSchema>;

export const backupNameParams = z.object({
  name: z.string().max(200),
}).strict();

/** The schedule and the last outcome, for the Backups page and the dashboard. */
export const backupStatusSchema = z.object({
  available: z.boolean().describe('false on a PostgreSQL server: back it up with PostgreSQL\'s tools (docs/deploy.md)'),
  intervalHours: z.number().describe('Hours between scheduled backups; 0: no schedule'),
  keep: z.number().int().describe('How many backups are kept'),
  lastBackupAt: z.string().nullable().describe('ISO 8601 time of the newest backup'),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable().describe('The last backup that failed, until one succeeds'),
});
export type BackupStatusDto = z.infer<typeof backupStatusSchema>;

export const backupFileSchema = z.any().describe('application/gzip: the backup file (a tar with manifest.json and the database)');

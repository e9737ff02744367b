import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  backupFileSchema, backupListSchema, backupNameParams, backupSchema, backupStatusSchema, errorResponseSchema,
} from '@dhatu/domain/contracts';
import { writeAudit } from '../../../lib/audit.ts';
import type { App } from '../../../lib/types.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** The shop's backups (admins only: modules/admin/access guards every /api/admin route). Issue 27. */
export async function adminBackupRoutes(app: App) {
  const tags = ['admin: backups'];
  const security = [{ bearer: [] }];
  const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };

  app.get('/api/admin/backups', {
    schema: {
      tags, security, summary: 'The backups in BACKUP_DIR, newest first: time, size, counts',
      response: { 200: backupListSchema, ...guarded },
    },
  }, async () => ({ backups: await app.backups.list() }));

  app.get('/api/admin/backups/status', {
    schema: {
      tags, security, summary: 'The schedule, the newest backup and the last failure (until a backup succeeds)',
      response: { 200: backupStatusSchema, ...guarded },
    },
  }, async () => app.backups.status());

  app.post('/api/admin/backups', {
    schema: {
      tags, security,
      summary: 'Back up now: the embedded database with its images, written to BACKUP_DIR (then the oldest beyond BACKUP_KEEP removed)',
      description: 'Shoppers wait only while the database is dumped. 409 on a PostgreSQL server (use its tools: docs/deploy.md); 500 when writing failed (no partial file is left).',
      response: { 201: backupSchema, 409: errorResponseSchema, 500: errorResponseSchema, ...guarded },
    },
  }, async (request, reply) => {
    const backup = await app.backups.create('console');
    await writeAudit(app.db, { actorUserId: currentUser(request).id, action: 'backup.create', entityType: 'backup', entityId: backup.name, after: backup });
    return reply.status(201).send(backup);
  });

  app.get('/api/admin/backups/:name', {
    schema: {
      tags, security, summary: 'Download one backup file (only names listed by GET /api/admin/backups; anything else is a 404)',
      params: backupNameParams,
      response: { 200: backupFileSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guarded },
    },
  }, async (request, reply) => {
    const path = app.backups.fileOf(request.params.name);
    const { size } = await stat(path);
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${request.params.name}"`)
      .header('content-length', size)
      .send(createReadStream(path));
  });
}

/** Backups' public face (the admin module's own areas import the files directly). */
export { createBackupService, type BackupService } from './backups.service.ts';
export { adminBackupRoutes } from './routes.ts';

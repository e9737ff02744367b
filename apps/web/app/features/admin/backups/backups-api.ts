import type { BackupDto, BackupListDto, BackupStatusDto } from '@dhatu/domain/contracts';
import { saveFile } from '../../../lib/save-file';
import { apiFetch } from '../../../lib/api-client';
import { adminPath } from '../admin-request';

/** /api/admin/backups answers the contract's shapes (issue 27). */
export type { BackupDto, BackupListDto, BackupStatusDto };

export function fetchBackups(signal?: AbortSignal): Promise<BackupListDto> {
  return apiFetch<BackupListDto>(adminPath('/backups'), { signal });
}

export function fetchBackupStatus(signal?: AbortSignal): Promise<BackupStatusDto> {
  return apiFetch<BackupStatusDto>(adminPath('/backups/status'), { signal });
}

export function backUpNow(): Promise<BackupDto> {
  return apiFetch<BackupDto>(adminPath('/backups'), { method: 'POST' });
}

/** Fetches the file with the admin's token (a plain link could not send it) and saves it under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  const blob = await apiFetch<Blob>(adminPath(`/backups/${encodeURIComponent(name)}`), { responseType: 'blob', headers: { Accept: 'application/gzip' } });
  saveFile(blob, name);
}

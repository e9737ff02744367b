import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Fetches a file from /api/admin with the admin's token (a plain link could not send it) and saves
 * it under `fileName`: the CSV exports, the GST parts and the GSTR-1 file.
 */
export async function downloadAdminFile(path: string, fileName: string, accept = 'text/csv'): Promise<void> {
  saveFile(await apiFetch<Blob>(path, { responseType: 'blob', headers: { Accept: accept } }), fileName);
}

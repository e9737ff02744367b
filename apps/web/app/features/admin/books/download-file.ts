import { apiFetch } from '../../../lib/api-client';

/**
 * Fetches a file from /api/admin with the admin's token (a plain link could not send it) and saves
 * it under `fileName`: the CSV exports, the GST parts and the GSTR-1 file.
 */
export async function downloadAdminFile(path: string, fileName: string, accept = 'text/csv'): Promise<void> {
  const blob = await apiFetch<Blob>(path, { responseType: 'blob', headers: { Accept: accept } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

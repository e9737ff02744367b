/**
 * Saves a downloaded file (an invoice or credit note PDF, a CSV export, a backup) under `fileName`: a link to an object URL,
 * clicked. The URL is revoked a little later, once the browser has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

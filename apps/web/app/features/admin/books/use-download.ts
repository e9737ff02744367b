import { useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadAdminFile } from './download-file';

/** One download at a time, its button marked busy; a failure says so in a toast. */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, path: string, fileName: string, accept?: string) => {
    setBusy(key);
    try {
      await downloadAdminFile(path, fileName, accept);
    } catch (error) {
      notify.error(errorMessage(error, 'Could not download the file'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

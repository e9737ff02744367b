import { useEffect, useState } from 'react';

/** Object URLs to preview picked image files, revoked when the files change or the picker goes away. */
export function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** '23.4 MB', '812 kB', '90 B': backup sizes as the owner reads them (en-IN digits). */
export function formatBytes(bytes: number): string {
  const number = (value: number, digits: number) => value.toLocaleString('en-IN', { maximumFractionDigits: digits });
  if (bytes >= 1_000_000_000) return `${number(bytes / 1_000_000_000, 2)} GB`;
  if (bytes >= 1_000_000) return `${number(bytes / 1_000_000, 1)} MB`;
  if (bytes >= 1_000) return `${number(bytes / 1_000, 0)} kB`;
  return `${bytes} B`;
}

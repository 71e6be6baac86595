const KIB = 1024;
const MIB = 1024 * KIB;
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** Bytes as a person reads them: `512 B`, `1.5 KiB`, `412 KiB`, `50 MiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < KIB) return `${bytes} B`;
  if (bytes < MIB) return `${oneDecimal(bytes / KIB)} KiB`;
  return `${oneDecimal(bytes / MIB)} MiB`;
}

const KIB = 1024;
const MIB = 1024 * KIB;
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/**
 * Bytes as a person reads them: `512 B`, `1.5 KiB`, `412 KiB`, `50 MiB`. The UI passes its
 * locale's number format (components/intl.ts); exports and error texts keep the plain digits.
 */
export function formatBytes(bytes: number, number: (n: number) => string = oneDecimal): string {
  if (bytes < KIB) return `${number(bytes)} B`;
  if (bytes < MIB) return `${number(Math.round((bytes / KIB) * 10) / 10)} KiB`;
  return `${number(Math.round((bytes / MIB) * 10) / 10)} MiB`;
}

/** Running min/max of `<lastmod>` values (sitemaps.org: W3C Datetime, e.g. 2024-05-01T10:00:00+00:00). */
export interface LastmodRange {
  min: number;
  max: number;
  invalid: number;
}

export function createLastmodRange(): LastmodRange {
  return { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, invalid: 0 };
}

export function addLastmod(range: LastmodRange, value: string): void {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    range.invalid++;
    return;
  }
  if (time < range.min) range.min = time;
  if (time > range.max) range.max = time;
}

export function lastmodBounds(range: LastmodRange): { min: string; max: string } | undefined {
  if (range.min > range.max) return undefined;
  return { min: new Date(range.min).toISOString(), max: new Date(range.max).toISOString() };
}

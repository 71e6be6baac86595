import { MAX_BODY_BYTES } from '@/lib/robots';
import {
  SNAPSHOT_SCHEMA,
  SNAPSHOT_STATUSES,
  type Snapshot,
  UNAVAILABLE_CAUSES,
} from './snapshotTypes';

export type SnapshotValidation =
  | { ok: true; snapshot: Snapshot }
  | { ok: false; code: 'corrupt-entry' | 'old-schema'; message: string };

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isCount: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isBoolean: Check = (v) => typeof v === 'boolean';
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const isHttpStatus: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) < 1000;
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    values.includes(v as string);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const LAST_ATTEMPT: Record<string, Check> = {
  at: isCount,
  httpStatus: orNull(isHttpStatus),
  cause: oneOf(UNAVAILABLE_CAUSES),
  error: isString,
};

/** Every stored field and what it must hold: storage is outside our control, so nothing is trusted. */
const FIELDS: Record<Exclude<keyof Snapshot, 'schema' | 'origin'>, Check> = {
  robotsUrl: isString,
  status: oneOf(SNAPSHOT_STATUSES),
  httpStatus: orNull(isHttpStatus),
  text: (v) => typeof v === 'string' && v.length <= MAX_BODY_BYTES,
  sha256: (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v),
  etag: orNull(isString),
  lastModified: orNull(isString),
  contentType: orNull(isString),
  fetchedAt: isCount,
  checkedAt: isCount,
  finalUrl: isString,
  redirects: (v) => v === undefined || v === null || isCount(v),
  latencyMs: isCount,
  truncated: isBoolean,
  invalidUtf8: isBoolean,
  bytes: isCount,
  retryAfter: orNull(isCount),
  error: orNull(isString),
  cause: orNull(oneOf(UNAVAILABLE_CAUSES)),
  lastAttempt: (v) =>
    v === null || (isRecord(v) && Object.entries(LAST_ATTEMPT).every(([k, check]) => check(v[k]))),
  lastUsedAt: isCount,
  latencies: (v) => Array.isArray(v) && v.every(isCount),
};

/**
 * Checks a value read from storage under `robots:<origin>`: the schema version, every field's
 * type, and that it belongs to that origin. Anything else is reported, never repaired.
 */
export function validateSnapshot(value: unknown, origin: string): SnapshotValidation {
  if (!isRecord(value)) return corrupt('not an object');
  if (value.schema !== SNAPSHOT_SCHEMA) {
    if (typeof value.schema !== 'number') return corrupt('no schema version');
    return {
      ok: false,
      code: 'old-schema',
      message: `stored with schema ${value.schema}; this version reads schema ${SNAPSHOT_SCHEMA}`,
    };
  }
  if (value.origin !== origin) return corrupt(`stored for ${String(value.origin)}`);
  for (const [field, check] of Object.entries(FIELDS)) {
    if (!check(value[field])) return corrupt(`bad field "${field}"`);
  }
  if (value.status !== 'fetched' && value.text !== '')
    return corrupt(`text on a ${value.status} entry`);
  return { ok: true, snapshot: value as unknown as Snapshot };
}

function corrupt(detail: string): SnapshotValidation {
  return { ok: false, code: 'corrupt-entry', message: `corrupt cache entry (${detail})` };
}

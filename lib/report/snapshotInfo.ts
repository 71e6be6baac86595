import type { CacheResult } from '@/lib/cache';
import type { SnapshotInfo } from './types';

/** What the popup shows of the snapshot behind a report: its provenance and its age at `now`. */
export function snapshotInfo(
  cache: Pick<CacheResult, 'snapshot' | 'state' | 'refreshing'> & { retryInMs?: number | null },
  now: number,
): SnapshotInfo {
  const s = cache.snapshot;
  return {
    status: s.status,
    state: cache.state,
    robotsUrl: s.robotsUrl,
    finalUrl: s.finalUrl,
    fetchedAt: s.fetchedAt,
    ageMs: Math.max(0, now - s.fetchedAt),
    sha256: s.sha256,
    httpStatus: s.httpStatus,
    etag: s.etag,
    lastModified: s.lastModified,
    contentType: s.contentType,
    latencyMs: s.latencyMs,
    bytes: s.bytes,
    truncated: s.truncated,
    invalidUtf8: s.invalidUtf8,
    error: s.error,
    cause: s.cause,
    lastAttempt: s.lastAttempt
      ? {
          at: s.lastAttempt.at,
          httpStatus: s.lastAttempt.httpStatus,
          error: s.lastAttempt.error,
          cause: s.lastAttempt.cause,
        }
      : null,
    refreshing: cache.refreshing,
    retryInMs: cache.retryInMs ?? null,
  };
}

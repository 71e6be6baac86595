import { describe, expect, it } from 'vitest';
import { validateSnapshot } from '@/lib/cache/validateSnapshot';
import { MAX_BODY_BYTES } from '@/lib/robots';
import { makeSnapshot } from '@/test/support/snapshots';

const ORIGIN = 'https://example.com';
const good = makeSnapshot(ORIGIN, 1_000);

// Issue 4: "a corrupt stored entry is dropped and refetched"; docs/design.md: "never trusted".
describe('validateSnapshot', () => {
  it('accepts what outcomeToSnapshot produces, after a JSON round trip (as storage does)', () => {
    expect(validateSnapshot(JSON.parse(JSON.stringify(good)), ORIGIN)).toEqual({
      ok: true,
      snapshot: good,
    });
  });

  it('accepts a kept snapshot with a recorded failed attempt', () => {
    const kept = {
      ...good,
      lastAttempt: { at: 2, httpStatus: 503, cause: 'server-error', error: 'HTTP 503' },
    };
    expect(validateSnapshot(kept, ORIGIN).ok).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'User-agent: *'],
    ['an array', [good]],
    ['no schema', { ...good, schema: undefined }],
    ['schema as a string', { ...good, schema: '1' }],
    ['another origin', { ...good, origin: 'https://evil.example' }],
    ['unknown status', { ...good, status: 'ok' }],
    ['text not a string', { ...good, text: 42 }],
    ['text over the cap', { ...good, text: 'a'.repeat(MAX_BODY_BYTES + 1) }],
    ['text on an absent entry', { ...good, status: 'absent' }],
    ['upper-case digest', { ...good, sha256: good.sha256.toUpperCase() }],
    ['short digest', { ...good, sha256: 'abc' }],
    ['fetchedAt a string', { ...good, fetchedAt: '2024-01-01' }],
    ['checkedAt NaN', { ...good, checkedAt: Number.NaN }],
    ['lastUsedAt missing', { ...good, lastUsedAt: undefined }],
    ['negative bytes', { ...good, bytes: -1 }],
    ['httpStatus 2000', { ...good, httpStatus: 2000 }],
    ['httpStatus 200.5', { ...good, httpStatus: 200.5 }],
    ['etag a number', { ...good, etag: 1 }],
    ['truncated a string', { ...good, truncated: 'no' }],
    ['retryAfter a string', { ...good, retryAfter: 'soon' }],
    ['latencies not an array', { ...good, latencies: '10,20' }],
    ['latencies with a string', { ...good, latencies: [10, '20'] }],
    ['lastAttempt without cause', { ...good, lastAttempt: { at: 1, httpStatus: 503, error: 'x' } }],
    [
      'lastAttempt with an unknown cause',
      { ...good, lastAttempt: { at: 1, httpStatus: 503, cause: 'gremlins', error: 'x' } },
    ],
    ['finalUrl missing', { ...good, finalUrl: undefined }],
  ])('%s → corrupt-entry', (_, value) => {
    expect(validateSnapshot(value, ORIGIN)).toMatchObject({
      ok: false,
      code: 'corrupt-entry',
      message: expect.stringMatching(/^corrupt cache entry \(.+\)$/),
    });
  });

  it.each([0, 1, 3, 99])('schema %i → old-schema', (schema) => {
    expect(validateSnapshot({ ...good, schema }, ORIGIN)).toMatchObject({
      ok: false,
      code: 'old-schema',
      message: `stored with schema ${schema}; this version reads schema 2`,
    });
  });

  it('names the bad field', () => {
    expect(validateSnapshot({ ...good, etag: 1 }, ORIGIN)).toMatchObject({
      message: 'corrupt cache entry (bad field "etag")',
    });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingsInput, ReadingsReply } from '@/entrypoints/popup/readingsInput';
import { readingsOf } from '@/entrypoints/popup/readingsOf';
import { READINGS_LIMIT_MS, useReadings } from '@/entrypoints/popup/useReadings';
import type { Report } from '@/lib/report';
import { mount, settle } from '@/test/support/mount';
import { allowedReport } from '@/test/support/reports';

/** A Worker stand-in: records what was posted and whether it was stopped; answers on demand. */
class FakeWorker {
  static last: FakeWorker | null = null;
  posted: ReadingsInput[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<ReadingsReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(input: ReadingsInput) {
    this.posted.push(input);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: ReadingsReply) {
    this.onmessage?.({ data: reply } as MessageEvent<ReadingsReply>);
  }
}

let seen: ReturnType<typeof useReadings> = null;
function Probe({ report }: { report: Report }) {
  seen = useReadings(report);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.last = null;
  seen = null;
});

describe('useReadings: off the popup thread (docs/security.md attack 2)', () => {
  it('posts plain data to a worker and shows its rows', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const report = allowedReport();
    mount(<Probe report={report} />);
    await settle();
    const worker = FakeWorker.last;
    expect(worker?.posted).toHaveLength(1);
    const input = worker?.posted[0] as ReadingsInput;
    // Structured-cloneable: exactly the fields the readings read, no functions.
    expect(Object.keys(input).sort()).toEqual(
      ['agent', 'origin', 'robotsText', 'snapshot', 'url', 'verdict'].sort(),
    );
    const rows = readingsOf(input);
    worker?.answer({ rows });
    await settle();
    expect(seen?.rows).toEqual(rows);
    expect(seen?.error).toBeNull();
    expect(worker?.terminated).toBe(true);
  });

  it('stops a worker that takes longer than the limit and says so in words', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    mount(<Probe report={allowedReport()} />);
    await vi.advanceTimersByTimeAsync(READINGS_LIMIT_MS - 1);
    expect(seen).toBeNull();
    expect(FakeWorker.last?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWorker.last?.terminated).toBe(true);
    expect(seen?.rows).toBeNull();
    expect(seen?.error).toContain('stopped after 10 s');
  });

  it("reports the worker's own failure", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    mount(<Probe report={allowedReport()} />);
    await settle();
    FakeWorker.last?.answer({ error: 'boom' });
    await settle();
    expect(seen?.error).toBe('boom');
  });
});

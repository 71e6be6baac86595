import { describe, expect, it } from 'vitest';
import { caveatWords } from '@/components/caveatWords';
import { fetchFailureText } from '@/components/fetchErrorText';
import { whyText } from '@/components/whyText';
import { notReadReason } from '@/entrypoints/popup/notRead';
import { HOST_CLASS_WORDS, type HostClass } from '@/lib/net/classifyHost';
import { explainChain } from '@/lib/net/redirectChains';
import { refusalMessage } from '@/lib/net/refusal';
import type { ReportWhy } from '@/lib/report';
import { inLocale } from '@/test/support/inLocale';
import { snapshot, unreachableReport } from '@/test/support/reports';

// Issue 18 (round 3 leftover): a robots.txt the request guard refused is worded with the kind
// of host it refused (docs/security.md: loopback, private, link-local, single-label…), not only
// "refused (a private network address)". The banner says the short cause until the popup's
// later chunk brings the full words (caveatWords.failure), then the refusal itself.
const ROBOTS = 'https://a.example/robots.txt';
const hop = (host: HostClass) =>
  refusalMessage({
    code: 'private-redirect',
    url: ROBOTS,
    target: 'http://127.0.0.1:8080/admin',
    host,
  });
const refused = (error: string) => ({ cause: 'refused-private' as const, httpStatus: null, error });

describe('fetchFailureText: a refusal names its host type', () => {
  it.each(Object.keys(HOST_CLASS_WORDS) as HostClass[])('%s', (host) => {
    const words = fetchFailureText(refused(hop(host)));
    expect(words).toBe(
      `refused: ${ROBOTS} redirected to http://127.0.0.1:8080/admin, ${HOST_CLASS_WORDS[host]}`,
    );
  });

  it('as the chain reader writes it (lib/net/redirectChains.ts), in Chinese', () => {
    const chain = explainChain(
      { urls: [ROBOTS, 'http://intranet/x'], error: 'net::ERR_BLOCKED_BY_CLIENT' },
      'https://a.example',
    );
    expect(inLocale('zh_CN', () => fetchFailureText(refused(chain?.message ?? '')))).toBe(
      `已拒绝：${ROBOTS} 重定向到 http://intranet/x，这是单标签（内网）主机名`,
    );
  });

  it('a refusal kept without its cause code (an older snapshot) is worded the same', () => {
    const failure = { cause: null, httpStatus: null, error: hop('single-label') };
    expect(fetchFailureText(failure)).toBe(fetchFailureText(refused(hop('single-label'))));
  });

  it('a refused robots.txt URL itself (the guard refused before any request)', () => {
    const direct = refusalMessage({
      code: 'private-host',
      url: 'http://10.1.2.3/robots.txt',
      host: 'private-network',
    });
    expect(fetchFailureText(refused(direct))).toBe(
      'refused: http://10.1.2.3/robots.txt is a private-network address',
    );
  });
});

describe('the popup: the not-read line and the banner reason', () => {
  const report = unreachableReport({
    why: { kind: 'unreachable', ...refused(hop('link-local')) },
    snapshot: snapshot({ status: 'unavailable', ...refused(hop('link-local')) }),
  });
  const why = report.why as ReportWhy;

  it('the not-read line names the refused hop and its host type', () => {
    expect(notReadReason(report)).toBe(
      `Nothing was read: robots.txt could not be fetched (refused: ${ROBOTS} redirected to http://127.0.0.1:8080/admin, a link-local address).`,
    );
  });

  it('the banner: the short cause on the first screen, the refusal once the words are in', () => {
    expect(whyText(why, 'Googlebot')).toBe(
      'robots.txt could not be used (refused (a private network address)): RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.',
    );
    expect(whyText(why, 'Googlebot', caveatWords.failure)).toBe(
      `robots.txt could not be used (refused: ${ROBOTS} redirected to http://127.0.0.1:8080/admin, a link-local address): RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched.`,
    );
    expect(inLocale('zh_CN', () => whyText(why, 'Googlebot', caveatWords.failure))).toContain(
      `已拒绝：${ROBOTS} 重定向到 http://127.0.0.1:8080/admin，这是链路本地地址`,
    );
  });

  it('other causes keep their banner words when the full words are in', () => {
    const timeout: ReportWhy = {
      kind: 'unreachable',
      httpStatus: null,
      cause: 'network-error',
      error: 'Failed to fetch',
    };
    expect(whyText(timeout, 'Googlebot', caveatWords.failure)).toBe(whyText(timeout, 'Googlebot'));
  });
});

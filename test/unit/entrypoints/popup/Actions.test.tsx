// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { AuditCopy } from '@/components/AuditCopy';
import { CheckUrlForm, resolveCheckUrl } from '@/components/CheckUrlForm';
import { auditRecord } from '@/entrypoints/popup/auditRecord';
import { click, mount, settle, submit, type } from '@/test/support/mount';
import {
  disallowedReport,
  notApplicableReport,
  SHA,
  unreachableReport,
} from '@/test/support/reports';

describe('resolveCheckUrl', () => {
  const here = 'https://example.com/blog/post?x=1';
  it.each([
    ['/private/x', 'https://example.com/private/x'],
    ['  /a?b=c ', 'https://example.com/a?b=c'],
    ['https://example.com/other', 'https://example.com/other'],
    ['http://other.test/page', 'http://other.test/page'],
    ['javascript:alert(1)', null],
    ['ftp://example.com/x', null],
    ['//evil.test/x', null],
    // Issue 14: a site typed without a scheme is read as https.
    ['github.com/x', 'https://github.com/x'],
    ['example.com', 'https://example.com/'],
    ['localhost:8080/a', 'https://localhost:8080/a'],
    ['not a url', null],
    ['asdfgh', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(resolveCheckUrl(input, here)).toBe(expected);
  });
});

describe('CheckUrlForm ("check another URL")', () => {
  it('starts with the current URL and checks a path on the same site', () => {
    const onCheck = vi.fn();
    const root = mount(<CheckUrlForm url="https://example.com/blog/post" onCheck={onCheck} />);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('https://example.com/blog/post');
    // Any site works, so the label does not say "on this site" (issue 14).
    expect(root.querySelector('label[for="check-url"]')?.textContent).toBe('Check another URL');
    type(input, '/private/x');
    submit(root.querySelector('form') as HTMLFormElement);
    expect(onCheck).toHaveBeenCalledWith('https://example.com/private/x');
  });

  it.each(['javascript:alert(1)', 'asdf ghjk'])('"%s" is "not a valid URL", in words', (input) => {
    const onCheck = vi.fn();
    const root = mount(<CheckUrlForm url="https://example.com/" onCheck={onCheck} />);
    type(root.querySelector('input') as HTMLInputElement, input);
    submit(root.querySelector('form') as HTMLFormElement);
    expect(onCheck).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      `"${input}" is not a valid URL: a path (/private/page), a site (example.com/page) or a full http(s) URL.`,
    );
  });

  it('github.com/x without a scheme is checked as https', () => {
    const onCheck = vi.fn();
    const root = mount(<CheckUrlForm url="https://example.com/" onCheck={onCheck} />);
    type(root.querySelector('input') as HTMLInputElement, 'github.com/x');
    submit(root.querySelector('form') as HTMLFormElement);
    expect(onCheck).toHaveBeenCalledWith('https://github.com/x');
  });
});

describe('auditRecord', () => {
  it('disallowed: URL, crawler, verdict, rule and line, delay and reason, snapshot, version', () => {
    const r = auditRecord(disallowedReport());
    expect(r).toEqual({
      tool: 'Robots Lens',
      extensionVersion: '0.1.0',
      checkedAt: '2025-01-15T12:00:00.000Z',
      url: 'https://example.com/private/x',
      crawler: 'Googlebot',
      verdict: 'disallowed',
      headline: 'Googlebot may not crawl this page.',
      explanation:
        'Disallow: /private at line 3 in the * group is the longest rule matching /private/x, so it is disallowed.',
      rule: { text: 'Disallow: /private', directive: 'disallow', pattern: '/private', line: 3 },
      group: { source: 'wildcard', userAgents: [{ value: '*', line: 1 }] },
      crawlDelay: {
        appliedSeconds: 10,
        declared: 10,
        raw: '10',
        line: 2,
        source: 'wildcard',
        reason: 'robots.txt declares Crawl-delay: 10 for User-agent: *; 10 s applied.',
        flagged: false,
      },
      robotsTxt: {
        url: 'https://example.com/robots.txt',
        finalUrl: 'https://example.com/robots.txt',
        status: 'fetched',
        state: 'fresh',
        httpStatus: 200,
        error: null,
        fetchedAt: '2025-01-15T11:55:00.000Z',
        sha256: SHA,
        etag: '"abc-123"',
      },
    });
    // It survives JSON unchanged (it is what goes on the clipboard).
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('unreachable: the fetch status and error, no rule, no delay', () => {
    const r = auditRecord(unreachableReport());
    expect(r.verdict).toBe('unreachable');
    expect(r.rule).toBeNull();
    expect(r.crawlDelay).toBeNull();
    expect(r.robotsTxt).toMatchObject({
      status: 'unavailable',
      httpStatus: 503,
      error: 'Service Unavailable',
    });
  });

  it('not applicable: no snapshot', () => {
    expect(auditRecord(notApplicableReport()).robotsTxt).toBeNull();
  });
});

describe('AuditCopy', () => {
  it('copies the record and says so', async () => {
    const onCopy = vi.fn(() => Promise.resolve());
    const root = mount(<AuditCopy record='{"a":1}' onCopy={onCopy} />);
    click(root.querySelector('button') as HTMLButtonElement);
    await settle();
    expect(onCopy).toHaveBeenCalledWith('{"a":1}');
    expect(root.querySelector('[role="status"]')?.textContent).toContain('Copied');
    expect(root.querySelector('textarea')).toBeNull();
  });

  it('clipboard refused: the JSON in a field to copy by hand', async () => {
    const root = mount(
      <AuditCopy record='{"a":1}' onCopy={() => Promise.reject(new Error('denied'))} />,
    );
    click(root.querySelector('button') as HTMLButtonElement);
    await settle();
    const field = root.querySelector('textarea');
    expect(field?.value).toBe('{"a":1}');
    expect(field?.readOnly).toBe(true);
    expect(field?.getAttribute('aria-label')).toBe('Audit record (JSON)');
    expect(root.textContent).toContain('copy the record below');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LoadingReason } from '@/components/LoadingReason';
import { type BannerKind, VerdictBanner } from '@/components/VerdictBanner';
import { byTestId, mount } from '@/test/support/mount';

describe('VerdictBanner (test contract: data-testid="verdict")', () => {
  const cases: [BannerKind, string][] = [
    ['allowed', 'Allowed'],
    ['disallowed', 'Disallowed'],
    ['unreachable', 'Unreachable: treated as disallowed'],
    ['expired', 'Expired: not crawlable until refreshed'],
    ['not-applicable', 'Not applicable'],
    ['loading', 'Checking'],
  ];
  it.each(cases)(
    '%s: data-verdict, data-agent and a word that reads without colour',
    (kind, word) => {
      const root = mount(<VerdictBanner kind={kind} agent="GPTBot" reason={<p>Why.</p>} />);
      const v = byTestId(root, 'verdict');
      expect(v?.dataset.verdict).toBe(kind);
      expect(v?.dataset.agent).toBe('GPTBot');
      expect(v?.textContent).toContain(word);
      expect(v?.className).toContain(`v-${kind}`);
      expect(v?.hasAttribute('data-caveat')).toBe(false);
    },
  );

  it('names the crawler once, with the verdict', () => {
    const root = mount(<VerdictBanner kind="allowed" agent="Googlebot" reason={<p>Why.</p>} />);
    expect(root.querySelector('.verdict-label')?.textContent).toBe('✓Allowed for Googlebot');
  });

  it('says noindex beside the crawl verdict (issue 15 "Badge and banner"), the conflict as data', () => {
    const page = {
      noindex: true,
      conflicts: [{ code: 'noindex-unreachable-by-crawler', words: 'x' }],
    };
    const root = mount(
      <VerdictBanner kind="disallowed" agent="Googlebot" reason={<p>Why.</p>} page={page} />,
    );
    const v = byTestId(root, 'verdict');
    expect(v?.dataset.noindex).toBe('true');
    expect(v?.dataset.conflict).toBe('noindex-unreachable-by-crawler');
    expect(byTestId(root, 'verdict-noindex')?.textContent).toBe(' · noindex');
    const plain = mount(<VerdictBanner kind="allowed" agent="Googlebot" reason={<p>Why.</p>} />);
    expect(byTestId(plain, 'verdict-noindex')).toBeNull();
  });

  it('loading: busy, says what it waits for, no doubled ellipsis', () => {
    const root = mount(
      <VerdictBanner kind="loading" agent="" reason={<LoadingReason host="example.com" />} />,
    );
    const v = byTestId(root, 'verdict');
    expect(v?.getAttribute('aria-busy')).toBe('true');
    expect(v?.textContent).toContain('Reading robots.txt from example.com.');
    expect(v?.textContent).not.toMatch(/…\s*…|\.\.\./);
  });

  it('error: the message in an alert with data-testid="error"', () => {
    const root = mount(
      <VerdictBanner kind="error" agent="Googlebot" reason="No answer from the background" />,
    );
    expect(byTestId(root, 'verdict')?.dataset.verdict).toBe('error');
    const err = byTestId(root, 'error');
    expect(err?.getAttribute('role')).toBe('alert');
    expect(err?.textContent).toBe('No answer from the background');
  });

  it('caveats: each in words, their codes in data-caveat, data-google', () => {
    const root = mount(
      <VerdictBanner
        kind="unreachable"
        agent="Googlebot"
        caveats={[
          { code: 'degraded', text: 'Old copy.' },
          { code: 'redirect-other-origin', text: 'Redirects to https://other.example/robots.txt.' },
        ]}
        google="allowed"
      />,
    );
    const v = byTestId(root, 'verdict') as HTMLElement;
    expect(v.dataset.caveat).toBe('degraded redirect-other-origin');
    expect(v.dataset.google).toBe('allowed');
    expect([...v.querySelectorAll('.caveats li')].map((li) => li.textContent)).toEqual([
      '⚠ Old copy.',
      '⚠ Redirects to https://other.example/robots.txt.',
    ]);
  });

  it('renders untrusted text as text, never HTML', () => {
    const root = mount(
      <VerdictBanner
        kind="allowed"
        agent="<img src=x onerror=alert(1)>"
        reason="<b>hi</b>"
        caveats={[{ code: 'non-rfc-token', text: '<i>x</i>' }]}
      />,
    );
    expect(root.querySelector('img, b, i')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

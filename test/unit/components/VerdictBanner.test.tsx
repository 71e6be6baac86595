// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type BannerKind, VerdictBanner } from '@/components/VerdictBanner';
import { byTestId, mount } from '@/test/support/mount';

describe('VerdictBanner (test contract: data-testid="verdict")', () => {
  const cases: [BannerKind, string][] = [
    ['allowed', 'Allowed'],
    ['disallowed', 'Disallowed'],
    ['unreachable', 'Unreachable: treated as disallowed'],
    ['expired', 'Expired: not crawlable until refreshed'],
    ['not-applicable', 'Not applicable'],
    ['loading', 'Checking…'],
  ];
  it.each(cases)(
    '%s: data-verdict, data-agent and a word that reads without colour',
    (kind, word) => {
      const root = mount(
        <VerdictBanner
          kind={kind}
          agent="GPTBot"
          headline="GPTBot may crawl this page."
          explanation="Why."
        />,
      );
      const v = byTestId(root, 'verdict');
      expect(v?.dataset.verdict).toBe(kind);
      expect(v?.dataset.agent).toBe('GPTBot');
      expect(v?.textContent).toContain(word);
      expect(v?.className).toContain(`v-${kind}`);
    },
  );

  it('shows the headline and the explanation in words', () => {
    const root = mount(
      <VerdictBanner
        kind="unreachable"
        agent="Googlebot"
        headline="Googlebot may not crawl this page now."
        explanation="robots.txt answered 503: RFC 9309 §2.3.1.4 says assume complete disallow until it can be fetched."
      />,
    );
    expect(root.textContent).toContain('Googlebot may not crawl this page now.');
    expect(root.textContent).toContain('robots.txt answered 503');
  });

  it('loading: busy, a skeleton instead of text', () => {
    const root = mount(<VerdictBanner kind="loading" agent="" />);
    const v = byTestId(root, 'verdict');
    expect(v?.getAttribute('aria-busy')).toBe('true');
    expect(v?.querySelectorAll('.skeleton')).toHaveLength(2);
  });

  it('error: the message in an alert with data-testid="error"', () => {
    const root = mount(
      <VerdictBanner kind="error" agent="Googlebot" error="No answer from the background" />,
    );
    expect(byTestId(root, 'verdict')?.dataset.verdict).toBe('error');
    const err = byTestId(root, 'error');
    expect(err?.getAttribute('role')).toBe('alert');
    expect(err?.textContent).toBe('No answer from the background');
  });

  it('renders untrusted text as text, never HTML', () => {
    const root = mount(
      <VerdictBanner
        kind="allowed"
        agent="x"
        headline="<img src=x onerror=alert(1)>"
        explanation="<b>hi</b>"
      />,
    );
    expect(root.querySelector('img, b')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

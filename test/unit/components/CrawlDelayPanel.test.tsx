// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CrawlDelayPanel } from '@/components/CrawlDelayPanel';
import type { DelayInfo } from '@/lib/report';
import { byTestId, mount } from '@/test/support/mount';

const delay = (over: Partial<DelayInfo>): DelayInfo => ({
  seconds: 10,
  declared: 10,
  raw: '10',
  line: 2,
  source: 'wildcard',
  reason: 'robots.txt declares Crawl-delay: 10 for User-agent: *; 10 s applied.',
  flagged: false,
  note: null,
  suggestedSeconds: null,
  floor: 1,
  ceiling: 60,
  ...over,
});

describe('CrawlDelayPanel (data-testid="crawl-delay")', () => {
  it('declared: applied seconds, the line as written, the group, the reason', () => {
    const root = mount(<CrawlDelayPanel delay={delay({})} agent="Bingbot" />);
    const el = byTestId(root, 'crawl-delay');
    expect(el?.dataset.seconds).toBe('10');
    expect(el?.textContent).toContain(
      '10 s between requests (declared Crawl-delay: 10 at line 2, in the User-agent: * group)',
    );
    expect(el?.textContent).toContain(
      'robots.txt declares Crawl-delay: 10 for User-agent: *; 10 s applied.',
    );
    expect(el?.querySelector('.warn')).toBeNull();
  });

  it('flagged (docs/design.md: 86400 exceeds the ceiling): a review warning', () => {
    const root = mount(
      <CrawlDelayPanel
        delay={delay({
          seconds: 60,
          declared: 86400,
          raw: '86400',
          line: 5,
          source: 'agent',
          flagged: true,
          reason: 'declared 86400 s exceeds the ceiling; clamped, flagged for review',
        })}
        agent="Bingbot"
      />,
    );
    const el = byTestId(root, 'crawl-delay');
    expect(el?.dataset.seconds).toBe('60');
    expect(el?.textContent).toContain("in this crawler's own group");
    expect(el?.querySelector('.callout.warn')?.textContent).toContain(
      'Review: the declared value is outside the 1 s–1 min range',
    );
  });

  it('unparseable value: the reason names the raw text', () => {
    const root = mount(
      <CrawlDelayPanel
        delay={delay({
          seconds: 1,
          declared: null,
          raw: '10 seconds',
          reason: 'Crawl-delay "10 seconds" is not a number; the 1 s floor applies.',
        })}
        agent="Bingbot"
      />,
    );
    expect(root.textContent).toContain('declared Crawl-delay: 10 seconds at line 2');
    expect(root.textContent).toContain('"10 seconds" is not a number');
    expect(root.textContent).not.toContain('Suggested pace');
  });

  it('none declared: a suggested pace from measured latency', () => {
    const root = mount(
      <CrawlDelayPanel
        delay={delay({
          seconds: 1,
          declared: null,
          raw: null,
          line: null,
          source: 'none',
          reason: 'robots.txt declares no Crawl-delay; the 1 s floor applies.',
          suggestedSeconds: 2.5,
        })}
        agent="ClaudeBot"
      />,
    );
    const el = byTestId(root, 'crawl-delay');
    expect(el?.dataset.seconds).toBe('1');
    expect(el?.textContent).not.toContain('declared Crawl-delay');
    expect(el?.textContent).toContain(
      'robots.txt declares no Crawl-delay for ClaudeBot. Suggested pace: one request every 2.5 s',
    );
  });

  it.each([
    ['Googlebot', 'Googlebot ignores Crawl-delay; Google sets its own crawl rate.'],
    [
      'Bingbot',
      'Bingbot reads Crawl-delay as a time window: at most one page per window of that many seconds.',
    ],
  ])('per-crawler note for %s', (agent, note) => {
    const root = mount(<CrawlDelayPanel delay={delay({ note })} agent={agent} />);
    expect(root.textContent).toContain(note);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ReadingsTable } from '@/components/ReadingsTable';
import { disagreementLine } from '@/components/readingWords';
import { VerdictBanner } from '@/components/VerdictBanner';
import { CAUSE_TEXT, compareReadings } from '@/lib/robots/readings';
import { byTestId, click, mount } from '@/test/support/mount';

const URL_ = 'https://example.com/page';

describe('ReadingsTable (contract `readings`, docs/design.md "Readings")', () => {
  it('one item per reading with data-reading, data-allowed and data-delay', () => {
    const rows = compareReadings({
      text: 'User-agent: *\nCrawl-delay: 5\nDisallow: /page\n',
      url: URL_,
      agent: 'Googlebot',
    });
    const root = mount(<ReadingsTable rows={rows} />);
    const items = [...(byTestId(root, 'readings')?.querySelectorAll('li') ?? [])];
    expect(items.map((li) => [li.dataset.reading, li.dataset.allowed, li.dataset.delay])).toEqual([
      ['google', 'false', ''],
      ['scrapy', 'false', '5'],
      ['python', 'false', '5'],
    ]);
    expect(items.some((li) => li.dataset.differs)).toBe(false);
  });

  it('marks the rows that differ from Google and says why; the line opens the viewer', () => {
    // RFC 9309 §2.2.1: Google matches no group for a token with digits; Protego and robotparser do.
    const rows = compareReadings({
      text: 'User-agent: MJ12bot\nDisallow: /\n',
      url: URL_,
      agent: 'MJ12bot',
    });
    const onLine = vi.fn();
    const root = mount(<ReadingsTable rows={rows} onLine={onLine} />);
    const scrapy = root.querySelector<HTMLElement>('[data-reading="scrapy"]');
    expect(scrapy?.dataset.differs).toBe('true');
    expect(scrapy?.textContent).toContain('(differs from Google)');
    const cause = rows.find((r) => r.reading === 'scrapy')?.cause;
    if (cause) expect(scrapy?.textContent).toContain(CAUSE_TEXT[cause]);
    click(scrapy?.querySelector('button.line-link') as HTMLButtonElement);
    expect(onLine).toHaveBeenCalledWith(2);
  });

  it('a fetch outcome without a file: everything allowed or disallowed, said in words', () => {
    const rows = compareReadings({
      outcome: { kind: 'http-error', status: 503 },
      url: URL_,
      agent: 'Googlebot',
    });
    const root = mount(<ReadingsTable rows={rows} />);
    expect(root.querySelector('[data-reading="scrapy"]')?.textContent).toContain(
      'everything allowed (no usable file)',
    );
    expect(root.querySelector('[data-reading="scrapy"]')?.textContent).toContain(
      CAUSE_TEXT['fail-open'],
    );
  });
});

describe("disagreementLine (the first screen's readings line)", () => {
  it('names the readings that disagree with Google, by verdict; null when all agree', () => {
    const mj = compareReadings({
      text: 'User-agent: MJ12bot\nDisallow: /\n',
      url: URL_,
      agent: 'MJ12bot',
    });
    expect(disagreementLine(mj)).toBe('Scrapy and Python read this as disallowed');
    const plain = compareReadings({
      text: 'User-agent: *\nDisallow: /x\n',
      url: URL_,
      agent: 'Googlebot',
    });
    expect(disagreementLine(plain)).toBeNull();
  });
});

describe('VerdictBanner: the page\'s own signals beside the crawl verdict (issue 15 "Badge and banner")', () => {
  // noindex and the conflict in words are on the indexing line just below (issue 14: said once);
  // the banner carries them as attributes.
  it('carries noindex and the conflict as data-noindex and data-conflict', () => {
    const root = mount(
      <VerdictBanner
        kind="disallowed"
        agent="Googlebot"
        page={{
          noindex: true,
          conflicts: [
            { code: 'noindex-unreachable-by-crawler', words: 'its noindex is never seen' },
          ],
        }}
      />,
    );
    const banner = byTestId(root, 'verdict');
    expect(banner?.dataset.noindex).toBe('true');
    expect(banner?.dataset.conflict).toBe('noindex-unreachable-by-crawler');
    // noindex beside the verdict; the conflict's words are on the indexing line below, not repeated.
    expect(banner?.querySelector('.verdict-label')?.textContent).toBe(
      '✕Disallowed for Googlebot · noindex',
    );
  });

  it('says nothing of the page before its signals are known', () => {
    const root = mount(<VerdictBanner kind="allowed" agent="Googlebot" page={null} />);
    expect(byTestId(root, 'verdict')?.dataset.noindex).toBeUndefined();
    expect(root.textContent).not.toContain('noindex');
  });
});

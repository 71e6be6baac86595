import { execFileSync } from 'node:child_process';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  CRAWLER_EXPORT_FORMATS,
  type CrawlerExportInput,
  crawlerExport,
  hostOf,
} from '../../../lib/exports/crawlerExport';

const SHA = 'a'.repeat(64);
const INPUT: CrawlerExportInput = {
  origin: 'https://shop.example:8443',
  agent: 'MyCrawler',
  delay: {
    seconds: 60,
    declared: 86400,
    raw: '86400',
    line: 3,
    reason: 'declared 86400 s exceeds the ceiling; clamped, flagged for review',
    flagged: true,
    floor: 1,
    ceiling: 60,
  },
  sha256: SHA,
  audit: { tool: 'Robots Lens', verdict: 'allowed' },
};
/** Hostile text a site controls (its Crawl-delay value) must stay inside comments. */
const HOSTILE: CrawlerExportInput = {
  ...INPUT,
  delay: {
    ...INPUT.delay,
    seconds: 1.5,
    raw: '1,5\n--> <x>"""\u0000',
    reason: 'a -- b\r\nimport os',
  },
};

/** Python's own parser is the judge (issue 16: "Scrapy output is valid Python"). */
function pythonAst(source: string): string {
  return execFileSync(
    'python3',
    ['-c', 'import ast,sys; print(ast.dump(ast.parse(sys.stdin.read())))'],
    {
      input: source,
    },
  ).toString();
}

describe('crawler settings export', () => {
  it.each([INPUT, HOSTILE])(
    'Scrapy: valid Python, one slot for the hostname, no randomisation',
    (input) => {
      const text = crawlerExport('scrapy', input);
      const tree = pythonAst(text);
      expect(tree).toContain("Name(id='ROBOTSTXT_OBEY', ctx=Store())], value=Constant(value=True)");
      // Scrapy's slot key is the hostname without the port (scrapy/core/downloader/__init__.py).
      expect(text).toContain(
        `"shop.example": {"delay": ${input.delay.seconds === 60 ? '60.0' : '1.5'}, "concurrency": 1, "randomize_delay": False}`,
      );
      expect(text).toContain(
        `AUTOTHROTTLE_START_DELAY = ${input.delay.seconds === 60 ? '60.0' : '1.5'}`,
      );
      expect(text).toContain(`# robots.txt snapshot SHA-256: ${SHA}`);
      expect(tree).not.toContain('import');
    },
  );

  it.each([INPUT, HOSTILE])('Crawlee: TypeScript that parses, its object valid JSON', (input) => {
    const text = crawlerExport('crawlee', input);
    const out = ts.transpileModule(text, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext },
    });
    expect(out.diagnostics).toEqual([]);
    const json = text.slice(text.indexOf('= {') + 2, text.lastIndexOf(';'));
    const minute = Math.floor(60 / input.delay.seconds);
    expect(JSON.parse(json)).toEqual({
      respectRobotsTxtFile: true,
      sameDomainDelaySecs: input.delay.seconds,
      maxRequestsPerMinute: minute,
      maxConcurrency: 1,
    });
    expect(text).toContain(SHA);
  });

  it.each([INPUT, HOSTILE])(
    'Nutch / StormCrawler: well-formed XML with the fetcher keys',
    (input) => {
      const text = crawlerExport('nutch', input);
      expect(XMLValidator.validate(text)).toBe(true);
      const parsed = new XMLParser().parse(text);
      const props = parsed.configuration.property as { name: string; value: number }[];
      expect(Object.fromEntries(props.map((p) => [p.name, p.value]))).toEqual({
        'fetcher.server.delay': input.delay.seconds,
        'fetcher.max.crawl.delay': 60,
        'fetcher.threads.per.queue': 1,
      });
      expect(text).toContain(SHA);
    },
  );

  it("JSON: the audit record plus every format's settings", () => {
    const json = JSON.parse(crawlerExport('json', INPUT));
    expect(json.auditRecord).toEqual(INPUT.audit);
    expect(json.robotsTxtSha256).toBe(SHA);
    expect(json.crawlDelay.reason).toBe(INPUT.delay.reason);
    expect(json.settings.scrapy.DOWNLOAD_SLOTS).toEqual({
      'shop.example': { delay: 60, concurrency: 1, randomize_delay: false },
    });
    expect(json.settings.crawlee.sameDomainDelaySecs).toBe(60);
  });

  it('every format is covered and names the hostname as Scrapy does (IPv6 without brackets)', () => {
    expect(CRAWLER_EXPORT_FORMATS).toEqual(['scrapy', 'crawlee', 'nutch', 'json']);
    expect(hostOf('http://[::1]:8080')).toBe('::1');
    expect(hostOf('https://Example.COM')).toBe('example.com');
  });
});

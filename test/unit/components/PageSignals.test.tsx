// @vitest-environment happy-dom
/**
 * The page-signal components and their test contract (docs/design.md "Contracts":
 * `indexing` with data-index/data-follow/data-canonical and `indexing-source` items with
 * data-source; `conflicts` items with data-code; `ai-signals` items with data-signal and
 * data-value). Untrusted text stays text; only http(s) URLs become links.
 */
import { fireEvent } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AiSignalsPanel } from '@/components/AiSignalsPanel';
import { ConflictList } from '@/components/ConflictList';
import { IndexingLine } from '@/components/IndexingLine';
import type { Indexing } from '@/lib/signals';
import { byTestId, mount } from '@/test/support/mount';

const base: Indexing = {
  index: 'noindex',
  follow: 'follow',
  canonical: { state: 'other', url: 'https://shop.example/b', candidates: [] },
  sources: [
    {
      source: 'meta',
      name: 'robots',
      agent: null,
      text: 'noindex',
      directives: [{ name: 'noindex' }],
    },
    {
      source: 'header',
      name: 'X-Robots-Tag',
      agent: 'googlebot',
      text: 'unavailable_after: 2020-01-01',
      directives: [{ name: 'unavailable_after', value: '2020-01-01' }],
      dateNote: 'expired',
    },
  ],
};

describe('IndexingLine', () => {
  it('carries the contract attributes and one item per source', () => {
    const root = mount(<IndexingLine indexing={base} agent="Googlebot" from="tab" />);
    const line = byTestId(root, 'indexing');
    expect(line?.dataset).toMatchObject({
      index: 'noindex',
      follow: 'follow',
      canonical: 'https://shop.example/b',
    });
    const items = [...root.querySelectorAll<HTMLElement>('[data-testid="indexing-source"]')];
    expect(items.map((i) => i.dataset.source)).toEqual(['meta', 'header']);
    expect(items[0]?.textContent).toContain('noindex');
    expect(items[1]?.textContent).toContain('date has passed');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['conflicting', { state: 'conflicting', url: null, candidates: [] }, ''],
    ['invalid (javascript:)', { state: 'invalid', url: null, candidates: [] }, ''],
    [
      'self',
      { state: 'self', url: 'https://shop.example/a', candidates: [] },
      'https://shop.example/a',
    ],
  ] as const)('canonical %s: data-canonical and no stray link', (_, canonical, attr) => {
    const root = mount(
      <IndexingLine
        indexing={{ ...base, canonical: { ...canonical, candidates: [] } }}
        agent="*"
        from="fetched"
      />,
    );
    expect(byTestId(root, 'indexing')?.dataset.canonical).toBe(attr);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('As fetched without cookies');
  });

  it('says what could not be read, and where a fetch was redirected', () => {
    const root = mount(
      <IndexingLine
        indexing={{ ...base, index: 'unknown', follow: 'unknown', sources: [] }}
        agent="Googlebot"
        from="fetched"
        redirectedTo="https://shop.example/new"
        problems={[{ code: 'timeout', detail: '10' }]}
      />,
    );
    expect(byTestId(root, 'indexing-problem')?.textContent).toBe(
      'Not everything could be read: timed out after 10 s.',
    );
    expect(root.textContent).toContain('redirected to https://shop.example/new');
  });

  it.each([
    ['no-head', 'has no <head>'],
    ['truncated', 'goes on past the first 512 KiB'],
    ['binary', 'not HTML text (binary content)'],
    ['too-many-elements', 'more than 1,000 meta and link elements'],
  ] as const)('issue 15 bad input: the head note %s is said in words', (note, words) => {
    const root = mount(
      <IndexingLine indexing={base} agent="Googlebot" from="fetched" headNotes={[note]} />,
    );
    const item = byTestId(root, 'head-note');
    expect(item?.dataset.note).toBe(note);
    expect(item?.textContent).toContain(words);
  });

  it('directive text from the page stays text', () => {
    const root = mount(
      <IndexingLine
        indexing={{
          ...base,
          sources: [
            {
              source: 'meta',
              name: 'robots',
              agent: null,
              text: '<img src=x onerror=alert(1)>',
              directives: [],
            },
          ],
        }}
        agent="Googlebot"
        from="tab"
      />,
    );
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('ConflictList', () => {
  it('one item per conflict with its code, in words', () => {
    const root = mount(
      <ConflictList
        agent="Googlebot"
        conflicts={[
          { code: 'noindex-unreachable-by-crawler' },
          { code: 'canonical-disallowed', urls: ['https://shop.example/old'] },
        ]}
      />,
    );
    const items = [...(byTestId(root, 'conflicts')?.querySelectorAll<HTMLElement>('li') ?? [])];
    expect(items.map((i) => i.dataset.code)).toEqual([
      'noindex-unreachable-by-crawler',
      'canonical-disallowed',
    ]);
    expect(items[0]?.textContent).toContain('never sees the noindex');
    expect(items[1]?.textContent).toContain('https://shop.example/old');
  });

  it('an empty list is present and empty', () => {
    const root = mount(<ConflictList agent="Googlebot" conflicts={[]} />);
    expect(byTestId(root, 'conflicts')?.children).toHaveLength(0);
  });
});

describe('AiSignalsPanel', () => {
  it('one item per signal with data-signal and data-value; notes in words', () => {
    const root = mount(
      <AiSignalsPanel
        agent="GPTBot"
        files={{}}
        onFetchFile={() => {}}
        signals={[
          {
            signal: 'content-signal',
            value: 'train-ai=no',
            source: 'robots',
            line: 3,
            path: '/',
            raw: 'train-ai=no',
            notes: ['vocabulary-mixup'],
          },
          {
            signal: 'tdm-reservation',
            value: '1',
            source: 'header',
            raw: 'tdm-reservation: 1',
            policy: 'https://p.example/',
          },
          { signal: 'noai', value: 'noai', source: 'meta', raw: 'noai' },
        ]}
      />,
    );
    const items = [
      ...(byTestId(root, 'ai-signals')?.querySelectorAll<HTMLElement>(':scope > li') ?? []),
    ];
    expect(items.map((i) => [i.dataset.signal, i.dataset.value])).toEqual([
      ['content-signal', 'train-ai=no'],
      ['tdm-reservation', '1'],
      ['noai', 'noai'],
    ]);
    expect(items[0]?.textContent).toContain('robots.txt line 3');
    expect(items[0]?.querySelector('[data-note="vocabulary-mixup"]')?.textContent).toContain(
      'train-ai',
    );
  });

  it('llms.txt and tdmrep.json only on request; a fetched file joins the list', () => {
    const onFetchFile = vi.fn();
    const root = mount(
      <AiSignalsPanel
        agent="GPTBot"
        signals={[]}
        onFetchFile={onFetchFile}
        files={{
          'llms-txt': {
            status: 'done',
            report: {
              file: 'llms-txt',
              url: 'https://shop.example/llms.txt',
              httpStatus: 200,
              error: null,
              signal: { signal: 'llms-txt', value: 'present', source: 'well-known', raw: 'Shop' },
            },
          },
          tdmrep: { status: 'loading' },
        }}
      />,
    );
    expect(
      byTestId(root, 'ai-signals')
        ?.querySelector('[data-signal="llms-txt"]')
        ?.getAttribute('data-value'),
    ).toBe('present');
    expect(byTestId(root, 'fetch-tdmrep')?.hasAttribute('disabled')).toBe(true);
    const button = byTestId(root, 'fetch-llms-txt');
    if (button) fireEvent.click(button);
    expect(onFetchFile).toHaveBeenCalledWith('llms-txt');
  });

  it('TDMRep #sec-processing-priority: the fetched tdmrep.json is overridden by the header, in words', () => {
    const root = mount(
      <AiSignalsPanel
        agent="GPTBot"
        signals={[
          { signal: 'tdm-reservation', value: '0', source: 'header', raw: 'tdm-reservation: 0' },
        ]}
        onFetchFile={() => {}}
        files={{
          tdmrep: {
            status: 'done',
            report: {
              file: 'tdmrep',
              url: 'https://shop.example/.well-known/tdmrep.json',
              httpStatus: 200,
              error: null,
              signal: { signal: 'tdm-reservation', value: '1', source: 'well-known', raw: '{}' },
            },
          },
        }}
      />,
    );
    const items = [...(byTestId(root, 'ai-signals')?.querySelectorAll(':scope > li') ?? [])];
    expect(
      items.map((li) => li.querySelector('[data-note]')?.getAttribute('data-note') ?? null),
    ).toEqual([null, 'superseded']);
    expect(items[1]?.textContent).toContain('overridden by a later declaration');
  });

  it('says when nothing applies', () => {
    const root = mount(<AiSignalsPanel agent="*" signals={[]} files={{}} onFetchFile={() => {}} />);
    expect(root.textContent).toContain('No AI-use signal applies to Any other crawler (*)');
  });
});

// @vitest-environment happy-dom
/**
 * The live head (docs/design.md: read when the popup opens with scripting.executeScript, a function
 * returning plain data; metas added by scripts count, as Google renders). collectHead runs here
 * against happy-dom's document, as executeScript would run it in the page.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { collectHead, readLiveHead, type ScriptingLike } from '@/lib/page/liveHead';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('collectHead', () => {
  it('reads metas (name and http-equiv) and links, including ones a script added', () => {
    document.head.innerHTML =
      '<meta name="robots" content="index"><meta http-equiv="tdm-reservation" content="1"><link rel="canonical" href="/c"><meta name="nocontent">';
    const added = document.createElement('meta');
    added.setAttribute('name', 'googlebot');
    added.setAttribute('content', 'noindex');
    document.head.append(added);
    expect(collectHead(100)).toEqual({
      metas: [
        { name: 'robots', content: 'index' },
        { name: 'tdm-reservation', content: '1', httpEquiv: true },
        { name: 'googlebot', content: 'noindex' },
      ],
      links: [{ rel: 'canonical', href: '/c' }],
      notes: [],
    });
  });

  it('is bounded and says so', () => {
    document.head.innerHTML = '<meta name="a" content="b">'.repeat(20);
    const head = collectHead(5);
    expect(head.metas).toHaveLength(5);
    expect(head.notes).toEqual(['too-many-elements']);
  });

  it('returns plain data that survives structured cloning', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const head = collectHead(10);
    expect(structuredClone(head)).toEqual(head);
  });
});

describe('readLiveHead', () => {
  it.each([
    [
      'a result',
      async () => [{ result: { metas: [], links: [], notes: [] } }],
      { ok: true, head: { metas: [], links: [], notes: [] } },
    ],
    [
      'no result (a page the browser keeps to itself)',
      async () => [{}],
      { ok: false, code: 'no-head', reason: 'the page returned no head' },
    ],
    [
      "a refusal, in the browser's words",
      async () => {
        throw new Error('Cannot access contents of the page');
      },
      { ok: false, code: 'head-unreadable', reason: 'Cannot access contents of the page' },
    ],
  ])('%s', async (_, executeScript, expected) => {
    const calls: unknown[] = [];
    const scripting: ScriptingLike = {
      executeScript: (injection) => {
        calls.push(injection);
        return executeScript();
      },
    };
    expect(await readLiveHead(scripting, 7, 1000)).toEqual(expected);
    expect(calls).toEqual([{ target: { tabId: 7 }, func: collectHead, args: [1000] }]);
  });
});

/**
 * The messaging layer's own failures are codes (lib/messagingError.ts) the pages word in their
 * language (components/errorWords.ts; issue 18: no English from the layer reaches the UI), while
 * a handler's error keeps its own words.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { errorWords } from '@/components/errorWords';
import { registerHandlers, sendMessage } from '@/lib/messaging';
import { type MessagingCode, MessagingError } from '@/lib/messagingError';
import { requestOverPort } from '@/lib/requestPort';
import { inLocale } from '@/test/support/inLocale';
import { portPair } from '@/test/support/requestPorts';

/** Chromium's and Firefox's rejection of runtime.sendMessage when nothing listens. */
const NO_RECEIVER = 'Could not establish connection. Receiving end does not exist.';

/** Every code, so a new one without words fails here (the object is checked against the type). */
const CODES = {
  'no-receiver': true,
  'no-answer': true,
  closed: true,
  'unknown-request': true,
  'unexpected-answer': true,
} satisfies Record<MessagingCode, true>;

describe('sendMessage: failures of the messaging as codes', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('the browser\'s "Receiving end does not exist" is no-receiver, for that request', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(new Error(NO_RECEIVER));
    const failure = sendMessage('listCache');
    await expect(failure).rejects.toBeInstanceOf(MessagingError);
    await expect(failure).rejects.toMatchObject({ code: 'no-receiver', request: 'listCache' });
  });

  it("any other browser error passes through as the browser's", async () => {
    const error = new Error('Extension context invalidated.');
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(error);
    await expect(sendMessage('listCache')).rejects.toBe(error);
  });

  it('a listener that answers nothing is no-answer', async () => {
    fakeBrowser.runtime.onMessage.addListener(((_m: unknown, _s: unknown, respond: () => void) => {
      respond();
      return true;
    }) as never);
    await expect(sendMessage('clearCache')).rejects.toMatchObject({
      code: 'no-answer',
      request: 'clearCache',
    });
  });

  it.each([
    ['a string', 'yes'],
    ['null', null],
    ['an object without ok', { value: 1 }],
  ])('an answer of another shape (%s) is unexpected-answer', async (_name, answer) => {
    fakeBrowser.runtime.onMessage.addListener(((
      _m: unknown,
      _s: unknown,
      respond: (a: unknown) => void,
    ) => {
      respond(answer);
      return true;
    }) as never);
    await expect(sendMessage('clearCache')).rejects.toMatchObject({ code: 'unexpected-answer' });
  });

  it("a handler's error keeps its own words (not a messaging failure)", async () => {
    registerHandlers({
      clearCache: () => {
        throw new Error('storage is full');
      },
    });
    const failure = sendMessage('clearCache');
    await expect(failure).rejects.toThrow('storage is full');
    await expect(failure).rejects.not.toBeInstanceOf(MessagingError);
  });
});

describe('requestOverPort: a port closed before its answer', () => {
  it('is closed, for that request', async () => {
    const { page, background } = portPair('request');
    background.onMessage.addListener(() => background.disconnect());
    const failure = requestOverPort('getProtection', undefined, () => page);
    await expect(failure).rejects.toMatchObject({ code: 'closed', request: 'getProtection' });
  });
});

describe('errorWords', () => {
  it.each(Object.keys(CODES) as MessagingCode[])('words %s in English and Chinese', (code) => {
    const error = new MessagingError(code, 'getReport');
    const en = errorWords(error);
    const zh = inLocale('zh_CN', () => errorWords(error));
    for (const words of [en, zh]) {
      expect(words).toContain('getReport');
      expect(words).not.toContain(code);
    }
    expect(en).toMatch(/^the extension's background /);
    expect(zh).toMatch(/扩展的后台/);
    expect(zh.replace('getReport', '')).not.toMatch(/[A-Za-z]/);
  });

  it('words the codes as the popup shows them', () => {
    expect(errorWords(new MessagingError('no-answer', 'getReport'))).toBe(
      "the extension's background did not answer (getReport)",
    );
    expect(inLocale('zh_CN', () => errorWords(new MessagingError('closed', 'getAiFile')))).toBe(
      '扩展的后台在响应前已停止（getAiFile）',
    );
  });

  it("any other error in its own words (a handler's, the browser's)", () => {
    expect(errorWords(new Error('storage is full'))).toBe('storage is full');
    expect(errorWords('plain text')).toBe('plain text');
  });
});

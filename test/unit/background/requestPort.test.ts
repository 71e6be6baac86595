/**
 * Requests over a one-request port (lib/messaging.ts): the same handlers as runtime messages,
 * errors as values; a page that goes away before the answer gets nothing posted to it (Firefox
 * logs a pending `runtime.sendMessage` rejected at unload as an error).
 */
import { describe, expect, it, vi } from 'vitest';
import { MessagingError } from '@/lib/messagingError';
import { requestOverPort, serveRequestPort } from '@/lib/requestPort';
import { connectTo, portPair } from '@/test/support/requestPorts';

describe('requestOverPort / serveRequestPort', () => {
  it('answers through the handler and closes the port', async () => {
    const getAiFile = vi.fn(async () => ({
      file: 'llms-txt' as const,
      url: 'u',
      httpStatus: 404,
      error: null,
      signal: null,
    }));
    const answer = await requestOverPort(
      'getAiFile',
      { url: 'https://a.example/', file: 'llms-txt' },
      connectTo({ getAiFile }),
    );
    expect(answer.httpStatus).toBe(404);
    expect(getAiFile).toHaveBeenCalledWith({ url: 'https://a.example/', file: 'llms-txt' });
  });

  it('a handler error arrives as a rejection in words', async () => {
    const getAiFile = vi.fn(async () => {
      throw new Error('robots.txt does not apply to chrome: pages');
    });
    await expect(
      requestOverPort('getAiFile', { url: 'chrome://x', file: 'tdmrep' }, connectTo({ getAiFile })),
    ).rejects.toThrow('robots.txt does not apply to chrome: pages');
  });

  it('an unknown request is answered with its code (worded by the page, issue 18)', async () => {
    const failure = requestOverPort('getAiFile', { url: 'u', file: 'tdmrep' }, connectTo({}));
    await expect(failure).rejects.toBeInstanceOf(MessagingError);
    await expect(failure).rejects.toMatchObject({ code: 'unknown-request', request: 'getAiFile' });
  });

  it('posts nothing to a page that has gone', async () => {
    const { page, background } = portPair('request');
    const pending: { finish: ((v: unknown) => void) | null } = { finish: null };
    const posted = vi.spyOn(background, 'postMessage');
    serveRequestPort(background, {
      getAiFile: () =>
        new Promise((r) => {
          pending.finish = r;
        }) as never,
    });
    page.postMessage({ type: 'getAiFile', data: { url: 'u', file: 'tdmrep' } });
    await vi.waitFor(() => expect(pending.finish).not.toBeNull());
    page.disconnect();
    await new Promise<void>((r) => queueMicrotask(r));
    pending.finish?.({});
    await Promise.resolve();
    await Promise.resolve();
    expect(posted).not.toHaveBeenCalled();
  });
});

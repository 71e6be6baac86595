/** Test doubles for `fetch`: real `Response` objects with the read-only `url`/`redirected` set. */

export interface FakeAnswer {
  status?: number;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  /** What `response.url` says (the final URL after redirects); '' when omitted. */
  url?: string;
  redirected?: boolean;
}

export function fakeResponse(answer: FakeAnswer = {}): Response {
  const status = answer.status ?? 200;
  const noBody = status === 204 || status === 304;
  const response = new Response(noBody ? null : (answer.body ?? ''), {
    status,
    headers: answer.headers,
  });
  Object.defineProperty(response, 'url', { value: answer.url ?? '' });
  Object.defineProperty(response, 'redirected', { value: answer.redirected ?? false });
  return response;
}

export interface FetchCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** A `fetch` that records each call and answers through `handler`. */
export function createFakeFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return handler(url, init);
  };
  return { fetch: fake as typeof fetch, calls };
}

/** A fetch that never answers until its signal aborts, as a hung server would. */
export function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });
}

/** A body that yields `chunk` forever (a generator of an endless robots.txt). */
export function endlessBody(chunk: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(chunk);
    },
  });
}

/** A body that sends `first` and then stalls without ever ending. */
export function stallingBody(first: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(first);
    },
  });
}

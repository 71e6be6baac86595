export interface CappedBody {
  bytes: Uint8Array;
  /** The body went on past `maxBytes`; the rest was not downloaded. */
  truncated: boolean;
}

/**
 * Reads at most `maxBytes` of a response body, then cancels the stream so a huge or endless body
 * costs no more than the cap. Rejects when `signal` aborts, even if the stream itself ignores it.
 */
export async function readBodyCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<CappedBody> {
  if (!response.body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = response.body.getReader();
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => {}); // observed through Promise.race below; never unhandled
  const chunks: Uint8Array[] = [];
  let length = 0;
  let truncated = false;
  try {
    while (true) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      const room = maxBytes - length;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        length += room;
        truncated = true;
        break;
      }
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => {}); // nothing left to read or the rest is unwanted
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, truncated };
}

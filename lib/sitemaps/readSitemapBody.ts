import { errorText } from '@/lib/errorText';
import { formatBytes } from '@/lib/formatBytes';
import { cutText } from './cutText';

export type BodyRead =
  | { ok: true; bytes: number; gzipped: boolean }
  | { ok: false; reason: string };

export interface ReadBodyOptions {
  /** Cap on the wire bytes and, for gzip, on the inflated bytes (sitemaps.org: 50 MB). */
  maxBytes: number;
  signal: AbortSignal;
}

/** Text is handed on in pieces of at most this many bytes, whatever the source's chunk size. */
const PIECE_BYTES = 64 * 1024;
/**
 * gzip input is fed to the inflater in slices this small: one slice inflates to at most ~16 MiB
 * (deflate's ratio is below 1,032:1), so peak memory follows the cap, not the source's chunk size
 * (issue 12: 2 MiB chunks took a 40 MiB bomb to 2.3 GiB).
 */
export const GZIP_SLICE_BYTES = 16 * 1024;

/**
 * Streams a sitemap body: gunzipped when its first bytes are the gzip magic `1f 8b` (the name and
 * Content-Type prove nothing), decoded as UTF-8 (sitemaps.org), handed to `onText` piece by piece.
 * `onText` answers a reason to stop reading. Rejects only when `signal` aborts.
 */
export async function readSitemapBody(
  body: ReadableStream<Uint8Array>,
  opts: ReadBodyOptions,
  onText: (text: string) => Promise<string | null>,
): Promise<BodyRead> {
  const source = body.getReader();
  try {
    let wire = 0;
    let first = await untilAborted(source.read(), opts.signal);
    // Two bytes decide gzip; a source may hand them over one at a time.
    while (!first.done && first.value.byteLength < 2) {
      const more = await untilAborted(source.read(), opts.signal);
      if (more.done) break;
      first = { done: false, value: concat(first.value, more.value) };
    }
    const head = first.done ? new Uint8Array(0) : first.value;
    const gzipped = head[0] === 0x1f && head[1] === 0x8b;
    async function* wireChunks(): AsyncGenerator<Uint8Array> {
      for (let next = first; !next.done; next = await untilAborted(source.read(), opts.signal)) {
        wire += next.value.byteLength;
        if (wire > opts.maxBytes)
          throw new BodyProblem(`body is larger than ${formatBytes(opts.maxBytes)}`);
        yield next.value;
      }
    }
    const decoder = new TextDecoder('utf-8');
    let bytes = 0;
    const chunks = gzipped ? inflate(wireChunks(), opts) : wireChunks();
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.byteLength; at += PIECE_BYTES) {
        const piece = chunk.subarray(at, at + PIECE_BYTES);
        bytes += piece.byteLength;
        if (bytes > opts.maxBytes) {
          throw new BodyProblem(
            `gzip body expands beyond ${formatBytes(opts.maxBytes)}; stopped (gzip bomb protection)`,
          );
        }
        const stop = await onText(decoder.decode(piece, { stream: true }));
        if (stop) return { ok: false, reason: stop };
      }
    }
    const stop = await onText(decoder.decode());
    if (stop) return { ok: false, reason: stop };
    return { ok: true, bytes, gzipped };
  } catch (error) {
    if (opts.signal.aborted) throw error;
    if (error instanceof BodyProblem) return { ok: false, reason: error.message };
    throw error;
  } finally {
    source.cancel().catch(() => {}); // the rest, if any, is unwanted
  }
}

/** A reason in words that ends the read (the cap, bad gzip); not a bug. */
class BodyProblem extends Error {}

/** `DecompressionStream` fed 16 KiB slices, each only when the inflater asks for more. */
async function* inflate(
  wire: AsyncGenerator<Uint8Array>,
  opts: ReadBodyOptions,
): AsyncGenerator<Uint8Array> {
  const inflater = new DecompressionStream('gzip');
  const writer = inflater.writable.getWriter();
  const output = inflater.readable.getReader();
  const feeding = (async () => {
    for await (const chunk of wire) {
      for (let at = 0; at < chunk.byteLength; at += GZIP_SLICE_BYTES) {
        await writer.ready;
        void writer
          .write(chunk.subarray(at, at + GZIP_SLICE_BYTES) as Uint8Array<ArrayBuffer>)
          .catch(() => {}); // seen on `output`
      }
    }
    await writer.close();
  })();
  let fed: unknown = null;
  feeding.catch((error: unknown) => {
    fed = error;
    output.cancel(error).catch(() => {});
  });
  try {
    while (true) {
      const next = await untilAborted(output.read(), opts.signal);
      if (next.done) break;
      yield next.value;
    }
    await feeding;
  } catch (error) {
    if (opts.signal.aborted) throw error;
    if (fed instanceof BodyProblem) throw fed;
    const message = errorText(fed ?? error);
    throw new BodyProblem(`invalid gzip data (${cutText(message, 200)})`);
  } finally {
    writer.abort().catch(() => {});
    output.cancel().catch(() => {});
  }
}

/** Settles when `signal` aborts even if the source ignores it. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const fail = () => reject(signal.reason);
    signal.addEventListener('abort', fail, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', fail));
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}

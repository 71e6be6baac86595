import { errorText } from '@/lib/errorText';
import type { HeadData } from '../signals';

/**
 * The live DOM's head, read when the popup opens (`scripting.executeScript` with a function that
 * returns plain data; no content script stays behind). Metas added by scripts count: Google
 * renders pages and reads the robots meta of the rendered DOM ("Robots meta tag specifications":
 * JavaScript-added metas are read when rendering). Bounded like the HTML reader.
 */

/** Runs in the page: self-contained (serialised by executeScript), returns plain data only. */
export function collectHead(max: number): HeadData {
  const head = document.head;
  const metas: HeadData['metas'] = [];
  const links: HeadData['links'] = [];
  const notes: HeadData['notes'] = [];
  if (!head) return { metas, links, notes: ['no-head'] };
  const elements = head.querySelectorAll('meta, link');
  for (const element of Array.from(elements)) {
    if (metas.length + links.length >= max) {
      notes.push('too-many-elements');
      break;
    }
    if (element.localName === 'meta') {
      const name = element.getAttribute('name');
      const equiv = element.getAttribute('http-equiv');
      const content = element.getAttribute('content');
      if (content === null) continue;
      if (name !== null) metas.push({ name: name.slice(0, 200), content: content.slice(0, 4096) });
      else if (equiv !== null)
        metas.push({ name: equiv.slice(0, 200), content: content.slice(0, 4096), httpEquiv: true });
    } else {
      const rel = element.getAttribute('rel');
      const href = element.getAttribute('href');
      if (rel !== null && href !== null)
        links.push({ rel: rel.slice(0, 200), href: href.slice(0, 4096) });
    }
  }
  return { metas, links, notes };
}

export interface ScriptingLike {
  executeScript(injection: {
    target: { tabId: number };
    func: (max: number) => HeadData;
    args: [number];
  }): Promise<{ result?: unknown }[]>;
}

export type LiveHead =
  | { ok: true; head: HeadData }
  | { ok: false; code: 'no-head' | 'head-unreadable' | 'no-scripting'; reason: string };

/** The tab's head, or why it could not be read (a browser page, a PDF viewer, a closed tab). */
export async function readLiveHead(
  scripting: ScriptingLike,
  tabId: number,
  max: number,
): Promise<LiveHead> {
  try {
    const [first] = await scripting.executeScript({
      target: { tabId },
      func: collectHead,
      args: [max],
    });
    const head = first?.result as HeadData | undefined;
    if (!head || !Array.isArray(head.metas) || !Array.isArray(head.links))
      return { ok: false, code: 'no-head', reason: 'the page returned no head' };
    return { ok: true, head };
  } catch (error) {
    return { ok: false, code: 'head-unreadable', reason: errorText(error) };
  }
}

import { useEffect, useRef, useState } from 'preact/hooks';
import type { AiFileState } from '@/components/AiSignalsPanel';
import { errorWords } from '@/components/errorWords';
import type { AiFile, PageSignalsReport } from '@/lib/page/types';
import { requestOverPort } from '@/lib/requestPort';

export interface PageSignalsState {
  page: PageSignalsReport | null;
  /** Asked for and not answered yet: where the signals come from, and the page's URL. */
  waiting: { from: 'tab' | 'fetched'; url: string } | null;
  /** The signals could not be had, in words (the verdict above stands regardless). */
  error: string | null;
  files: Partial<Record<AiFile, AiFileState>>;
  fetchFile: (file: AiFile) => void;
}

/**
 * The page's own signals, asked for once the verdict is on screen (signals add no time to it):
 * the open tab's when `tabId` is given, else the URL fetched without cookies. llms.txt and
 * tdmrep.json are fetched only when the user asks.
 */
export function usePageSignals(
  url: string | null,
  agent: string | null,
  tabId: number | null,
): PageSignalsState {
  const [page, setPage] = useState<PageSignalsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<PageSignalsState['waiting']>(null);
  const [files, setFiles] = useState<Partial<Record<AiFile, AiFileState>>>({});
  const seq = useRef(0);

  useEffect(() => {
    const id = ++seq.current;
    setPage(null);
    setError(null);
    setFiles({});
    setWaiting(null);
    if (!url || !agent) return;
    const request = tabId === null ? { url, agent } : { url, agent, tabId };
    setWaiting({ from: tabId === null ? 'fetched' : 'tab', url });
    const settle = () => id === seq.current && setWaiting(null);
    requestOverPort('getPageSignals', request).then(
      (answer) => {
        if (id === seq.current) setPage(answer);
        settle();
      },
      (e: unknown) => {
        if (id === seq.current) setError(errorWords(e));
        settle();
      },
    );
  }, [url, agent, tabId]);

  const fetchFile = (file: AiFile) => {
    if (!url) return;
    const id = seq.current;
    setFiles((f) => ({ ...f, [file]: { status: 'loading' } }));
    requestOverPort('getAiFile', { url, file }).then(
      (report) =>
        id === seq.current && setFiles((f) => ({ ...f, [file]: { status: 'done', report } })),
      (e: unknown) =>
        id === seq.current &&
        setFiles((f) => ({ ...f, [file]: { status: 'failed', reason: errorWords(e) } })),
    );
  };

  return { page, waiting, error, files, fetchFile };
}

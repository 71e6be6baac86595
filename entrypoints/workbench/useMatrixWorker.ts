import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { MatrixEvent, MatrixJob, MatrixResult } from '@/lib/workbench';

export type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; result: MatrixResult; ms: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'error'; reason: string };

/** Runs matrix jobs in a Web Worker with progress; `cancel` terminates it at once. */
export function useMatrixWorker() {
  const [state, setState] = useState<RunState>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(0);
  const progress = useRef({ done: 0, total: 0 });

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);

  function run(job: Omit<MatrixJob, 'id'>) {
    stop();
    const id = ++nextId.current;
    const started = performance.now();
    progress.current = { done: 0, total: 0 };
    const w = new Worker(new URL('./matrix.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<MatrixEvent>) => {
      const message = event.data;
      if (message.id !== id) return;
      if (message.type === 'progress') {
        progress.current = { done: message.done, total: message.total };
        setState({ kind: 'running', ...progress.current });
      } else if (message.type === 'done') {
        stop();
        setState({ kind: 'done', result: message.result, ms: performance.now() - started });
      } else {
        stop();
        setState({ kind: 'error', reason: message.reason });
      }
    };
    w.onerror = (event) => {
      stop();
      setState({
        kind: 'error',
        reason: i18n.t('workbench.run.workerFailed', [
          event.message || i18n.t('workbench.run.noReason'),
        ]),
      });
    };
    setState({ kind: 'running', done: 0, total: 0 });
    w.postMessage({ ...job, id } satisfies MatrixJob);
  }

  function cancel() {
    if (!worker.current) return;
    stop();
    setState({ kind: 'cancelled', ...progress.current });
  }

  return { state, run, cancel };
}

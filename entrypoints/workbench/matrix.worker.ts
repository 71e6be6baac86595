import { errorText } from '@/lib/errorText';
import { type MatrixEvent, type MatrixJob, runMatrixJob, transferables } from '@/lib/workbench';

/**
 * The workbench's matrix, off the page's thread. One job at a time; Cancel terminates the
 * worker (a fresh one serves the next run), so a long run never has to poll for a stop.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MatrixJob>) => void) | null;
  postMessage(message: MatrixEvent, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const job = event.data;
  try {
    const result = runMatrixJob(job, (done, total) =>
      scope.postMessage({ type: 'progress', id: job.id, done, total }),
    );
    scope.postMessage({ type: 'done', id: job.id, result }, transferables(result));
  } catch (error) {
    const reason = errorText(error);
    scope.postMessage({ type: 'error', id: job.id, reason });
  }
};

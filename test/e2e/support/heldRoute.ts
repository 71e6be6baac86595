import type { ServerResponse } from 'node:http';
import type { Route } from './site';

/**
 * A route that answers 200 with `body` only once `release()` is called (requests made before
 * wait; later ones are answered at once), so a test can act while a fetch is in flight.
 */
export function heldRoute(body: string): { route: Route; release: () => void } {
  const waiting: ServerResponse[] = [];
  let open = false;
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(body);
  };
  return {
    route: (_req, res) => (open ? answer(res) : void waiting.push(res)),
    release() {
      open = true;
      for (const res of waiting.splice(0)) answer(res);
    },
  };
}

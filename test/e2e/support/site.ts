import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
}

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestSite {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests made for one path (e.g. '/robots.txt'). */
  hits(path: string): RecordedRequest[];
  route(path: string, handler: Route): void;
  close(): Promise<void>;
}

/** An in-process site on 127.0.0.1, port 0: tests never touch the internet. */
export async function startSite(routes: Record<string, Route> = {}): Promise<TestSite> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, headers: req.headers });
    const handler = table.get(path);
    if (handler) return handler(req, res);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>page</title><p>test page</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    hits: (path) => requests.filter((r) => r.path === path),
    route: (path, handler) => void table.set(path, handler),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A route answering with a fixed status, body and headers. */
export function respond(status: number, body = '', headers: Record<string, string> = {}): Route {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };
}

/**
 * Sites started by one test and closed after it: call `start` in a test, `closeAll` in
 * `afterEach`.
 */
export function siteRegistry() {
  let open: TestSite[] = [];
  return {
    async start(routes: Record<string, Route> = {}): Promise<TestSite> {
      const s = await startSite(routes);
      open.push(s);
      return s;
    },
    async closeAll(): Promise<void> {
      const closing = open;
      open = [];
      await Promise.all(closing.map((s) => s.close()));
    },
  };
}

import { readFileSync } from 'node:fs';
import { createServer as createHttp, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { type AddressInfo, createServer as createNet, type Socket } from 'node:net';
import { resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';

const TLS_DIR = resolve(__dirname, '../../fixtures/tls');

export interface DualSite {
  port: number;
  /** Requests seen, with the scheme they came over. */
  requests: { scheme: 'http' | 'https'; path: string }[];
  close(): Promise<void>;
}

type DualRoute = (scheme: 'http' | 'https', req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local site answering HTTP and HTTPS on ONE port (the first byte of a TLS handshake is 0x16),
 * so `http://host:P/robots.txt` → `https://host:P/robots.txt` is an HTTPS upgrade of the same host
 * and port (lib/fetch/redirectKind.ts). Test-only certificate: test/fixtures/tls/README.md.
 */
export async function startDualSite(routes: Record<string, DualRoute>): Promise<DualSite> {
  const requests: DualSite['requests'] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ scheme, path });
    const route = routes[path];
    if (route) return route(scheme, req, res);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>page</title><p>test page</p>');
  };
  const http = createHttp(handler);
  const https = createHttps(
    {
      key: readFileSync(resolve(TLS_DIR, 'key.pem')),
      cert: readFileSync(resolve(TLS_DIR, 'cert.pem')),
    },
    handler,
  );
  const sockets = new Set<Socket>();
  const server = createNet((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? https : http).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}

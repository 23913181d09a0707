import http from 'node:http';
import type { Server } from 'node:http';

export interface ListeningSwitch {
  stopListening(): Promise<void>;
  startListening(): Promise<void>;
}

/**
 * FOR END-TO-END TESTS ONLY (enabled by API_CONTROL_PORT). A second port on 127.0.0.1 with
 * `POST /stop-listening` (close the API's socket and drop its open connections, so the SPA
 * meets real connection failures while the process and database stay up) and
 * `POST /start-listening` (listen on API_PORT again).
 */
export function startControlServer(port: number, target: ListeningSwitch): Promise<Server> {
  const server = http.createServer((req, res) => {
    const actions: Record<string, () => Promise<void>> = {
      '/stop-listening': () => target.stopListening(),
      '/start-listening': () => target.startListening(),
    };
    const action = req.method === 'POST' && req.url ? actions[req.url] : undefined;
    if (!action) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404,"message":"Not found"}');
      return;
    }
    action().then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"message":"ok"}'),
      (error: unknown) =>
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 500, message: String(error) })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Closes and reopens a listening http.Server in place (the Fastify app behind it stays ready). */
export function listeningSwitch(server: Server, port: number, host: string): ListeningSwitch {
  return {
    stopListening: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    startListening: () =>
      new Promise((resolve, reject) => {
        if (server.listening) return resolve();
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  };
}

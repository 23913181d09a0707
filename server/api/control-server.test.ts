import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningSwitch, startControlServer } from './control-server';

function get(port: number, agent?: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const post = (port: number, path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

let api: http.Server;
let control: http.Server;
let apiPort: number;
let controlPort: number;

beforeAll(async () => {
  api = http.createServer((_req, res) => res.end('pong'));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as AddressInfo).port;
  control = await startControlServer(0, listeningSwitch(api, apiPort, '127.0.0.1'));
  controlPort = (control.address() as AddressInfo).port;
});
afterAll(() => {
  control.close();
  api.close();
});

describe('the test-only control port', () => {
  it('stops the API listening (connections refused, keep-alive sockets dropped) and starts it again', async () => {
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(apiPort, agent)).toBe('pong');
    expect(await post(controlPort, '/stop-listening')).toBe(200);
    await expect(get(apiPort)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(get(apiPort, agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await post(controlPort, '/stop-listening')).toBe(200);
    expect(await post(controlPort, '/start-listening')).toBe(200);
    expect(await post(controlPort, '/start-listening')).toBe(200);
    expect(await get(apiPort)).toBe('pong');
    agent.destroy();
  });

  it('knows only its two POST actions', async () => {
    expect(await post(controlPort, '/shutdown')).toBe(404);
    expect(await get(controlPort).catch(() => 'failed')).toContain('Not found');
  });
});

/**
 * A process that shuts down as the API does (server/api/graceful-shutdown.ts), with one step the
 * test chooses: `node --import tsx shutdown-fixture.ts <ok|hang|fail|throw> [graceMs]`. `hang`
 * never finishes, `fail` rejects, `throw` throws an uncaught error after start. Prints "ready"
 * once the signal handlers are installed.
 */
import Fastify from 'fastify';
import { exitGracefullyOnSignals, type ShutdownStep } from '../graceful-shutdown';
import { processLogger } from '../request-log';

const [mode = 'ok', grace] = process.argv.slice(2);
const log = Fastify({ logger: processLogger('info') }).log;
const step: Record<string, ShutdownStep> = {
  ok: { doing: 'doing nothing much', run: async () => log.info('step ran') },
  hang: { doing: 'hanging', run: () => new Promise(() => undefined) },
  fail: { doing: 'failing', run: () => Promise.reject(new Error('disk full')) },
  throw: { doing: 'cleaning up', run: async () => log.info('step ran') },
};
exitGracefullyOnSignals({ log, steps: [step[mode] as ShutdownStep], ...(grace ? { graceMs: Number(grace) } : {}) });
// Keeps the process alive until a signal.
setInterval(() => undefined, 1000);
if (mode === 'throw') setTimeout(() => { throw new Error('a bug'); }, 10);
else log.info('ready');

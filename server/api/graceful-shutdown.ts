/**
 * How an API process stops on SIGTERM or SIGINT: no new connections, the requests in flight
 * answered (a submission being recorded is stored and acknowledged), then the rest closed in
 * order, and exit 0. A second signal, or a shutdown still running after the grace period,
 * exits 1 at once: a student's request is worth waiting for, not forever. close-with-grace
 * handles the signals (and closes as gracefully after an uncaught exception, then exits 1).
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Under the 30 s a container orchestrator (Kubernetes) waits before SIGKILL; a request normally
 * takes milliseconds, an official sound a student waits for a few seconds of rendering.
 */
export const SHUTDOWN_GRACE_MS = 25_000;

/** Short enough that a connection whose last response just went out is closed soon. */
const IDLE_CONNECTION_SWEEP_MS = 50;

export interface ShutdownStep {
  /** What the step does, for the log line when it fails or takes too long ("closing the database"). */
  doing: string;
  run: () => Promise<void>;
}

export interface ShutdownOptions {
  log: FastifyBaseLogger;
  /** Run one after another after the first signal. */
  steps: readonly ShutdownStep[];
  graceMs?: number;
}

export function exitGracefullyOnSignals({ log, steps, graceMs = SHUTDOWN_GRACE_MS }: ShutdownOptions): void {
  let doing = 'starting the shutdown';
  closeWithGrace(
    {
      delay: graceMs,
      logger: { error: (message: unknown) => (message instanceof Error ? log.error({ err: message }, message.message) : log.error(String(message))) },
      onSecondSignal: (signal) => log.error({ signal }, `Second ${signal} while shutting down (${doing}): exiting now`),
      onSecondError: (error) => log.error({ err: error }, `A second uncaught error while shutting down (${doing}): exiting now`),
      onTimeout: () => log.error(`The shutdown did not finish in ${graceMs / 1000} s (still ${doing}): exiting anyway`),
    },
    async ({ signal, err }) => {
      if (err) log.fatal({ err }, 'Uncaught error: shutting down (the requests in flight are finished first)');
      else log.info({ signal }, `${signal ?? 'Exit'}: shutting down (no new connections; the requests in flight are finished first)`);
      try {
        for (const step of steps) {
          doing = step.doing;
          await step.run();
        }
      } catch (error) {
        // close-with-grace logs it and exits 1.
        throw new Error(`The shutdown failed while ${doing}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      log.info('Shut down cleanly');
    },
  );
}

/**
 * Returns the step that closes `app`; call before it listens (it adds a hook). Fastify's close
 * stops accepting connections and waits for every open one to end; it answers a request that
 * arrives meanwhile with 503 and `Connection: close`, but a keep-alive connection whose response
 * was already under way stays open until its 72 s timeout. So responses sent while closing say
 * `Connection: close`, and connections left idle are closed as soon as they are.
 */
export function closeAppStep(app: FastifyInstance): ShutdownStep {
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  return {
    doing: 'finishing the requests in flight',
    async run() {
      closing = true;
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_CONNECTION_SWEEP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    },
  };
}

/**
 * Chromium: HRTF data loads asynchronously, on a loader thread per sample rate, when the first
 * HRTF PannerNode for that rate is created. An OfflineAudioContext whose startRendering() runs
 * within about 10 ms of that can hang for ever (measured here: 5 to 13 hangs in 25 to 30
 * immediate renders at fresh sample rates; none after a 10 ms wait, none once loaded). The
 * database is kept per rate only while some panner holds it.
 *
 * So: keep one HRTF panner per sample rate alive for the page's lifetime, wait a little, then
 * render a tiny warm-up context with an HRTF panner, which returns only once the data has
 * loaded. To see whether this can go, render at 40 fresh sample rates right after creating the
 * first HRTF panner (as `hrtfRenderFinishes` in the test does, without the wait) in a throwaway
 * browser: any render that never finishes means the bug is still there. It is not a CI test
 * because a hung render stalls the test runner.
 */

export type Delay = (milliseconds: number) => Promise<void>;

/** The one timer of the processors, here because of the quirk above; tests may inject another. */
export const defaultDelay: Delay = (milliseconds) =>
  new Promise((resolve) => {
    globalThis.setTimeout(resolve, milliseconds);
  });

const LOADER_START_MS = 50;
const WARM_UP_TIMEOUT_MS = 10_000;

const keepAlive = new Map<number, PannerNode>();
const readiness = new Map<number, Promise<void>>();

function hrtfPanner(context: BaseAudioContext): PannerNode {
  return new PannerNode(context, { panningModel: 'HRTF', positionX: 1, positionY: 0, positionZ: 0 });
}

async function warmUp(sampleRate: number, delay: Delay): Promise<void> {
  if (!keepAlive.has(sampleRate)) keepAlive.set(sampleRate, hrtfPanner(new OfflineAudioContext(1, 1, sampleRate)));
  await delay(LOADER_START_MS);
  const context = new OfflineAudioContext(2, 128, sampleRate);
  const source = new ConstantSourceNode(context);
  source.connect(hrtfPanner(context)).connect(context.destination);
  source.start();
  const timedOut = delay(WARM_UP_TIMEOUT_MS).then(() => {
    throw new Error(`HRTF data for ${sampleRate} Hz did not load within ${WARM_UP_TIMEOUT_MS} ms`);
  });
  await Promise.race([context.startRendering(), timedOut]);
}

/** Resolves once HRTF panners at `sampleRate` can render without waiting (or hanging). */
export function whenHrtfReady(sampleRate: number, delay: Delay = defaultDelay): Promise<void> {
  let ready = readiness.get(sampleRate);
  if (!ready) {
    ready = warmUp(sampleRate, delay);
    readiness.set(sampleRate, ready);
    // A failed warm-up may be retried by the next caller.
    ready.catch(() => readiness.delete(sampleRate));
  }
  return ready;
}

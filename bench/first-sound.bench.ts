/**
 * Start to first sound on the production build (production-app.ts), as the signed-in demo
 * student in training mode (`?mode=training`), in headless Chromium (the tests' launcher). For
 * each area of the registry, RUNS page loads, each a fresh page in the area's own fresh context
 * (so the first fetches the area's code cold): the page loads and sits in setup until its
 * network is quiet (the engine's code preloads while a student reads), Start is clicked, and
 * the time runs from the press on Start (the pointerdown of that click, by its event's time
 * stamp, seen by a capture-phase listener: the app creates the AudioContext and the engine in
 * its pointerdown handler, so the click event itself comes only after that work) to the first
 * sample above SOUND (1e-3) at the page's audio output (e2e/helpers/audio-output-tap.ts),
 * polled every 5 ms. Start itself plays nothing: a training question waits for Play, which the
 * page presses two frames after the question shows (first-sound-trace.ts).
 * Where MUSIC names a loop, the student first picks it in the sound settings and reads on until
 * the picker no longer says it is loading (its fetch and decode), so the first sound is music; the
 * dynamics area always plays its own loop.
 * - start_to_first_sound_ms_<area>: the worst of the area's runs;
 * - start_to_first_sound_ms_worst: the worst over every area.
 * Each area's worst run is printed as a timeline with what took its time (room synthesis in
 * the worker, offline renders, decodes, long tasks, fetches).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { SOUND, tapAudioOutput } from '../e2e/helpers/audio-output-tap.ts';
import type { ProgrammeLoopId } from '../src/audio/programme/index.ts';
import { AREA_REGISTRY, type AreaRecord } from '../src/lib/area-registry.ts';
import { describeTrace, firstSoundHeard, installFirstSoundTrace, startToSound, type FirstSoundTrace } from './first-sound-trace.ts';
import { signIn, startProductionApp, type StorageState } from './production-app.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORTS = { app: 4383, idp: 4311 } as const;
const RUNS = 3;
/** Areas whose runs play a loop of the programme library picked in the sound settings (src/audio/programme). */
const MUSIC: Partial<Record<AreaRecord['id'], ProgrammeLoopId>> = { eq: 'piano', width: 'band' };

/** RUNS page loads of `area` in a fresh context, each traced from the press on Start to the first sound. */
async function traceArea(browser: Browser, origin: string, student: StorageState, area: AreaRecord): Promise<FirstSoundTrace[]> {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1366, height: 900 }, storageState: student });
  try {
    const traces: FirstSoundTrace[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await tapAudioOutput(page);
      await page.addInitScript(installFirstSoundTrace, SOUND);
      await page.goto(`${area.page}?mode=training`);
      await page.locator('[data-testid=exam-page][data-exam-state=setup][data-exam-mode=training]').waitFor({ timeout: 30_000 });
      const loop = MUSIC[area.id];
      await page.waitForLoadState('networkidle');
      if (loop) {
        const settings = page.getByTestId('sound-settings');
        await settings.getByRole('combobox', { name: 'Input source' }).selectOption(loop);
        // As a student reads on while "Loading the Piano loop…" shows: the load state above
        // resolves once per page, so it would not wait for the loop's fetch and decode.
        await settings.locator('[data-testid=source-picker][aria-busy=false]').waitFor({ timeout: 30_000 });
      }
      await page.getByTestId('exam-primary-action').click();
      traces.push(await firstSoundHeard(page).catch((error: unknown) => Promise.reject(new Error(`${area.id}, run ${run + 1}: no sound`, { cause: error }))));
      await page.close();
    }
    return traces;
  } finally {
    await context.close();
  }
}

export default async function firstSoundBench(): Promise<Record<string, number>> {
  const app = await startProductionApp(root, { name: 'first-sound', ports: PORTS });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const signInContext = await browser.newContext({ baseURL: app.origin, locale: 'en-US' });
    const student = await signIn(signInContext, 'student');
    await signInContext.close();
    const figures: Record<string, number> = {};
    for (const area of AREA_REGISTRY) {
      const traces = await traceArea(browser, app.origin, student, area);
      const times = traces.map(startToSound);
      const worst = Math.max(...times);
      figures[`start_to_first_sound_ms_${area.id}`] = Math.round(worst);
      console.info(`    ${area.id}${MUSIC[area.id] ? ` (on the ${MUSIC[area.id]} loop)` : ''}: ${times.map((time) => Math.round(time)).join(', ')} ms; the worst run:`);
      for (const line of describeTrace(traces[times.indexOf(worst)] as FirstSoundTrace)) console.info(`      ${line}`);
    }
    figures.start_to_first_sound_ms_worst = Math.max(...Object.values(figures));
    return figures;
  } finally {
    await browser.close();
    await app.stop();
  }
}

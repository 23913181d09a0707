/**
 * The programme library (public/audio/programme/, `npm run programme`), as Chromium decodes it
 * (bench/programme-chromium.ts, run in headless Chromium by the browser harness):
 * - programme_loops: loops decoded;
 * - programme_loudness_spread_lu: max - min BS.1770 integrated loudness over the loops;
 * - programme_true_peak_dbtp_max: the highest true peak (4x oversampled, read round the loop point);
 * - programme_loop_seam_db: the worst loop's level step at its loop point minus its own largest
 *   step between 10 ms windows (at most 0: the seam steps no more than the music does);
 * - programme_bytes: the files' total size, loops and stems.
 * It fails when Chromium decodes a loop to another length than the manifest records.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROGRAMME_MANIFEST } from '../src/audio/programme/index.ts';
import { runBrowserModules } from './browser-harness.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

export default async function programmeBench(): Promise<Record<string, number>> {
  const [outcome] = await runBrowserModules(root, [path.join(benchDir, 'programme-chromium.ts')], timeoutMs);
  if (!outcome?.figures) throw new Error(`the programme loops in Chromium: ${outcome?.error ?? 'no outcome'}`);
  const figures = outcome.figures;
  const figure = (key: string): number => {
    const value = figures[key];
    if (value === undefined) throw new Error(`Chromium returned no ${key}`);
    return value;
  };
  for (const loop of PROGRAMME_MANIFEST.loops) {
    const at = (name: string) => figure(`loop:${loop.id}:${name}`);
    console.info(
      `  ${loop.id}: ${at('frames')} frames, ${at('channels')} channels, ${round(at('lufs'))} LUFS, ${round(at('true_peak_dbtp'))} dBTP, ` +
        `seam ${round(at('seam_step_db'))} dB (own ${round(at('seam_own_step_db'))} dB)`,
    );
  }
  if (figure('frames_off_max') !== 0) throw new Error(`Chromium decodes a loop ${figure('frames_off_max')} frames off its recorded length`);
  const files = new Set(PROGRAMME_MANIFEST.loops.flatMap((loop) => [loop.file, ...loop.stems.map((stem) => stem.file)]));
  const bytes = [...files].reduce((sum, file) => sum + statSync(path.join(root, 'public/audio/programme', file)).size, 0);
  return {
    programme_loops: figure('loops'),
    programme_loudness_spread_lu: round(figure('loudness_spread_lu')),
    programme_true_peak_dbtp_max: round(figure('true_peak_dbtp_max')),
    programme_loop_seam_db: round(figure('loop_seam_db')),
    programme_bytes: bytes,
  };
}

/**
 * The compressor (src/audio/dynamics/compressor.ts) measured on its output, in Node, at 48 kHz:
 * - dynamics_static_curve_error_db: the largest |measured - formula| over steady sines from -60
 *   to 0 dBFS in 1 dB steps, at 2:1, 4:1 and 10:1, threshold -20 dBFS, 6 dB knee (attack
 *   0.1 ms, release 1 s, as static curves are measured);
 * - dynamics_attack_error_pct, dynamics_release_error_pct: the largest |measured / set - 1| of
 *   the time constant of the gain reduction's step response, over attacks of 1 to 30 ms and
 *   releases of 50 ms to 1 s.
 * And the dynamics area's questions, on every loop of the programme library as the server
 * decodes it (every distinct compressor any settings or adaptive rung can ask on that loop):
 * - dynamics_level_match_lu: the largest |BS.1770 loudness of the compressed loop - the loop's|;
 * - dynamics_gain_reduction_error_db: the largest |mean gain reduction read off the output - the
 *   one asked|, read frame by frame as the make-up gain the processing reports less the output's
 *   gain over the input's (louder channel, frames above -80 dBFS);
 * - dynamics_peak_dbfs_max: the highest sample of a compressed loop (reported: a slow attack lets
 *   the hits through, and the make-up gain lifts them);
 * - dynamics_browser_server_max_diff: the largest difference, sample or meter reading, between the
 *   drum loop compressed by the page's module worker in Chromium (bench/dynamics-chromium.ts) and
 *   by the same code in Node (as the render pool's threads run it), from the same samples.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeOggOpus } from '../server/api/official-exams/sounds/opus-decode.ts';
import { dynamicsDefinition } from '../src/areas/dynamics/dynamics-definition.ts';
import type { DynamicsQuestion } from '../src/areas/dynamics/dynamics-question.ts';
import { DYNAMICS_LOOPS, DYNAMICS_TESTS, GAIN_REDUCTIONS } from '../src/areas/dynamics/dynamics-settings.ts';
import { integratedLoudness } from '../src/audio/analysis/loudness.ts';
import { measureTimeConstants, renderCompressedLoop, staticCurveErrorDb, type CompressorSettings } from '../src/audio/dynamics/index.ts';
import { renderLoopInline } from '../src/audio/loop-twin.ts';
import type { ProcessorSpec } from '../src/audio/processors/processor-spec.ts';
import { programmeLoop, type ProgrammeLoopId } from '../src/audio/programme/index.ts';
import { adaptiveTrialQuestion, generateQuestionSet } from '../src/exam-contract/index.ts';
import { dB } from '../src/lib/units.ts';
import { runBrowserModules } from './browser-harness.ts';

const RATE = 48_000;
const BASE: CompressorSettings = { thresholdDb: -20, ratio: 4, kneeDb: 6, attackMs: 0.1, releaseMs: 1000 };
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);

function compressorFigures(): Record<string, number> {
  let curve = 0;
  for (const ratio of [2, 4, 10]) {
    for (let level = -60; level <= 0; level += 1) curve = Math.max(curve, Math.abs(staticCurveErrorDb({ ...BASE, ratio }, level, RATE)));
  }
  let attack = 0;
  let release = 0;
  for (const [attackMs, releaseMs] of [
    [1, 50],
    [5, 100],
    [10, 200],
    [30, 1000],
  ] as const) {
    const measured = measureTimeConstants({ ...BASE, attackMs, releaseMs }, RATE);
    attack = Math.max(attack, Math.abs(measured.attackMs / attackMs - 1));
    release = Math.max(release, Math.abs(measured.releaseMs / releaseMs - 1));
    console.info(`  attack ${attackMs} ms -> ${round(measured.attackMs, 3)} ms, release ${releaseMs} ms -> ${round(measured.releaseMs, 2)} ms`);
  }
  return {
    dynamics_static_curve_error_db: round(curve, 4),
    dynamics_attack_error_pct: round(100 * attack, 3),
    dynamics_release_error_pct: round(100 * release, 3),
  };
}

async function decodedLoop(loop: ProgrammeLoopId): Promise<Float32Array[]> {
  const decoded = await decodeOggOpus(new Uint8Array(await readFile(path.join(root, 'public/audio/programme', programmeLoop(loop).file))));
  if (decoded.sampleRate !== RATE) throw new Error(`${loop} decodes at ${decoded.sampleRate} Hz`);
  return decoded.channels;
}

type DynamicsSpec = Extract<ProcessorSpec, { kind: 'dynamics' }>;

/** Every distinct compressor the area can ask on `loop`: every settings it accepts, and the adaptive rungs. */
function askedOn(loop: ProgrammeLoopId): DynamicsSpec[] {
  const questions: DynamicsQuestion[] = [];
  for (const test of DYNAMICS_TESTS) {
    for (const gainReductionDb of GAIN_REDUCTIONS) {
      const checked = dynamicsDefinition.validateSettings({ programme: loop, test, gainReductionDb });
      if (checked.ok) for (let seed = 1; seed <= 10; seed++) questions.push(...generateQuestionSet(dynamicsDefinition, seed, checked.settings, 20));
    }
  }
  for (const dimension of dynamicsDefinition.adaptive) {
    for (const [rung, level] of dimension.ladder.entries()) {
      for (let seed = 1; seed <= 10; seed++) questions.push(adaptiveTrialQuestion(dynamicsDefinition, dimension, seed, rung, level));
    }
  }
  const specs = new Map<string, DynamicsSpec>();
  for (const question of questions.filter((q) => q.loop === loop)) {
    for (const spec of dynamicsDefinition.buildProcessing(question).chain) if (spec.kind === 'dynamics') specs.set(JSON.stringify(spec), spec);
  }
  return [...specs.values()];
}

/** The mean reduction read off the output: the reported make-up gain less each frame's gain, on the louder channel. */
function meanReductionReadDb(input: readonly Float32Array[], output: readonly Float32Array[], makeUpDb: number): number {
  let sum = 0;
  let frames = 0;
  const [left, right] = input as [Float32Array, Float32Array];
  for (let n = 0; n < left.length; n++) {
    const c = Math.abs(left[n] as number) >= Math.abs(right[n] as number) ? 0 : 1;
    const x = input[c]?.[n] as number;
    if (Math.abs(x) < 1e-4) continue;
    sum += makeUpDb - 20 * Math.log10(Math.abs((output[c]?.[n] as number) / x));
    frames++;
  }
  return sum / frames;
}

async function questionFigures(loops: Map<ProgrammeLoopId, Float32Array[]>): Promise<Record<string, number>> {
  let levelMatch = 0;
  let reductionError = 0;
  let peak = 0;
  let count = 0;
  for (const [loop, channels] of loops) {
    const loudness = integratedLoudness(channels, RATE);
    const specs = askedOn(loop);
    let loopWorst = { match: 0, reduction: 0, peak: 0 };
    for (const spec of specs) {
      const rendered = renderCompressedLoop(channels, RATE, spec);
      const match = Math.abs(integratedLoudness(rendered.channels, RATE) - loudness);
      const reduction = Math.abs(meanReductionReadDb(channels, rendered.channels, rendered.makeUpDb) - spec.gainReductionDb);
      let loudest = 0;
      for (const channel of rendered.channels) for (const value of channel) loudest = Math.max(loudest, Math.abs(value));
      loopWorst = { match: Math.max(loopWorst.match, match), reduction: Math.max(loopWorst.reduction, reduction), peak: Math.max(loopWorst.peak, loudest) };
      count++;
    }
    console.info(
      `  ${loop}: ${specs.length} compressors, level match within ${round(loopWorst.match, 4)} LU, gain reduction within ${round(loopWorst.reduction, 4)} dB, peak ${round(20 * Math.log10(loopWorst.peak), 2)} dBFS`,
    );
    levelMatch = Math.max(levelMatch, loopWorst.match);
    reductionError = Math.max(reductionError, loopWorst.reduction);
    peak = Math.max(peak, loopWorst.peak);
  }
  console.info(`  ${count} compressed loops in all`);
  return {
    dynamics_level_match_lu: round(levelMatch, 4),
    dynamics_gain_reduction_error_db: round(reductionError, 4),
    dynamics_peak_dbfs_max: round(20 * Math.log10(peak), 2),
  };
}

/** The attack fast (as most questions have it) and slow, ratios 4 and 10, releases 150 and 500 ms. */
const PARITY_SPECS: DynamicsSpec[] = [
  { kind: 'dynamics', gainReductionDb: dB(6), ratio: 4, kneeDb: dB(6), attackMs: 1, releaseMs: 150 },
  { kind: 'dynamics', gainReductionDb: dB(10), ratio: 10, kneeDb: dB(6), attackMs: 1, releaseMs: 150 },
  { kind: 'dynamics', gainReductionDb: dB(4), ratio: 4, kneeDb: dB(6), attackMs: 30, releaseMs: 500 },
];

const planar = (arrays: readonly Float32Array[]): Buffer => Buffer.concat(arrays.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength)));

/** The drum loop through the Chromium worker and through Node, from the same decoded samples. */
async function browserServerDifference(channels: Float32Array[]): Promise<number> {
  const files: string[] = [];
  const write = async (name: string, data: string | Buffer) => {
    const file = path.join(benchDir, name);
    files.push(file);
    await writeFile(file, data);
  };
  try {
    await write('dynamics-parity.tmp.json', JSON.stringify({ sampleRate: RATE, frames: channels[0]?.length, channels: channels.length, specs: PARITY_SPECS }));
    await write('dynamics-parity-input.tmp.f32', planar(channels));
    for (const [index, spec] of PARITY_SPECS.entries()) {
      const rendered = await renderLoopInline(channels, RATE, spec);
      await write(`dynamics-parity-${index}.tmp.f32`, planar([...rendered.channels, rendered.meter ?? new Float32Array(channels[0]?.length ?? 0)]));
    }
    const [outcome] = await runBrowserModules(root, [path.join(benchDir, 'dynamics-chromium.ts')], timeoutMs);
    const difference = outcome?.figures?.max_diff;
    if (difference === undefined || outcome?.figures?.specs !== PARITY_SPECS.length) throw new Error(`the compressor in Chromium: ${outcome?.error ?? 'no figures'}`);
    return difference;
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

export default async function dynamicsBench(): Promise<Record<string, number>> {
  const loops = new Map<ProgrammeLoopId, Float32Array[]>();
  for (const loop of DYNAMICS_LOOPS) loops.set(loop, await decodedLoop(loop));
  const parity = await browserServerDifference(loops.get('drum-kit') as Float32Array[]);
  console.info(`  the drum loop, ${PARITY_SPECS.length} compressors, Chromium's worker against Node: largest difference ${parity}`);
  return {
    ...compressorFigures(),
    ...(await questionFigures(loops)),
    dynamics_browser_server_max_diff: parity,
  };
}

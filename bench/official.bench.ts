/**
 * Sealed official exams: the server's render of an EQ official question (original
 * and processed, one 5.46 s stereo loop at 48 kHz, on node-web-audio-api), measured against
 * the RBJ formula and BS.1770, and the bytes a student downloads for a 10-question exam.
 */
import { performance } from 'node:perf_hooks';
import { eqDefinition } from '../src/areas/eq/eq-definition';
import type { EqQuestion } from '../src/areas/eq/eq-question';
import { binGainDb, integratedLoudness } from '../src/audio/analysis';
import { exactCentreFrequency } from '../src/audio/processors/iso-frequencies';
import { rbjPeakingMagnitudeDb } from '../src/audio/processors/testing/rbj';
import { generateQuestionSet, type AreaDefinition } from '../src/exam-contract';
import { OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE, officialQuestionAudio, renderOfficialQuestion } from '../server/api/official-exams/sounds/question-audio';
import { originalGroups } from '../server/api/official-exams/original-groups';

const RENDERS = 40;
const eq = eqDefinition as AreaDefinition;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number, digits = 3): number => Math.round(value * 10 ** digits) / 10 ** digits;

export default async function officialBench(): Promise<Record<string, number>> {
  const { settings, questionCount } = eqDefinition.officialExam;
  const questions = generateQuestionSet(eqDefinition, 20261124, settings, RENDERS);
  // Warm-up: the pink noise loop is generated once per process.
  await renderOfficialQuestion(eq, questions[0], 'processed');

  const times: number[] = [];
  let gainError = 0;
  let loudnessError = 0;
  for (const question of questions as EqQuestion[]) {
    const started = performance.now();
    const rendered = await renderOfficialQuestion(eq, question, 'processed');
    times.push(performance.now() - started);
    const band = question.bands[0];
    if (!band) continue;
    const centre = exactCentreFrequency(band.frequency);
    const bin = Math.round((centre * OFFICIAL_LOOP_FRAMES) / OFFICIAL_SAMPLE_RATE);
    const binFrequency = (bin * OFFICIAL_SAMPLE_RATE) / OFFICIAL_LOOP_FRAMES;
    const expected = rbjPeakingMagnitudeDb({ frequency: centre, gain: band.gain, q: question.q }, binFrequency, OFFICIAL_SAMPLE_RATE) + rendered.levelMatchGainDb;
    gainError = Math.max(gainError, Math.abs(binGainDb(rendered.original, rendered.processed, bin) - expected));
    const lufs = (channels: Float32Array[]) => integratedLoudness(channels, OFFICIAL_SAMPLE_RATE);
    loudnessError = Math.max(loudnessError, Math.abs(lufs(rendered.original) - lufs(rendered.processed)));
  }

  // A 10-question exam as the SPA fetches it: each shared original once, every processed sound.
  const exam = questions.slice(0, questionCount);
  const originals = originalGroups(eq, exam);
  let bytes = 0;
  const responseTimes: number[] = [];
  for (let n = 0; n < exam.length; n++) {
    const started = performance.now();
    bytes += (await officialQuestionAudio(eq, exam[n], 'processed')).byteLength;
    responseTimes.push(performance.now() - started);
    if (originals[n] === n) bytes += (await officialQuestionAudio(eq, exam[n], 'original')).byteLength;
  }

  return {
    official_render_ms_p50: round(percentile(times, 50), 1),
    official_render_ms_p95: round(percentile(times, 95), 1),
    official_audio_response_ms_p50: round(percentile(responseTimes, 50), 1),
    official_render_gain_error_db: round(gainError, 4),
    official_render_level_match_lu: round(loudnessError, 4),
    official_exam_bytes: bytes,
  };
}

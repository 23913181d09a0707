/**
 * Official questions on music (issue 37): rendered on a loop of the programme library decoded from
 * the file the browser plays, at the loop's own length, whether the exam names the loop (its
 * material) or the question does (its stimulus). Measured against the decoded loop and the formula.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { binGainDb, integratedLoudness } from '../../../../src/audio/analysis';
import { exactCentreFrequency } from '../../../../src/audio/processors/iso-frequencies';
import { rbjPeakingMagnitudeDb } from '../../../../src/audio/processors/testing/rbj';
import { programmeLoop } from '../../../../src/audio/programme';
import { eqDefinition } from '../../../../src/areas/eq/eq-definition';
import { RESOLUTION_BANDWIDTH_OCTAVES, type EqQuestion } from '../../../../src/areas/eq/eq-question';
import type { AreaDefinition } from '../../../../src/exam-contract';
import { toyArea } from '../../../../src/exam-contract/testing/toy-area';
import { dB, hz, qFromBandwidth } from '../../../../src/lib/units';
import { decodeOggOpus } from './opus-decode';
import { OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE, renderOfficialQuestion } from './question-audio';
import { soundName } from './sound-space';

const eq = eqDefinition as AreaDefinition;
const noRecordings = async () => null;
const lufs = (channels: readonly Float32Array[]) => integratedLoudness(channels, OFFICIAL_SAMPLE_RATE);

const boost = (frequency: number, gain: number): EqQuestion => ({
  resolution: 'octave',
  q: qFromBandwidth(RESOLUTION_BANDWIDTH_OCTAVES.octave),
  bands: [{ frequency: hz(frequency), gain: dB(gain) }],
  asksDirection: true,
});

async function decodedLoop(id: 'piano' | 'drum-kit'): Promise<Float32Array[]> {
  const file = path.resolve(import.meta.dirname, '../../../../public/audio/programme', programmeLoop(id).file);
  return (await decodeOggOpus(new Uint8Array(await readFile(file)))).channels;
}

/** A question that brings its own sound: the drum-kit loop (as the dynamics area's do). */
const onDrums = {
  ...toyArea,
  officialExam: { ...toyArea.officialExam, levelMatch: false },
  buildProcessing: () => ({ stimulus: { kind: 'programme', loop: 'drum-kit' }, chain: [{ kind: 'gain', gain: dB(-6) }] }),
} as unknown as AreaDefinition;

describe('an official question on a loop of the programme library', () => {
  it('of an exam on the piano: the original is the decoded loop, at its length and loudness; the processed one its EQ, level-matched', async () => {
    const decoded = await decodedLoop('piano');
    const frames = programmeLoop('piano').frames;
    const question = boost(500, 9);
    const rendered = await renderOfficialQuestion(eq, question, 'processed', noRecordings, 'piano');
    expect(frames).not.toBe(OFFICIAL_LOOP_FRAMES);
    for (const channel of [...rendered.original, ...rendered.processed]) expect(channel).toHaveLength(frames);
    expect(Math.abs(lufs(rendered.original) - lufs(decoded))).toBeLessThanOrEqual(0.1);
    // Played round from its start: sample for sample the file's loop.
    let worst = 0;
    for (let c = 0; c < 2; c++) for (let i = 0; i < frames; i++) worst = Math.max(worst, Math.abs((rendered.original[c]?.[i] ?? 0) - (decoded[c]?.[i] ?? 0)));
    expect(worst).toBeLessThan(1e-6);
    // The band's gain at its centre, in the loop's own DFT bins (the loop is one period).
    const centre = exactCentreFrequency(hz(500));
    const bin = Math.round((centre * frames) / OFFICIAL_SAMPLE_RATE);
    const expected = rbjPeakingMagnitudeDb({ frequency: centre, gain: 9, q: question.q }, (bin * OFFICIAL_SAMPLE_RATE) / frames, OFFICIAL_SAMPLE_RATE);
    expect(Math.abs(binGainDb(rendered.original, rendered.processed, bin) - rendered.levelMatchGainDb - expected)).toBeLessThan(0.1);
    expect(Math.abs(lufs(rendered.processed) - lufs(rendered.original))).toBeLessThan(0.5);
  });

  it("that names a loop as its stimulus: rendered on that loop at its length, whatever the exam's material", async () => {
    const decoded = await decodedLoop('drum-kit');
    for (const material of [null, 'piano'] as const) {
      const rendered = await renderOfficialQuestion(onDrums, { value: 1 }, 'processed', noRecordings, material);
      expect(rendered.original[0]).toHaveLength(programmeLoop('drum-kit').frames);
      expect(Math.abs(lufs(rendered.original) - lufs(decoded))).toBeLessThanOrEqual(0.1);
      // The question's chain: 6 dB down.
      expect(lufs(rendered.processed) - lufs(rendered.original)).toBeCloseTo(-6, 1);
    }
  });

  it('is kept in its own file: never the pink-noise sound of the same question, which keeps its name', () => {
    const name = (branch: 'original' | 'processed', programme?: 'piano' | 'band' | null) => soundName(eq, { area: 'eq', branch, question: boost(500, 9), programme });
    for (const branch of ['original', 'processed'] as const) {
      expect(name(branch, 'piano')).not.toBe(name(branch));
      expect(name(branch, 'piano')).not.toBe(name(branch, 'band'));
      expect(name(branch, null)).toBe(name(branch));
    }
    // A question with its own sound is the same sound in any exam.
    const drums = (programme: 'piano' | null) => soundName(onDrums, { area: 'eq', branch: 'processed', question: { value: 1 }, programme });
    expect(drums('piano')).toBe(drums(null));
  });
});

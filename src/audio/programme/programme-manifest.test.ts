import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../processors/iso-frequencies';
import { PROGRAMME_LOOP_IDS, programmeLoopUrl } from './programme-library';
import { PROGRAMME_MANIFEST, programmeLoop } from './programme-manifest';

const RATE = 48_000;
const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('the programme library as built', () => {
  const { loops } = PROGRAMME_MANIFEST;

  it('has one loop for every id, in the order the sound choice lists them, in the file the browser fetches', () => {
    expect(loops.map((loop) => loop.id)).toEqual([...PROGRAMME_LOOP_IDS]);
    for (const id of PROGRAMME_LOOP_IDS) expect(`/audio/programme/${programmeLoop(id).file}`).toBe(programmeLoopUrl(id));
  });

  it('holds loops of 8 to 16 s at 48 kHz, a whole number of bars', () => {
    for (const loop of loops) {
      expect(loop.durationSeconds, loop.id).toBeGreaterThanOrEqual(8);
      expect(loop.durationSeconds, loop.id).toBeLessThanOrEqual(16);
      expect(loop.frames, loop.id).toBeCloseTo(loop.durationSeconds * RATE, 0);
      expect(loop.frames, loop.id).toBe((loop.bars * loop.beatsPerBar * 60 * RATE) / loop.tempo);
    }
  });

  it('keeps every true peak at or under -1 dBTP and every loudness within 0.5 LU of the others', () => {
    for (const loop of loops) expect(loop.truePeakDbtp, loop.id).toBeLessThanOrEqual(-1);
    const loudness = loops.map((loop) => loop.integratedLufs);
    expect(Math.max(...loudness) - Math.min(...loudness)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(loudness[0] as number - PROGRAMME_MANIFEST.loudnessTargetLufs)).toBeLessThanOrEqual(0.1);
  });

  it('loops without a click: the level steps at the loop point no more than the loop steps anywhere within itself', () => {
    for (const loop of loops) expect(loop.seam.stepDb, loop.id).toBeLessThanOrEqual(loop.seam.ownStepDb);
  });

  it('records a 1/3-octave spectrum on the ISO nominal centres from 25 Hz to 20 kHz, its loudest band at 0 dB', () => {
    const centres = THIRD_OCTAVE_NOMINAL_FREQUENCIES.filter((frequency) => frequency >= 25);
    for (const loop of loops) {
      expect(loop.thirdOctaveSpectrum.map((band) => band.frequency), loop.id).toEqual(centres);
      expect(Math.max(...loop.thirdOctaveSpectrum.map((band) => band.levelDb)), loop.id).toBe(0);
    }
  });

  it('names files that are there, of the size it records: the loops and their stems', () => {
    for (const loop of loops) {
      expect(statSync(path.join(publicDir, 'audio/programme', loop.file)).size, loop.file).toBe(loop.bytes);
      expect(loop.stems.length, loop.id).toBeGreaterThan(0);
      for (const stem of loop.stems) expect(statSync(path.join(publicDir, 'audio/programme', stem.file)).size, stem.file).toBe(stem.bytes);
    }
  });
});

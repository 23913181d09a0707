/**
 * The server half of the area conformance suite (tests/area-conformance.test.ts): every
 * registered area's official question renders on the server, as the API renders it. One
 * question per area, so that a new area is covered the day it is registered.
 */
import { describe, expect, it } from 'vitest';
import { rmsDb } from '../../../../src/audio/analysis';
import { programmeLoop } from '../../../../src/audio/programme';
import { generateQuestionSet } from '../../../../src/exam-contract';
import { AREA_REGISTRY } from '../../../../src/lib/area-registry';
import { DEFAULT_AREAS } from '../../areas';
import { OFFICIAL_LOOP_FRAMES, renderOfficialQuestion } from './question-audio';

/**
 * A question's processing can be the identity (a stereo question at the centre, a timbre gain
 * of 0.00 dB): with this seed, no area's first official question is one.
 */
const SEED = 1;
/** One step of the 16-bit file the browser gets: smaller differences are not heard, nor sent. */
const LSB = 1 / 32_768;

const loudestChannelDb = (channels: readonly Float32Array[]) => Math.max(...channels.map((channel) => rmsDb(channel)));

function samplesApart(a: readonly Float32Array[], b: readonly Float32Array[]): number {
  let apart = 0;
  a.forEach((channel, c) => {
    const other = b[c] ?? new Float32Array(channel.length);
    for (let i = 0; i < channel.length; i++) if (Math.abs((channel[i] ?? 0) - (other[i] ?? 0)) > LSB) apart++;
  });
  return apart;
}

describe.each(AREA_REGISTRY.map((record) => record.id))('area %s, official question on the server', (area) => {
  it('renders an original and a processed sound: both sound, as long as each other, and differ', { timeout: 60_000 }, async () => {
    const definition = DEFAULT_AREAS[area];
    const [question] = generateQuestionSet(definition, SEED, definition.officialExam.settings, 1);
    const rendered = await renderOfficialQuestion(definition, question, 'processed');
    // A question on a loop of the programme library is rendered at the loop's own length.
    const { stimulus } = definition.buildProcessing(question);
    const frames = stimulus?.kind === 'programme' ? programmeLoop(stimulus.loop).frames : OFFICIAL_LOOP_FRAMES;
    for (const sound of [rendered.original, rendered.processed]) {
      expect(sound).toHaveLength(2);
      for (const channel of sound) expect(channel).toHaveLength(frames);
      expect(loudestChannelDb(sound), 'level of the louder channel, dBFS RMS').toBeGreaterThan(-60);
    }
    expect(samplesApart(rendered.original, rendered.processed), 'samples (16-bit) where the processed sound differs').toBeGreaterThan(0);
  });
});

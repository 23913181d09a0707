/**
 * The dry test sounds areas offer for rooms and directions (sources/dry-sources.ts): pink-noise
 * bursts, a plucked phrase, or the play control's own pick (pink noise or the student's file).
 * Pure: the API validates settings and builds questions with this.
 */
import type { StimulusSpec } from '../audio/processors/processor-spec';

export const TEST_SOURCES = ['bursts', 'phrase', 'programme'] as const;
export type TestSource = (typeof TEST_SOURCES)[number];

/** The question's fixed stimulus, or none for 'programme' (the play control's pick). */
export function stimulusOf(source: TestSource): StimulusSpec | undefined {
  if (source === 'bursts') return { kind: 'pink-bursts' };
  if (source === 'phrase') return { kind: 'phrase' };
  return undefined;
}

import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../../../src/exam-contract';
import { toyArea, type ToySettings, TOY_AREA_ID } from '../../../../src/exam-contract/testing/toy-area';
import { soundName, soundSpace } from './sound-space';

const toy = toyArea as unknown as AreaDefinition;

describe('the sound space of an official exam', () => {
  it('holds every distinct sound once: one original of the shared source, one processed sound per value', () => {
    const space = soundSpace(toy, { size: 5 } satisfies ToySettings, 3);
    expect(space).not.toBeNull();
    const processed = (space ?? []).filter((sound) => sound.branch === 'processed').map((sound) => (sound.question as { value: number }).value);
    expect(processed.sort()).toEqual([0, 1, 2, 3, 4]);
    expect((space ?? []).filter((sound) => sound.branch === 'original')).toHaveLength(1);
  });

  it('is null when the space is larger than the limit', () => {
    expect(soundSpace(toy, { size: 8 } satisfies ToySettings, 3, { maxSounds: 6, quietDraws: 500 })).toBeNull();
    expect(soundSpace(toy, { size: 8 } satisfies ToySettings, 3, { maxSounds: 9, quietDraws: 500 })).toHaveLength(9);
  });

  it('names a sound by what it sounds like, not by the question that asks for it', () => {
    const original = (value: number) => soundName(toy, { area: TOY_AREA_ID, branch: 'original', question: { value } });
    const processed = (value: number) => soundName(toy, { area: TOY_AREA_ID, branch: 'processed', question: { value } });
    expect(original(1)).toBe(original(4));
    expect(processed(1)).not.toBe(processed(4));
    expect(processed(1)).not.toBe(original(1));
  });
});

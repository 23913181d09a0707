import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { distanceDefinition } from './distance-definition';
import { loudnessCompensationDb } from './distance-question';
import { DISTANCE_MODES, DISTANCES } from './distance-settings';

describe('distance area', () => {
  it('refuses a mode off the list', () => {
    expect(distanceDefinition.validateSettings({ mode: 'expert', source: 'bursts' })).toEqual({ ok: false, errors: { mode: 'distance:validation.invalid' } });
  });

  it('basic: four distances an octave apart, level left alone; advanced: seven, loudness evened out', () => {
    for (const mode of DISTANCE_MODES) {
      const questions = generateQuestionSet(distanceDefinition, 9, { mode, source: 'programme' }, 80);
      expect(new Set(questions.map((q) => q.distance))).toEqual(new Set(DISTANCES[mode]));
      for (const q of questions) {
        const { chain, mono } = distanceDefinition.buildProcessing(q);
        expect(mono).toBe(true);
        expect(chain[0]).toEqual({ kind: 'distance', distance: q.distance, referenceDistance: 1, roomRt60: 0.8 });
        expect(chain.slice(1)).toEqual(mode === 'basic' ? [] : [{ kind: 'gain', gain: loudnessCompensationDb(q.distance) }]);
      }
    }
    // Direct 1 + room (1 / 1.425 m)^2: 1.73 dB down at 1 m; at 8 m the room dominates.
    expect(loudnessCompensationDb(1)).toBeCloseTo(-1.739, 3);
    expect(loudnessCompensationDb(8)).toBeCloseTo(2.941, 3);
  });

  it('scores on the ordered scale of distances', () => {
    const q = { distance: 2, mode: 'basic', source: 'bursts' } as const;
    expect(distanceDefinition.score(q, { distance: 2 })).toMatchObject({ credit: 1, correct: true });
    expect(distanceDefinition.score(q, { distance: 4 })).toMatchObject({ credit: 0.5, details: { stepsOff: 1 } });
    expect(distanceDefinition.score(q, { distance: 8 })).toMatchObject({ credit: 0 });
    expect(distanceDefinition.score(q, { distance: 3 })).toMatchObject({ credit: 0 });
    expect(distanceDefinition.parseAnswer({ distance: 0 })).toBeNull();
  });
});

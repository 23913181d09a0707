import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { stereoDefinition } from './stereo-definition';
import { panOf } from './stereo-question';
import { PAN_INTERVALS, stagePositions } from './stereo-settings';

describe('stereo localization settings', () => {
  it("refuses an interval off the list and says 'Required' for an empty source", () => {
    expect(stereoDefinition.validateSettings({ interval: 20, source: null })).toEqual({
      ok: false,
      errors: { interval: 'stereo:validation.invalid', source: 'common:validation.required' },
    });
  });

  it('offers the +/-30 degree stage in steps of 30, 15, 10 and 5 degrees', () => {
    expect(stagePositions(30)).toEqual([-30, 0, 30]);
    expect(stagePositions(15)).toEqual([-30, -15, 0, 15, 30]);
    expect(stagePositions(10)).toHaveLength(7);
    expect(stagePositions(5)).toHaveLength(13);
  });
});

describe('stereo localization questions', () => {
  it('sit on the stage positions of their interval, panned mono, over many seeds', () => {
    for (const interval of PAN_INTERVALS) {
      const questions = generateQuestionSet(stereoDefinition, interval, { interval, source: 'bursts' }, 100);
      for (const q of questions) {
        expect(stagePositions(interval)).toContain(q.angle);
        expect(stereoDefinition.buildProcessing(q)).toEqual({ stimulus: { kind: 'pink-bursts' }, mono: true, chain: [{ kind: 'stereo-pan', pan: q.angle / 30 }, { kind: 'gain', gain: 10 * Math.log10(2) }] });
      }
      expect(new Set(questions.map((q) => q.angle)).size).toBe(stagePositions(interval).length);
    }
    expect(panOf(-30)).toBe(-1);
    expect(panOf(15)).toBe(0.5);
  });

  it('score by distance from the right position', () => {
    const q = { angle: 10, interval: 10, source: 'programme' } as const;
    const score = (answer: unknown) => {
      const parsed = stereoDefinition.parseAnswer(answer);
      return parsed ? stereoDefinition.score(q, parsed) : null;
    };
    expect(score({ angle: 10 })).toMatchObject({ credit: 1, correct: true });
    expect(score({ angle: 20 })).toMatchObject({ credit: 0.5, details: { positionsOff: 1 } });
    expect(score({ angle: -10 })).toMatchObject({ credit: 0, details: { positionsOff: -2 } });
    expect(score({ angle: 45 })).toBeNull();
    expect(score({ angle: 'left' })).toBeNull();
    expect(stereoDefinition.answerSound?.(q, { angle: -30 })).toEqual({ ...q, angle: -30 });
  });
});

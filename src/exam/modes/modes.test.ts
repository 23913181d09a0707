import { describe, expect, it } from 'vitest';
import { createExamMachine } from '../exam-machine';
import { EXAM_MODES } from '../exam-types';
import { createFakeServices, toyArea, toyToDraft } from '../testing/toy-area';
import { EXAM_MODE_MODULES, modeModule, modeOf } from '.';

describe('the exam modes', () => {
  it('have one module each, the one named by the mode', () => {
    expect(Object.keys(EXAM_MODE_MODULES).sort()).toEqual([...EXAM_MODES].sort());
    for (const mode of EXAM_MODES) expect(modeModule(mode).mode).toBe(mode);
  });

  it("answer for the snapshot of their own mode, whose fields a reader narrows to first (checked by tsc)", () => {
    const machine = createExamMachine({ definition: toyArea, toDraft: toyToDraft, services: createFakeServices() });
    for (const mode of EXAM_MODES) {
      machine.send({ type: 'SELECT_MODE', mode });
      const s = machine.getSnapshot();
      expect(modeOf(s).mode).toBe(mode);
      // @ts-expect-error an adaptive run's own field: not on every mode's snapshot
      expect(s.adaptive === undefined).toBe(s.mode !== 'adaptive');
      // @ts-expect-error an official exam's own field: not on every mode's snapshot
      expect(s.sealedAnswers === undefined).toBe(s.mode !== 'official');
      if (s.mode === 'official') expect(s.sealedAnswers).toEqual([]);
      if (s.mode === 'adaptive') expect(s.adaptive).toBeNull();
    }
  });
});

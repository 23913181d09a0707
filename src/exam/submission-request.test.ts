import { describe, expect, it } from 'vitest';
import { adaptiveRunRequest, officialExamRequest, practiceExamRequest, type SubmissionSource } from './submission-request';

const START = Date.UTC(2026, 0, 5, 10, 0, 0);

function source(headphones = false): SubmissionSource {
  let ids = 0;
  return {
    area: 'stereo',
    generatorVersion: 4,
    services: {
      randomId: () => `id-${++ids}`,
      ...(headphones ? { headphoneCheck: () => 'passed' as const } : {}),
    },
  };
}

describe('submission requests', () => {
  it('name the area, the version and the times of a practice exam, with its seed, settings, loop and score', () => {
    const request = practiceExamRequest(
      source(),
      { startedAt: START, finishedAt: START + 65_000 },
      { seed: 7, settings: { size: 4 }, questionCount: 2, programme: 'piano', answers: [{ value: 1 }, { value: 2 }], clientScore: 75 },
    );
    expect(request).toEqual({
      submitId: 'id-1',
      area: 'stereo',
      mode: 'exam',
      seed: 7,
      settings: { size: 4 },
      questionCount: 2,
      generatorVersion: 4,
      startedAt: '2026-01-05T10:00:00.000Z',
      finishedAt: '2026-01-05T10:01:05.000Z',
      programme: 'piano',
      answers: [{ value: 1 }, { value: 2 }],
      clientScore: 75,
    });
  });

  it('carry the headphone check where the area has one, and leave out a loop, a threshold and a start that are not there', () => {
    const run = adaptiveRunRequest(
      source(true),
      { startedAt: null, finishedAt: START },
      { dimension: 'size', seed: 3, programme: null, answers: [], clientThreshold: undefined },
    );
    expect(run).toEqual({
      submitId: 'id-1',
      area: 'stereo',
      mode: 'adaptive',
      dimension: 'size',
      seed: 3,
      generatorVersion: 4,
      startedAt: '2026-01-05T10:00:00.000Z',
      finishedAt: '2026-01-05T10:00:00.000Z',
      headphoneCheck: 'passed',
      answers: [],
    });
    expect(adaptiveRunRequest(source(), { startedAt: START, finishedAt: START }, { dimension: 'size', seed: 3, programme: null, answers: [], clientThreshold: 4.5 })).toMatchObject({
      clientThreshold: 4.5,
    });
  });

  it('send an official exam by its id with the answers alone: no seed, settings or score of the browser', () => {
    const answers = [{ value: 4 }];
    const request = officialExamRequest(source(), { startedAt: START, finishedAt: START + 1000 }, 'x-7', answers);
    expect(request).toEqual({
      submitId: 'id-1',
      area: 'stereo',
      mode: 'official',
      examId: 'x-7',
      generatorVersion: 4,
      startedAt: '2026-01-05T10:00:00.000Z',
      finishedAt: '2026-01-05T10:00:01.000Z',
      answers: [{ value: 4 }],
    });
    // A copy: answers given later do not change what was queued.
    expect(request.answers).not.toBe(answers);
  });
});

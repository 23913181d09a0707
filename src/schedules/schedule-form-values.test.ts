import { describe, expect, it } from 'vitest';
import { eqDefinition } from '../areas/eq';
import { fromLocalInput, toLocalInput } from './schedule-form-dates';
import { checkScheduleForm, newScheduleValues, type ScheduleFormValues } from './schedule-form-values';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const local = (iso: string) => toLocalInput(iso);

function valid(overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues {
  return {
    ...newScheduleValues('eq', eqDefinition, NOW),
    title: '  EQ mid-term ',
    organizations: [1, 2],
    draft: { ...eqDefinition.officialExam.settings },
    opensAt: local('2026-03-03T08:00:00.000Z'),
    closesAt: local('2026-03-03T18:00:00.000Z'),
    timeLimitMinutes: '45',
    attempts: '2',
    counts: 'last',
    ...overrides,
  };
}

const fieldErrors = (values: ScheduleFormValues) => {
  const check = checkScheduleForm(values, eqDefinition, NOW);
  return check.ok ? {} : check.errors.fields;
};

describe('a new scheduled exam', () => {
  it('starts from the area’s official question count, one attempt, best counts', () => {
    const values = newScheduleValues('eq', eqDefinition, NOW);
    expect(values.questionCount).toBe(String(eqDefinition.officialExam.questionCount));
    expect(values.attempts).toBe('1');
    expect(values.counts).toBe('best');
  });

  it('opens at 09:00 on the next day, whatever the hour it is set at, for a week', () => {
    for (const [hour, minute] of [[0, 5], [8, 59], [23, 30]] as const) {
      const values = newScheduleValues('eq', eqDefinition, new Date(2026, 2, 2, hour, minute).getTime());
      expect(values.opensAt).toBe('2026-03-03T09:00');
      expect(values.closesAt).toBe('2026-03-10T09:00');
    }
  });
});

describe('checkScheduleForm', () => {
  it('builds the request: trimmed title, ISO window, the time limit in seconds, the validated settings', () => {
    const check = checkScheduleForm(valid(), eqDefinition, NOW);
    expect(check).toEqual({
      ok: true,
      request: {
        area: 'eq',
        title: 'EQ mid-term',
        organizations: [1, 2],
        settings: eqDefinition.officialExam.settings,
        questionCount: 10,
        opensAt: '2026-03-03T08:00:00.000Z',
        closesAt: '2026-03-03T18:00:00.000Z',
        timeLimitSeconds: 2700,
        attempts: 2,
        counts: 'last',
        programme: null,
      },
    });
  });

  it('refuses a missing title and no organization', () => {
    expect(fieldErrors(valid({ title: '   ', organizations: [] }))).toEqual({
      title: 'form.errors.titleRequired',
      organizations: 'form.errors.organizationsRequired',
    });
  });

  it('refuses a window that closes before it opens, or has closed already', () => {
    expect(fieldErrors(valid({ closesAt: local('2026-03-03T07:00:00.000Z') }))).toEqual({ closesAt: 'form.errors.closesBeforeOpens' });
    expect(fieldErrors(valid({ closesAt: local('2026-03-03T08:00:00.000Z') }))).toEqual({ closesAt: 'form.errors.closesBeforeOpens' });
    expect(
      fieldErrors(valid({ opensAt: local('2026-03-01T08:00:00.000Z'), closesAt: local('2026-03-02T09:00:00.000Z') })),
    ).toEqual({ closesAt: 'form.errors.closesInPast' });
    expect(fieldErrors(valid({ opensAt: '', closesAt: 'soon' }))).toEqual({ opensAt: 'form.errors.dateInvalid', closesAt: 'form.errors.dateInvalid' });
  });

  it('refuses zero attempts, a question count outside 1–100 and a time limit outside a day', () => {
    expect(fieldErrors(valid({ attempts: '0' }))).toEqual({ attempts: 'form.errors.attempts' });
    expect(fieldErrors(valid({ attempts: '1.5' }))).toEqual({ attempts: 'form.errors.attempts' });
    expect(fieldErrors(valid({ questionCount: '0' }))).toEqual({ questionCount: 'form.errors.questionCount' });
    expect(fieldErrors(valid({ questionCount: '101' }))).toEqual({ questionCount: 'form.errors.questionCount' });
    expect(fieldErrors(valid({ questionCount: '100', attempts: '100' }))).toEqual({});
    expect(fieldErrors(valid({ timeLimitMinutes: '' }))).toEqual({ timeLimitMinutes: 'form.errors.timeLimit' });
    expect(fieldErrors(valid({ timeLimitMinutes: '1441' }))).toEqual({ timeLimitMinutes: 'form.errors.timeLimit' });
  });

  it('refuses settings the area refuses, with the area’s own messages', () => {
    const draft = { ...eqDefinition.officialExam.settings, rangeFrom: 8000, rangeTo: 1000 };
    const check = checkScheduleForm(valid({ draft }), eqDefinition, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors.fields).toEqual({});
      expect(check.errors.settings).toEqual({ rangeTo: 'eq:validation.rangeOrder' });
    }
  });
});

describe('the window’s datetime-local values', () => {
  it('round-trip through the browser’s time zone', () => {
    expect(fromLocalInput(toLocalInput('2026-03-03T08:15:00.000Z'))).toBe('2026-03-03T08:15:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-13-40T99:99')).toBeNull();
  });
});

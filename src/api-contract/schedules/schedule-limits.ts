/** What a scheduled exam may be (docs/architecture.md, Scheduled exams): the form and the API's rules check the same bounds. */
export const SCHEDULE_LIMITS = {
  /** Characters, spaces around it not counted. */
  title: { min: 1, max: 200 },
  questionCount: { min: 1, max: 100 },
  timeLimitSeconds: { min: 60, max: 24 * 60 * 60 },
  attempts: { min: 1, max: 100 },
} as const;

/** By the server's clock: before `opensAt`, until `closesAt`, after. */
export const SCHEDULE_STATUSES = ['upcoming', 'open', 'closed'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Where a student stands with a scheduled exam. 'flagged': handed in, but answered faster than it could be heard. */
export const SCHEDULE_STUDENT_STATUSES = ['not-started', 'in-progress', 'submitted', 'not-submitted', 'flagged'] as const;
export type ScheduleStudentStatus = (typeof SCHEDULE_STUDENT_STATUSES)[number];

/** How many sample questions a schedule's preview offers (0-based `sample`). */
export const SCHEDULE_PREVIEW_SAMPLES = 5;

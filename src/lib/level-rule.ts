/**
 * How a level is earned in an area: this many practice exams in a row at one difficulty preset,
 * each scoring this much or more. The API applies it (server/api/progress/progress-advice.ts) and
 * the learner's home states it with these same numbers.
 */
export const LEVEL_RULE = { streak: 3, score: 80 } as const;

/** Which of a student's attempts at an official exam counts: the best, the last or the first. */
export const COUNTED_ATTEMPTS = ['best', 'last', 'first'] as const;
export type CountedAttempt = (typeof COUNTED_ATTEMPTS)[number];

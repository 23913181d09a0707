/** A practice exam, an official one, or an adaptive run (a staircase that finds a threshold). Training is never stored. */
export const SUBMISSION_MODES = ['exam', 'official', 'adaptive'] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];

/** The most questions (and answers) one submission may carry. */
export const SUBMISSION_MAX_QUESTIONS = 100;

/** The headphone check (Woods et al. 2017): passed, failed, or not taken in this session. */
export const HEADPHONE_CHECK_RESULTS = ['passed', 'failed', 'not-taken'] as const;
export type HeadphoneCheckResult = (typeof HEADPHONE_CHECK_RESULTS)[number];

/** The two sounds of a question the server renders: the A/B switch's two sides. */
export const AUDIO_BRANCHES = ['original', 'processed'] as const;
export type AudioBranch = (typeof AUDIO_BRANCHES)[number];

/** A review's sounds add the processed sound of the student's own answer (where the area has one). */
export const REVIEW_AUDIO_BRANCHES = [...AUDIO_BRANCHES, 'answer'] as const;
export type ReviewAudioBranch = (typeof REVIEW_AUDIO_BRANCHES)[number];

/** `GET /api/me/progress`: the caller's own standing in every area, in the registry's order (src/progress shows it). */
import { Type, type Static } from 'typebox';
import { AreaSchema, closedObject, nullable, TimeSchema } from '../shared/common-schemas';
import { SubmissionOutcomeSchema } from '../submissions/submission-schemas';

const PresetIdSchema = Type.String({ maxLength: 40 });

/** How the last few practice scores at a level move: fitted over up to five exams. */
export const ProgressTrendSchema = Type.Enum(['up', 'down', 'flat'], { type: 'string' });
export type ProgressTrend = Static<typeof ProgressTrendSchema>;

/**
 * What to do next in an area: `start` (untried), `practise` (only official exams so far),
 * `again` (the last score dropped), `harder` (consistently high: `difficulty` names the next
 * preset), `official` (ready for the official exam, none taken yet), `keep` (keep practising).
 */
export const ProgressStepSchema = Type.Enum(['start', 'practise', 'again', 'harder', 'official', 'keep'], { type: 'string' });
export type ProgressStep = Static<typeof ProgressStepSchema>;

export const AreaProgressSchema = closedObject({
  area: AreaSchema,
  practiceCount: Type.Integer({ minimum: 0 }),
  officialCount: Type.Integer({ minimum: 0 }),
  /**
   * The level earned: the hardest preset at which the student has met `LEVEL_RULE`
   * (src/lib/level-rule.ts), and its 1-based place among the area's presets (easiest first);
   * null before any.
   */
  level: nullable(closedObject({ preset: PresetIdSchema, number: Type.Integer({ minimum: 1 }) })),
  /** How many difficulty presets the area has. */
  levelCount: Type.Integer({ minimum: 0 }),
  /** The difficulty of the latest practice exam (a preset id); null for custom settings or before any practice. */
  practisedAt: nullable(PresetIdSchema),
  /** The latest exam of either kind. */
  last: nullable(closedObject({ score: Type.Number(), submittedAt: TimeSchema, official: Type.Boolean(), outcome: SubmissionOutcomeSchema })),
  /** Up to five latest practice scores at `practisedAt` (custom settings: the same settings), oldest first. */
  recentScores: Type.Array(Type.Number(), { maxItems: 5 }),
  /** null with fewer than two of them. */
  trend: nullable(ProgressTrendSchema),
  next: closedObject({ step: ProgressStepSchema, difficulty: nullable(PresetIdSchema) }),
});
export type AreaProgress = Static<typeof AreaProgressSchema>;

export const OwnProgressSchema = closedObject({
  /** Every exam of the caller, both kinds: 0 on a first visit. */
  submissionCount: Type.Integer({ minimum: 0 }),
  areas: Type.Array(AreaProgressSchema),
});
export type OwnProgress = Static<typeof OwnProgressSchema>;

export const progressRoutes = {
  own: { method: 'GET', url: '/me/progress', schema: { response: { 200: OwnProgressSchema } } },
} as const;

/**
 * A teacher hears a scheduled exam before the students do: a few sample questions made with its
 * settings, the same every time (seeded by the schedule's id), rendered by the same path as a
 * student's sounds.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SCHEDULE_PREVIEW_SAMPLES } from '../../../src/api-contract';
import { scheduleRoutes } from '../../../src/api-contract/schemas';
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import type { Seed } from '../../../src/lib/rng';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import { httpError } from '../http-error';
import type { OfficialSounds } from '../official-exams/sounds/official-sounds';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { perUserRateLimit } from '../rate-limit';
import { checkGeneratorVersion } from '../submissions/generator-version';
import { contextOf, storedProgramme } from '../submissions/programme-context';
import type { RuleDeps } from './schedule-rules';
import { findScheduleRow, type ScheduleRow } from './schedule-store';

export const PREVIEW_SAMPLES = SCHEDULE_PREVIEW_SAMPLES;

/** The preview's seed: a hash of the schedule's id, so its samples do not change between visits. */
export function previewSeed(scheduleId: string): Seed {
  return createHash('sha256').update(`preview:${scheduleId}`).digest().readUInt32BE(0);
}

export interface PreviewSample {
  area: ScheduleRow['area'];
  question: unknown;
  answer: unknown;
  /** The material its sound is rendered on, as the students' will be. */
  programme: ProgrammeLoopId | null;
}

/** Sample `sample` (0-based) of the schedule's preview; 404 when there is no such sample or schedule. */
export async function previewSample({ db, areas }: RuleDeps, scheduleId: string, sample: number): Promise<PreviewSample> {
  const row = await findScheduleRow(db, scheduleId);
  if (!row) throw httpError(404, 'Scheduled exam not found');
  if (!Number.isInteger(sample) || sample < 0 || sample >= PREVIEW_SAMPLES) {
    throw httpError(404, `The preview has samples 0 to ${PREVIEW_SAMPLES - 1}, not ${sample}`);
  }
  const definition = areas[row.area];
  // Students would be refused an exam made by another generator version; the preview shows none either.
  checkGeneratorVersion(definition, row.generator_version);
  const programme = storedProgramme(row.programme);
  const checked = definition.validateSettings(row.settings, contextOf(programme));
  if (!checked.ok) throw httpError(500, 'A stored scheduled exam has invalid settings');
  return previewSampleOf(definition, previewSeed(row.id), checked.settings, sample, row.generator_version, programme);
}

/**
 * Sample `sample` of the preview seeded by `seed`, made from settings the area has validated, at the
 * generator version its exams are made with, for the material `programme`.
 */
export function previewSampleOf(
  definition: AreaDefinition,
  seed: Seed,
  settings: unknown,
  sample: number,
  generatorVersion = definition.version,
  programme: ProgrammeLoopId | null = null,
): PreviewSample {
  const question = generateQuestionSet(definition, seed, settings, PREVIEW_SAMPLES, contextOf(programme), generatorVersion)[sample];
  return { area: definition.id, question, answer: definition.rightAnswer(question), programme };
}

/** What a preview's routes use: the rules' data, and the students' sound path and its rate. */
export interface PreviewRouteDeps extends RuleDeps {
  sounds: OfficialSounds;
  /** Requests per user and minute for a preview's sounds: the official exams' (OfficialExamRules, perMinute.audio). */
  audioPerMinute: number;
}

export function registerSchedulePreviewRoutes(app: FastifyInstance, deps: PreviewRouteDeps): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  routes.route({
    ...scheduleRoutes.preview,
    ...adminOnly,
    handler: async (request) => {
      const sample = Number(request.query.sample);
      const { question, answer } = await previewSample(deps, request.params.id.toLowerCase(), sample);
      return { sample, samples: PREVIEW_SAMPLES, question, answer };
    },
  });

  routes.route({
    ...scheduleRoutes.previewAudio,
    ...adminOnly,
    config: { rateLimit: perUserRateLimit(deps.audioPerMinute) },
    handler: async (request, reply) => {
      const { area, question, programme } = await previewSample(deps, request.params.id.toLowerCase(), Number(request.query.sample));
      const bytes = await deps.sounds.bytes({ area, branch: request.params.branch, question, programme });
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return bytes;
    },
  });
}

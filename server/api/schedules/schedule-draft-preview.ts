/**
 * A teacher hears an exam before saving it: samples of the settings in the form, checked as a new
 * schedule's are (the area's rules, this API's data, able to make questions) and rendered by the
 * students' sound path, as the preview of a saved exam is. Nothing is stored: the samples are
 * seeded by a hash of the area and the checked settings, so the sound request makes the same
 * question as the one that listed it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AudioBranch, SchedulePreview, SchedulePreviewDraft } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { canonicalJson } from '../../../src/lib/canonical-json';
import type { Seed } from '../../../src/lib/rng';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { perUserRateLimit } from '../rate-limit';
import { areaSchema } from '../route-schemas';
import { requestedProgramme } from '../submissions/programme-context';
import { PREVIEW_SAMPLES, previewSampleOf, type PreviewRouteDeps, type PreviewSample } from './schedule-preview';
import { checkScheduleSettings, type RuleDeps } from './schedule-rules';

/** The draft's seed: the same settings give the same samples, other settings other ones. */
export function draftPreviewSeed(area: AreaId, settings: unknown): Seed {
  return createHash('sha256').update(`draft-preview:${area}:${canonicalJson(settings)}`).digest().readUInt32BE(0);
}

async function draftSample(deps: RuleDeps, draft: SchedulePreviewDraft): Promise<PreviewSample> {
  const { area, settings, sample } = draft;
  const programme = requestedProgramme(draft.programme);
  const checked = await checkScheduleSettings(deps, area, settings, PREVIEW_SAMPLES, programme);
  const definition = deps.areas[area];
  return previewSampleOf(definition, draftPreviewSeed(area, checked), checked, sample, definition.version, programme);
}

const draftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['area', 'settings', 'sample'],
  properties: {
    area: areaSchema,
    // Any JSON: the area validates it.
    settings: {},
    sample: { type: 'integer', minimum: 0, maximum: PREVIEW_SAMPLES - 1 },
    // A loop of the programme library or null (pink noise), checked as a schedule's is.
    programme: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

const audioParams = {
  type: 'object',
  required: ['branch'],
  properties: { branch: { type: 'string', enum: ['original', 'processed'] } },
} as const;

export function registerDraftPreviewRoutes(app: FastifyInstance, deps: PreviewRouteDeps): void {
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.post<{ Body: SchedulePreviewDraft }>(
    '/official-exam-schedules/preview',
    { ...adminOnly, schema: { body: draftBody } },
    async (request): Promise<SchedulePreview> => {
      const { question, answer } = await draftSample(deps, request.body);
      return { sample: request.body.sample, samples: PREVIEW_SAMPLES, question, answer };
    },
  );

  app.post<{ Params: { branch: AudioBranch }; Body: SchedulePreviewDraft }>(
    '/official-exam-schedules/preview/audio/:branch',
    { ...adminOnly, schema: { params: audioParams, body: draftBody }, config: { rateLimit: perUserRateLimit(deps.audioPerMinute) } },
    async (request, reply) => {
      const { area, question, programme } = await draftSample(deps, request.body);
      const bytes = await deps.sounds.bytes({ area, branch: request.params.branch, question, programme });
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  );
}

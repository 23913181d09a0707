/**
 * A teacher hears an exam before saving it: samples of the settings in the form, checked as a new
 * schedule's are (the area's rules, this API's data, able to make questions) and rendered by the
 * students' sound path, as the preview of a saved exam is. Nothing is stored: the samples are
 * seeded by a hash of the area and the checked settings, so the sound request makes the same
 * question as the one that listed it.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { SchedulePreviewDraft } from '../../../src/api-contract';
import { scheduleRoutes } from '../../../src/api-contract/schemas';
import type { AreaId } from '../../../src/lib/area-registry';
import { canonicalJson } from '../../../src/lib/canonical-json';
import type { Seed } from '../../../src/lib/rng';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { perUserRateLimit } from '../rate-limit';
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

export function registerDraftPreviewRoutes(app: FastifyInstance, deps: PreviewRouteDeps): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  routes.route({
    ...scheduleRoutes.draftPreview,
    ...adminOnly,
    handler: async (request) => {
      const { question, answer } = await draftSample(deps, request.body);
      return { sample: request.body.sample, samples: PREVIEW_SAMPLES, question, answer };
    },
  });

  routes.route({
    ...scheduleRoutes.draftPreviewAudio,
    ...adminOnly,
    config: { rateLimit: perUserRateLimit(deps.audioPerMinute) },
    handler: async (request, reply) => {
      const { area, question, programme } = await draftSample(deps, request.body);
      const bytes = await deps.sounds.bytes({ area, branch: request.params.branch, question, programme });
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return bytes;
    },
  });
}

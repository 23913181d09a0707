import formBody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LTI_REFUSED_PATH, LTI_REGISTERED_PATH, type LtiPlatformRequest } from '../../../src/api-contract';
import { ltiRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, bearerTokenOf, currentUser, requireEveryOrganization, requirePermission } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { completeLaunch, renewSession } from './complete-launch';
import { refreshRosters } from './course-roster';
import { answerDeepLink, readDeepLink, returnPage, takeDeepLinkAnswer } from './deep-linking';
import { inviteRegistration, registerFromInvitation, RegistrationFailure } from './dynamic-registration';
import type { PlatformKeySets } from './launch-token';
import { LtiRefusal } from './lti-refusal';
import { verifySession } from './lti-session';
import { startLogin } from './oidc-login';
import { deletePlatform, insertPlatform, listPlatforms, platformById, updatePlatform, type PlatformFields } from './platform-store';
import type { PlatformTokens } from './platform-token';
import type { ToolKeys } from './tool-keys';

export interface LtiUrls {
  /** The SPA's origin: launches land there, and only its pages may be launched. */
  appOrigin: string;
  /** The API's public base URL, with its trailing slash (`…/api/`): the tool's URLs are under it. */
  apiUrl: string;
}

export interface LtiRouteDeps {
  db: Database;
  clock: () => Date;
  keys: ToolKeys;
  platformKeys: PlatformKeySets;
  /** Access tokens for the platforms' services (the course roster). */
  tokens: PlatformTokens;
  urls: LtiUrls;
  /** The areas a practice added by deep linking may be of. */
  areas: AreaDefinitions;
}

export const toolUrls = ({ apiUrl }: LtiUrls) => ({
  loginUrl: `${apiUrl}lti/login`,
  launchUrl: `${apiUrl}lti/launch`,
  jwksUrl: `${apiUrl}lti/jwks`,
});

/** The issuer of the tool's LTI sessions (server/api/lti/lti-session.ts). */
export const sessionIssuerOf = ({ apiUrl }: LtiUrls): string => `${apiUrl}lti`;

/** The SPA's page for a refused login or launch, in the student's language (src/lti/). */
function refusedPage(urls: LtiUrls, error: unknown, log: FastifyBaseLogger): string {
  if (!(error instanceof LtiRefusal)) throw error;
  log.warn({ lti: error.code, detail: error.detail }, 'LTI login or launch refused');
  return `${urls.appOrigin}${LTI_REFUSED_PATH}?reason=${error.code}`;
}

/** The browser's steps of a launch, and the session's renewal: no identity provider's token here. */
export async function registerLaunchRoutes(fastify: FastifyInstance, deps: LtiRouteDeps): Promise<void> {
  // The platform posts forms (application/x-www-form-urlencoded); only these routes parse them.
  await fastify.register(formBody);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, keys, urls } = deps;
  const launchUrls = { launchUrl: toolUrls(urls).launchUrl, appOrigin: urls.appOrigin };

  app.route({ ...ltiRoutes.jwks, handler: async () => keys.publicKeySet() });

  app.route({
    ...ltiRoutes.loginByGet,
    handler: async (request, reply) => {
      const location = await startLogin(db, request.query, launchUrls, clock()).catch((error: unknown) => refusedPage(urls, error, request.log));
      return reply.redirect(location, 302);
    },
  });

  app.route({
    ...ltiRoutes.loginByPost,
    handler: async (request, reply) => {
      const location = await startLogin(db, request.body, launchUrls, clock()).catch((error: unknown) => refusedPage(urls, error, request.log));
      return reply.redirect(location, 303);
    },
  });

  app.route({
    ...ltiRoutes.launch,
    handler: async (request, reply) => {
      const sessionIssuer = sessionIssuerOf(urls);
      const location = await completeLaunch({ ...deps, appOrigin: urls.appOrigin, sessionIssuer }, request.body, clock()).then(
        (launch) => {
          request.log.info({ launch: launch.launchId, user: launch.userSub }, 'LTI launch');
          // The course's roster, in the background: the exam's results list the whole class.
          if (launch.scheduleId) {
            refreshRosters({ db, clock, tokens: deps.tokens, log: request.log }, launch.scheduleId).catch((error: unknown) => request.log.warn({ err: error }, 'the course roster could not be read'));
          }
          return launch.redirect;
        },
        (error: unknown) => refusedPage(urls, error, request.log),
      );
      return reply.redirect(location, 303);
    },
  });

  app.route({
    ...ltiRoutes.register,
    handler: async (request, reply) => {
      const result = new URLSearchParams();
      try {
        const name = await registerFromInvitation({ db, urls: { ...urls, ...toolUrls(urls) } }, request.params.token, request.query, clock());
        request.log.info({ platform: name }, 'LTI platform registered itself');
        result.set('platform', name);
      } catch (error) {
        if (!(error instanceof RegistrationFailure)) throw error;
        request.log.warn({ lti: error.code, detail: error.detail }, 'LTI dynamic registration failed');
        result.set('reason', error.code);
      }
      return reply.redirect(`${urls.appOrigin}${LTI_REGISTERED_PATH}?${result.toString()}`, 303);
    },
  });

  app.route({
    ...ltiRoutes.returnDeepLink,
    handler: async (request, reply) => {
      const answer = await takeDeepLinkAnswer(db, request.body.ticket, clock()).catch((error: unknown) => refusedPage(urls, error, request.log));
      if (typeof answer === 'string') return reply.redirect(answer, 303);
      const page = returnPage(answer);
      // The platform's chooser may be a frame: this page alone, of the API's, may be framed.
      reply.raw.removeHeader('x-frame-options');
      return reply.header('content-security-policy', page.policy).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    },
  });

  app.route({
    ...ltiRoutes.renewSession,
    handler: async (request) => {
      const token = bearerTokenOf(request);
      const sessionIssuer = sessionIssuerOf(urls);
      const session = await verifySession(keys, sessionIssuer, token).catch(() => {
        throw httpError(401, 'Invalid or expired LTI session');
      });
      const renewed = await renewSession({ db, keys, sessionIssuer }, session.launchId, clock());
      if (!renewed) throw httpError(401, 'The launch is over: open Auricle again from the course');
      return renewed;
    },
  });
}

/** A teacher's side: the tool's URLs to give a platform, and the platforms registered. */
export function registerPlatformRoutes(fastify: FastifyInstance, deps: Pick<LtiRouteDeps, 'db' | 'urls' | 'keys' | 'areas' | 'clock'>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, urls } = deps;
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION), requireEveryOrganization()] };
  // A course's teacher, who teaches its organization only, answers their own deep-linking request.
  const teacher = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.route({ ...ltiRoutes.deepLink, ...teacher, handler: async (request) => readDeepLink(db, request.params.id, currentUser(request).sub, deps.clock()) });

  app.route({
    ...ltiRoutes.answerDeepLink,
    ...teacher,
    handler: async (request) => answerDeepLink({ ...deps, appOrigin: urls.appOrigin }, request.params.id, currentUser(request).sub, request.body, deps.clock()),
  });

  app.route({ ...ltiRoutes.tool, ...adminOnly, handler: async () => toolUrls(urls) });

  app.route({ ...ltiRoutes.platforms, ...adminOnly, handler: async () => listPlatforms(db) });

  app.route({
    ...ltiRoutes.inviteRegistration,
    ...adminOnly,
    handler: async (request, reply) => {
      const invitation = await inviteRegistration(db, { organizationId: request.body.organizationId, createdBy: currentUser(request).sub }, urls.apiUrl, deps.clock());
      reply.status(201);
      return invitation;
    },
  });

  /** A registration as stored: trimmed, each deployment once, of an organization that exists. */
  const fieldsOf = async (body: LtiPlatformRequest): Promise<PlatformFields> => {
    const [organization] = await db.query('SELECT 1 FROM organizations WHERE id = $1', [body.organizationId]);
    if (!organization) throw httpError(400, 'organizationId: no such organization');
    return {
      name: body.name.trim(),
      issuer: body.issuer.trim(),
      clientId: body.clientId.trim(),
      loginUrl: body.loginUrl.trim(),
      tokenUrl: body.tokenUrl.trim(),
      jwksUrl: body.jwksUrl.trim(),
      deploymentIds: [...new Set(body.deploymentIds.map((id) => id.trim()))],
      organizationId: body.organizationId,
    };
  };
  const taken = (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw httpError(409, 'This issuer and client id are registered already');
    throw error;
  };

  app.route({
    ...ltiRoutes.addPlatform,
    ...adminOnly,
    handler: async (request, reply) => {
      const id = await insertPlatform(db, await fieldsOf(request.body)).catch(taken);
      const added = await platformById(db, id);
      if (!added) throw new Error(`platform ${id} vanished after its insert`);
      reply.status(201);
      return added;
    },
  });

  app.route({
    ...ltiRoutes.updatePlatform,
    ...adminOnly,
    handler: async (request) => {
      const id = Number(request.params.id);
      if (!(await updatePlatform(db, id, await fieldsOf(request.body)).catch(taken))) throw httpError(404, 'No such platform');
      const updated = await platformById(db, id);
      if (!updated) throw httpError(404, 'No such platform');
      return updated;
    },
  });

  app.route({
    ...ltiRoutes.removePlatform,
    ...adminOnly,
    handler: async (request, reply) => {
      if (!(await deletePlatform(db, Number(request.params.id)))) throw httpError(404, 'No such platform');
      reply.status(204);
    },
  });
}

/** `/api/organizations`: everyone signed in lists them; teachers (read:admin) add, rename and delete them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { organizationRoutes } from '../../../src/api-contract/schemas';
import { ADMIN_PERMISSION, requireEveryOrganization, requirePermission } from '../auth';
import type { Database } from '../db';
import { addOrganization, deleteOrganization, listOrganizations, renameOrganization } from './organization-store';

export function registerOrganizationRoutes(fastify: FastifyInstance, { db, clock }: { db: Database; clock: () => Date }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION), requireEveryOrganization()] };

  app.route({ ...organizationRoutes.list, handler: async () => listOrganizations(db) });

  app.route({
    ...organizationRoutes.add,
    ...adminOnly,
    handler: async (request, reply) => {
      const added = await addOrganization(db, request.body.name, clock());
      reply.status(201);
      return added;
    },
  });

  app.route({
    ...organizationRoutes.rename,
    ...adminOnly,
    handler: async (request) => renameOrganization(db, Number(request.params.id), request.body.name, clock()),
  });

  app.route({
    ...organizationRoutes.remove,
    ...adminOnly,
    handler: async (request, reply) => {
      await deleteOrganization(db, Number(request.params.id));
      // No body: Fastify sends the empty answer when the handler returns.
      reply.status(204);
    },
  });
}

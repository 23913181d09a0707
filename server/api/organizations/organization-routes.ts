/** `/api/organizations`: everyone signed in lists them; teachers (read:admin) add, rename and delete them. */
import type { FastifyInstance } from 'fastify';
import type { Organization } from '../../../src/api-contract';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import type { Database } from '../db';
import { addOrganization, deleteOrganization, listOrganizations, renameOrganization } from './organization-store';

/** The shape; the trimmed length is checked by organizationName, with a message naming the field. */
const nameBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 1000 } },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;

export function registerOrganizationRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: () => Date }): void {
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.get('/organizations', async (): Promise<Organization[]> => listOrganizations(db));

  app.post<{ Body: { name: string } }>('/organizations', { ...adminOnly, schema: { body: nameBody } }, async (request, reply): Promise<Organization> => {
    const added = await addOrganization(db, request.body.name, clock());
    reply.status(201);
    return added;
  });

  app.patch<{ Params: { id: string }; Body: { name: string } }>(
    '/organizations/:id',
    { ...adminOnly, schema: { params: idParams, body: nameBody } },
    async (request): Promise<Organization> => renameOrganization(db, Number(request.params.id), request.body.name, clock()),
  );

  app.delete<{ Params: { id: string } }>('/organizations/:id', { ...adminOnly, schema: { params: idParams } }, async (request, reply) => {
    await deleteOrganization(db, Number(request.params.id));
    return reply.status(204).send();
  });
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { submissionRoutes } from '../../../src/api-contract/schemas';
import { currentUser } from '../auth';
import { recordSubmission, type SubmissionDeps } from './record-submission';

export function registerSubmissionRoutes(fastify: FastifyInstance, deps: SubmissionDeps): void {
  fastify.withTypeProvider<TypeBoxTypeProvider>().route({
    ...submissionRoutes.submit,
    handler: async (request, reply) => {
      // Ajv has put in the schema's default; the type still reads it as optional.
      const { generatorVersion = 1 } = request.body;
      const { receipt, created } = await recordSubmission(deps, currentUser(request), { ...request.body, generatorVersion });
      reply.status(created ? 201 : 200);
      return receipt;
    },
  });
}

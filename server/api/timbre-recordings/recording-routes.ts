import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordingRoutes } from '../../../src/api-contract/schemas';
import { INSTRUMENTS } from '../../../src/areas/timbre/catalogue/instruments';
import { ADMIN_PERMISSION, currentUser, requireEveryOrganization, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import { checkRecording, CONTENT_TYPES, RECORDING_LIMITS } from './recording-check';
import { deleteRecording, insertRecording, listRecordings, recordingAudio } from './recording-store';

const KNOWN = new Set(INSTRUMENTS.map((i) => i.id));

/** Upload bodies are the file itself; its name comes in a header (URI-encoded). */
const UPLOAD_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/ogg', 'audio/mpeg', 'audio/mp3', 'application/octet-stream'];

/** The upload's file name: its header is percent-encoded UTF-8 of a name without control characters. */
function fileNameFrom(header: string | string[] | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(typeof header === 'string' ? header : '');
  } catch {
    throw httpError(400, 'The file name header (X-File-Name) is not valid percent-encoded UTF-8.');
  }
  if (/\p{Cc}/u.test(name)) throw httpError(400, 'The file name header (X-File-Name) holds control characters.');
  return name;
}

/**
 * Teachers (read:admin) add recordings to instruments of the timbre catalogue; every signed-in
 * user lists and plays them.
 */
export async function registerTimbreRecordingRoutes(app: FastifyInstance, deps: { db: Queryable }): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.maxBytes }, (_request, body, done) => done(null, body));

    scope.route({ ...recordingRoutes.list, handler: async () => listRecordings(deps.db) });

    scope.route({
      ...recordingRoutes.audio,
      handler: async (request, reply) => {
        const audio = await recordingAudio(deps.db, request.params.id.toLowerCase());
        if (!audio) throw httpError(404, 'No such recording.');
        reply.header('content-type', audio.contentType).header('cache-control', 'private, max-age=3600').header('content-length', audio.bytes.byteLength);
        return reply.send(Buffer.from(audio.bytes.buffer, audio.bytes.byteOffset, audio.bytes.byteLength));
      },
    });

    scope.route({
      ...recordingRoutes.upload,
      onRequest: [requirePermission(ADMIN_PERMISSION), requireEveryOrganization()],
      bodyLimit: RECORDING_LIMITS.maxBytes,
      handler: async (request, reply) => {
        const { instrument } = request.params;
        if (!KNOWN.has(instrument)) throw httpError(404, `No instrument '${instrument}' in the catalogue.`);
        if (!Buffer.isBuffer(request.body) || request.body.byteLength === 0) throw httpError(400, 'The upload is empty.');
        const fileName = fileNameFrom(request.headers['x-file-name']).slice(0, 200);
        const bytes = new Uint8Array(request.body.buffer, request.body.byteOffset, request.body.byteLength);
        const { type, durationSeconds, loudnessLufs } = await checkRecording(bytes, fileName);
        const uploadedBy = currentUser(request).sub;
        const stored = await insertRecording(deps.db, { instrument, fileName, contentType: CONTENT_TYPES[type], bytes, durationSeconds, loudnessLufs, uploadedBy });
        reply.status(201);
        return stored;
      },
    });

    scope.route({
      ...recordingRoutes.remove,
      onRequest: [requirePermission(ADMIN_PERMISSION), requireEveryOrganization()],
      handler: async (request, reply) => {
        if (!(await deleteRecording(deps.db, request.params.id.toLowerCase()))) throw httpError(404, 'No such recording.');
        // No body: Fastify sends the empty answer when the handler returns.
        reply.status(204);
      },
    });
  });
}

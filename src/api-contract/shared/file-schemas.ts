/**
 * Answers that are files, not JSON: a route's response schema keyed by the content type it sends.
 * The server hands Fastify bytes, text or a stream, which it sends as they are (no serialiser
 * runs); the schema names the format, and its type is what the handler may return.
 */
import { Type } from 'typebox';

/** What Fastify streams as it is: anything with `pipe` (a Node stream). */
export interface PipedBody {
  pipe: (...args: never[]) => unknown;
}

/** A sound the server rendered (src/audio/question-render.ts), as lossless FLAC bytes. */
export const FlacAudioSchema = Type.Unsafe<Uint8Array>({ type: 'string', contentEncoding: 'binary', contentMediaType: 'audio/flac' });

/** A CSV file (UTF-8 with a BOM, for spreadsheet apps), sent whole or streamed. */
export const CsvFileSchema = Type.Unsafe<string | PipedBody>({ type: 'string', contentMediaType: 'text/csv' });

/** The 200 answer of a route whose body is a FLAC sound. */
export const flacAudioResponse = { content: { 'audio/flac': { schema: FlacAudioSchema } } } as const;

/** The 200 answer of a route whose body is a CSV file. */
export const csvFileResponse = { content: { 'text/csv': { schema: CsvFileSchema } } } as const;

/** An HTML page the API itself answers (an LTI message posted on to a platform: server/api/lti/deep-linking.ts). */
export const HtmlPageSchema = Type.Unsafe<string>({ type: 'string', contentMediaType: 'text/html' });

/** The 200 answer of a route whose body is an HTML page. */
export const htmlPageResponse = { content: { 'text/html': { schema: HtmlPageSchema } } } as const;

import type { IncomingMessage } from 'node:http';

const LIMIT_BYTES = 16 * 1024;

export class FormBodyError extends Error {}

/** Reads an application/x-www-form-urlencoded request body (the login form), with a small size limit. */
export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new FormBodyError('expected a form-encoded body');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > LIMIT_BYTES) throw new FormBodyError('request body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

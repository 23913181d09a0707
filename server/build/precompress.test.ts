import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  const script = `export const words = ${JSON.stringify('listen '.repeat(500))};\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'auricle-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/index-AbC123.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${'x'.repeat(2000)}</title>`);
    await writeFile(path.join(dir, 'assets/tiny-Z9.js'), 'export {};\n');
    await writeFile(path.join(dir, 'assets/index-AbC123.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));
    await writeFile(path.join(dir, 'clip.ogg'), Buffer.alloc(5000, 7));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each compressible file worth compressing, and nothing else', async () => {
    expect(await precompressDirectory(dir)).toBe(2);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/index-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/index-AbC123.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['assets/tiny-Z9.js', 'assets/index-AbC123.js.map', 'clip.ogg']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});

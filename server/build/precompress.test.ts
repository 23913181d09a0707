import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory, precompressQualityOf, PRECOMPRESS_QUALITY_VARIABLE } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  const script = `export const words = ${JSON.stringify('listen '.repeat(500))};\n`;
  // A small chunk (an exam page loads a dozen under 1 KB) compresses too.
  const small = `export const steps = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => `step-${i}`))};\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'auricle-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/index-AbC123.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${'x'.repeat(2000)}</title>`);
    await writeFile(path.join(dir, 'assets/tiny-Z9.js'), 'export {};\n');
    await writeFile(path.join(dir, 'assets/small-Q7.js'), small);
    await writeFile(path.join(dir, 'assets/index-AbC123.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));
    await writeFile(path.join(dir, 'clip.ogg'), Buffer.alloc(5000, 7));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each compressible file worth compressing, and nothing else', async () => {
    expect(small.length).toBeLessThan(1024);
    expect(await precompressDirectory(dir)).toBe(3);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/small-Q7.js.gz'))).toString()).toBe(small);
    expect((await readFile(path.join(dir, 'assets/small-Q7.js.gz'))).length).toBeLessThan(small.length / 2);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/index-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/index-AbC123.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['assets/tiny-Z9.js', 'assets/index-AbC123.js.map', 'clip.ogg']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});

describe('the quality of precompression', () => {
  // Text that compresses better the harder the compressor works: words in a varying order.
  const words = ['listen', 'critical', 'band', 'octave', 'boost', 'cut', 'reverb', 'decay', 'width', 'loudness'];
  const script = `export const text = ${JSON.stringify(Array.from({ length: 4000 }, (_, i) => words[(i * 7 + (i >> 3)) % words.length]).join(' '))};\n`;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'auricle-precompress-quality-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function compressedAt(quality: 'max' | 'fast'): Promise<{ br: Buffer; gz: Buffer }> {
    const sub = path.join(dir, quality);
    await mkdir(sub, { recursive: true });
    await writeFile(path.join(sub, 'app.js'), script);
    await precompressDirectory(sub, quality);
    return { br: await readFile(path.join(sub, 'app.js.br')), gz: await readFile(path.join(sub, 'app.js.gz')) };
  }

  it('is the highest brotli and gzip quality by default, as `npm run build` ships it', async () => {
    const { br, gz } = await compressedAt('max');
    const bytes = Buffer.from(script);
    expect(br.equals(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))).toBe(true);
    expect(gz.equals(gzipSync(bytes, { level: 9 }))).toBe(true);
    const fast = await compressedAt('fast');
    expect(br.length).toBeLessThan(fast.br.length);
    expect(brotliDecompressSync(fast.br).toString()).toBe(script);
  });

  it('is fast only when a build asks for it through the environment', () => {
    expect(precompressQualityOf({})).toBe('max');
    expect(precompressQualityOf({ [PRECOMPRESS_QUALITY_VARIABLE]: 'anything else' })).toBe('max');
    expect(precompressQualityOf({ [PRECOMPRESS_QUALITY_VARIABLE]: 'fast' })).toBe('fast');
  });
});

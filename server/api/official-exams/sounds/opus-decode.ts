/**
 * Ogg/Opus to PCM on the server: node-web-audio-api cannot decode Opus, so the timbre clips
 * (public/audio/timbre/*.opus) are decoded with libav.js, the same library that encoded them.
 * One libav instance per process; calls run one after another.
 */
import LibAVFactory from '@libav.js/variant-opus-af';

type LibAV = Awaited<ReturnType<typeof LibAVFactory.LibAV>>;

const AV_SAMPLE_FMT_FLT = 3;
const AV_LOG_QUIET = -8;

let instance: Promise<LibAV> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function libav(): Promise<LibAV> {
  instance ??= LibAVFactory.LibAV({ noworker: true }).then(async (lib) => {
    await lib.av_log_set_level(AV_LOG_QUIET);
    return lib;
  });
  return instance;
}

async function decode(bytes: Uint8Array): Promise<{ sampleRate: number; channels: Float32Array<ArrayBuffer>[] }> {
  const lib = await libav();
  const name = `clip-${++counter}.opus`;
  await lib.writeFile(name, bytes);
  const [format, streams] = await lib.ff_init_demuxer_file(name);
  try {
    const stream = streams[0];
    if (!stream) throw new Error('the file holds no audio stream');
    const [, context, packet, frame] = await lib.ff_init_decoder(stream.codec_id, { codecpar: stream.codecpar });
    const [, packets] = await lib.ff_read_frame_multi(format, packet);
    const frames = await lib.ff_decode_multi(context, packet, frame, packets[stream.index] ?? [], true);
    await lib.ff_free_decoder(context, packet, frame);
    const first = frames[0];
    if (!first) throw new Error('the file decodes to nothing');
    if (first.format !== AV_SAMPLE_FMT_FLT) throw new Error(`unexpected sample format ${first.format}`);
    const count = first.channels ?? 1;
    const total = frames.reduce((sum, f) => sum + (f.data as Float32Array).length / count, 0);
    const channels = Array.from({ length: count }, () => new Float32Array(total));
    let offset = 0;
    for (const f of frames) {
      const data = f.data as Float32Array;
      const length = data.length / count;
      for (let i = 0; i < length; i++) for (let c = 0; c < count; c++) (channels[c] as Float32Array)[offset + i] = data[i * count + c] ?? 0;
      offset += length;
    }
    return { sampleRate: first.sample_rate ?? 48_000, channels };
  } finally {
    await lib.avformat_close_input_js(format);
    await lib.unlink(name);
  }
}

/** Decodes Ogg/Opus bytes (one call at a time on the shared instance). */
export function decodeOggOpus(bytes: Uint8Array): Promise<{ sampleRate: number; channels: Float32Array<ArrayBuffer>[] }> {
  const result = queue.then(() => decode(bytes));
  queue = result.catch(() => undefined);
  return result;
}

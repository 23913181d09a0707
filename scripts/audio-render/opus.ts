/**
 * Ogg/Opus encoding and decoding with libav.js, mono or stereo, float samples. The encoder and
 * the muxer run bit-exact with a fixed Ogg serial, so the same samples give the same bytes.
 */
import LibAVFactory from '@libav.js/variant-opus-af';

export type LibAV = Awaited<ReturnType<typeof LibAVFactory.LibAV>>;

const AV_LOG_QUIET = -8;
/** AVFMT_FLAG_BITEXACT: no encoder version or other varying fields in the container. */
const AVFMT_FLAG_BITEXACT = 0x0400;
/** FFmpeg's channel layouts by channel count: front centre, front left and right. */
const CHANNEL_LAYOUTS: Readonly<Record<number, number>> = { 1: 4, 2: 3 };

export async function openLibAV(): Promise<LibAV> {
  const libav = await LibAVFactory.LibAV({ noworker: true });
  await libav.av_log_set_level(AV_LOG_QUIET);
  return libav;
}

/** Channels interleaved into one array (a mono channel as it is). */
function interleave(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0] as Float32Array;
  const frames = channels[0]?.length ?? 0;
  const out = new Float32Array(frames * channels.length);
  channels.forEach((channel, c) => {
    for (let i = 0; i < frames; i++) out[i * channels.length + c] = channel[i] as number;
  });
  return out;
}

/** One or two channels of PCM as Ogg/Opus at `bitRate`, serial 1. */
export async function encodeOpus(
  libav: LibAV,
  channels: readonly Float32Array[],
  name: string,
  { sampleRate, bitRate }: { sampleRate: number; bitRate: number },
): Promise<Uint8Array> {
  const count = channels.length;
  const channelLayout = CHANNEL_LAYOUTS[count];
  if (channelLayout === undefined) throw new RangeError(`${name}: ${count} channels; only mono and stereo are encoded`);
  const [, context, frame, packet, frameSize] = await libav.ff_init_encoder('libopus', {
    ctx: { bit_rate: bitRate, sample_fmt: libav.AV_SAMPLE_FMT_FLT, sample_rate: sampleRate, channel_layout: channelLayout, channels: count },
    time_base: [1, sampleRate],
    options: { application: 'audio' },
  });
  const [muxer, , io] = await libav.ff_init_muxer({ format_name: 'ogg', filename: name, open: true }, [[context, 1, sampleRate]]);
  await libav.av_opt_set(muxer, 'serial_offset', '1', 1);
  await libav.AVFormatContext_flags_s(muxer, (await libav.AVFormatContext_flags(muxer)) | AVFMT_FLAG_BITEXACT);
  await libav.avformat_write_header(muxer, 0);
  const samples = interleave(channels);
  const frames = [];
  for (let i = 0; i < samples.length; i += frameSize * count) {
    frames.push({
      data: samples.slice(i, i + frameSize * count),
      channel_layout: channelLayout,
      channels: count,
      format: libav.AV_SAMPLE_FMT_FLT,
      pts: i / count,
      sample_rate: sampleRate,
    });
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

/** Ogg/Opus back to PCM, one array per channel (what a browser will hear). */
export async function decodeOpus(libav: LibAV, bytes: Uint8Array, name: string): Promise<Float32Array[]> {
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
  const count = frames[0]?.channels ?? 1;
  const length = frames.reduce((n, f) => n + (f.data as Float32Array).length / count, 0);
  const channels = Array.from({ length: count }, () => new Float32Array(length));
  let offset = 0;
  for (const f of frames) {
    const data = f.data as Float32Array;
    const frameLength = data.length / count;
    for (let i = 0; i < frameLength; i++) for (let c = 0; c < count; c++) (channels[c] as Float32Array)[offset + i] = data[i * count + c] as number;
    offset += frameLength;
  }
  return channels;
}

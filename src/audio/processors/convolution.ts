import { loadImpulseResponse, toAudioBuffer, type ImpulseResponseData, type ImpulseResponseRequest } from '../impulse-response-cache';

/** Where the reverb and distance processors get their impulse responses (the shared worker cache by default). */
export type ImpulseResponseSource = (request: ImpulseResponseRequest) => Promise<ImpulseResponseData>;

export interface ConvolutionOptions {
  impulseResponses?: ImpulseResponseSource;
}

/**
 * For the delay and convolver of a room: always two input channels. With the default
 * ('max' / 'clamped-max') Chromium re-sizes them to one channel when a stereo source ends
 * (silence counts as mono) and drops what they held: the pre-delayed sound, the stereo tail.
 */
export const STEREO_ALWAYS = { channelCount: 2, channelCountMode: 'explicit' } as const;

/** The request for a room of `rt60` at `sampleRate`: one key for the processors and their preparation. */
export function roomRequest(rt60: number, sampleRate: number): ImpulseResponseRequest {
  return { rt60, sampleRate };
}

/**
 * A ConvolverNode (normalize off: the synthesised responses have unit energy by design) whose
 * response arrives asynchronously; `ready` resolves once it is in place. Silent until then.
 */
export function createRoomConvolver(
  context: BaseAudioContext,
  rt60: number,
  options: ConvolutionOptions,
): { node: ConvolverNode; ready: Promise<void>; release(): void } {
  const node = new ConvolverNode(context, { disableNormalization: true, ...STEREO_ALWAYS });
  let released = false;
  const source = options.impulseResponses ?? loadImpulseResponse;
  const ready = source(roomRequest(rt60, context.sampleRate)).then((data) => {
    if (!released) node.buffer = toAudioBuffer(data);
  });
  return {
    node,
    ready,
    release() {
      released = true;
      node.disconnect();
    },
  };
}

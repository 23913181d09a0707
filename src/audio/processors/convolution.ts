import { loadImpulseResponse, toAudioBuffer, type ImpulseResponseData, type ImpulseResponseRequest } from '../impulse-response';

/** Where the reverb and distance processors get their impulse responses (the shared worker cache by default). */
export type ImpulseResponseSource = (request: ImpulseResponseRequest) => Promise<ImpulseResponseData>;

export interface ConvolutionOptions {
  impulseResponses?: ImpulseResponseSource;
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
  const node = new ConvolverNode(context, { disableNormalization: true });
  let released = false;
  const source = options.impulseResponses ?? loadImpulseResponse;
  const ready = source({ rt60, sampleRate: context.sampleRate }).then((data) => {
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

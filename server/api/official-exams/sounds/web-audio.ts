/**
 * Web Audio for the API: node-web-audio-api's classes installed as globals, because the engine
 * in src/audio builds its graph with the standard constructors (`new GainNode(context)`), as
 * in a browser. Only the audio classes are installed (not the package's polyfill, which also
 * fakes `window`).
 */
import * as webAudio from 'node-web-audio-api';

const AUDIO_GLOBALS = [
  'AudioBuffer',
  'AudioBufferSourceNode',
  'AudioNode',
  'AudioParam',
  'AudioScheduledSourceNode',
  'BaseAudioContext',
  'BiquadFilterNode',
  'ChannelMergerNode',
  'ChannelSplitterNode',
  'ConstantSourceNode',
  'ConvolverNode',
  'DelayNode',
  'DynamicsCompressorNode',
  'GainNode',
  'IIRFilterNode',
  'OfflineAudioContext',
  'OscillatorNode',
  'PannerNode',
  'StereoPannerNode',
  'WaveShaperNode',
] as const;

let installed = false;

/** Makes the Web Audio constructors global (once); returns the OfflineAudioContext class. */
export function installWebAudioGlobals(): typeof OfflineAudioContext {
  if (!installed) {
    const target = globalThis as Record<string, unknown>;
    const source = webAudio as unknown as Record<string, unknown>;
    for (const name of AUDIO_GLOBALS) target[name] = source[name];
    installed = true;
  }
  return webAudio.OfflineAudioContext as unknown as typeof OfflineAudioContext;
}

/**
 * An arrangement played through the synthesizer: every part on its own MIDI channel into its
 * own stereo pair in one pass (spessasynth's split output), each event at its exact frame, and
 * on past the loop's end until the last voice has died away, then the tail folded onto the
 * start. With the effects off each voice goes to its channel's pair only, so the stems sum to
 * the mix.
 */
import type { SpessaSynthProcessor } from 'spessasynth_core';
import { foldTail } from '../../src/audio/programme/loop-mastering';
import { SYNTH_BLOCK } from '../audio-render/soundfont';
import { arrangementProblems, beatFrame, loopBeats, type Arrangement, type Part } from './arrangement';

export interface Stem {
  instrument: string;
  /** Its parts (one, or a piano's two hands). */
  parts: Part[];
  /** One loop period, left and right, the tail folded in. */
  channels: [Float32Array, Float32Array];
}

export interface RenderedLoop {
  stems: Stem[];
  loopFrames: number;
  /** Frames rendered past the loop's end before every voice was silent. */
  tailFrames: number;
}

const MIDI_CHANNELS = 16;
/** General MIDI's drum channel: melodic parts avoid it, drum parts set their own channel to drums. */
const DRUM_CHANNEL = 9;
const CC = { bank: 0, volume: 7, pan: 10, expression: 11, brightness: 74, reverb: 91, chorus: 93 } as const;

interface NoteEvent {
  frame: number;
  on: boolean;
  channel: number;
  key: number;
  velocity: number;
}

/** Channels for the parts in order, skipping the drum channel. */
const partChannels = (count: number): number[] =>
  Array.from({ length: MIDI_CHANNELS }, (_, channel) => channel).filter((channel) => channel !== DRUM_CHANNEL).slice(0, count);

function setUpChannel(synth: SpessaSynthProcessor, channel: number, part: Part): void {
  const midiChannel = synth.midiChannels[channel];
  if (!midiChannel) throw new Error(`no MIDI channel ${channel}`);
  midiChannel.setDrums(part.drums === true);
  synth.controllerChange(channel, CC.bank, part.bank ?? 0);
  synth.programChange(channel, part.program);
  synth.controllerChange(channel, CC.volume, part.volume ?? 100);
  synth.controllerChange(channel, CC.pan, part.pan);
  synth.controllerChange(channel, CC.expression, 127);
  synth.controllerChange(channel, CC.brightness, part.brightness ?? 64);
  synth.controllerChange(channel, CC.reverb, 0);
  synth.controllerChange(channel, CC.chorus, 0);
  const preset = midiChannel.preset?.name;
  // A bank or program the soundfont lacks falls back to another sound without an error.
  if (preset !== part.sound) throw new Error(`${part.instrument}: the soundfont gave "${String(preset)}", not "${part.sound}"`);
}

/** Renders `arrangement` on a fresh synthesizer (so a loop never depends on what was rendered before it). */
export function renderArrangement(synth: SpessaSynthProcessor, arrangement: Arrangement, sampleRate: number): RenderedLoop {
  const problems = arrangementProblems(arrangement, sampleRate);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (arrangement.parts.length > MIDI_CHANNELS - 1) throw new Error(`${arrangement.id}: more parts than MIDI channels`);
  const loopFrames = beatFrame(arrangement, loopBeats(arrangement), sampleRate);
  const capacity = 2 * loopFrames;
  const channels = partChannels(arrangement.parts.length);
  arrangement.parts.forEach((part, i) => setUpChannel(synth, channels[i] as number, part));

  const events: NoteEvent[] = arrangement.parts
    .flatMap((part, i) =>
      part.notes.flatMap((note) => [
        { frame: beatFrame(arrangement, note.start, sampleRate), on: true, channel: channels[i] as number, key: note.key, velocity: note.velocity },
        { frame: beatFrame(arrangement, note.start + note.length, sampleRate), on: false, channel: channels[i] as number, key: note.key, velocity: 0 },
      ]),
    )
    // Releases before strikes at the same frame, then a fixed order, so the rendering never depends on how the notes were listed.
    .sort((a, b) => a.frame - b.frame || Number(a.on) - Number(b.on) || a.channel - b.channel || a.key - b.key);

  const pairs = arrangement.parts.map((): [Float32Array, Float32Array] => [new Float32Array(capacity), new Float32Array(capacity)]);
  const unused: [Float32Array, Float32Array] = [new Float32Array(capacity), new Float32Array(capacity)];
  const outputs = Array.from({ length: MIDI_CHANNELS }, (_, channel) => {
    const part = channels.indexOf(channel);
    return part >= 0 ? (pairs[part] as [Float32Array, Float32Array]) : unused;
  });

  let position = 0;
  let next = 0;
  while (position < loopFrames || next < events.length || synth.voiceCount > 0) {
    for (; next < events.length && (events[next] as NoteEvent).frame <= position; next++) {
      const event = events[next] as NoteEvent;
      if (event.on) synth.noteOn(event.channel, event.key, event.velocity);
      else synth.noteOff(event.channel, event.key);
    }
    if (position >= capacity) throw new Error(`${arrangement.id}: still sounding a whole loop after its end`);
    const until = Math.min(position + SYNTH_BLOCK, capacity, events[next]?.frame ?? Infinity);
    synth.processSplit(outputs, unused[0], unused[1], position, until - position);
    position = until;
  }
  const folded = pairs.map(([left, right]) => foldTail([left.subarray(0, position), right.subarray(0, position)], loopFrames));
  const instruments = [...new Set(arrangement.parts.map((part) => part.instrument))];
  const stems = instruments.map((instrument): Stem => {
    const parts = arrangement.parts.filter((part) => part.instrument === instrument);
    const channels: [Float32Array, Float32Array] = [new Float32Array(loopFrames), new Float32Array(loopFrames)];
    arrangement.parts.forEach((part, i) => {
      if (part.instrument !== instrument) return;
      for (const c of [0, 1]) {
        const from = (folded[i] as Float32Array[])[c] as Float32Array;
        const into = channels[c] as Float32Array;
        for (let n = 0; n < loopFrames; n++) into[n] = (into[n] as number) + (from[n] as number);
      }
    });
    return { instrument, parts, channels };
  });
  return { loopFrames, tailFrames: position - loopFrames, stems };
}

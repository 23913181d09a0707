/**
 * A loop of the programme library written as note data: its tempo, meter and length, and per
 * part the General MIDI sound and the notes. Beats are quarter notes, counted from the loop's
 * start; a note may ring past the loop's end (it is folded onto the start like every tail).
 */
import type { ProgrammeLoopId } from '../../src/audio/programme';

export interface Note {
  /** Beats from the loop's start. */
  start: number;
  /** Beats until the key is released (the sound then decays by the sample's release). */
  length: number;
  /** MIDI key (60 is middle C); on a drum part, the kit's key (GM: 36 kick, 38 snare...). */
  key: number;
  /** 1 to 127. */
  velocity: number;
}

export interface Part {
  /**
   * The stem's name, kebab-case: what plays this part ("violin-1", "kick"). Parts of one
   * instrument (a piano's two hands, placed apart as a stereo pair of microphones hears them)
   * sum into one stem.
   */
  instrument: string;
  /** The soundfont's sound, as the manifest credits it ("GM 40 Violin"). */
  sound: string;
  /** General MIDI program, or the drum kit's number on a drum part (0 Standard, 40 Brush). */
  program: number;
  /** Bank select (CC0) before the program: the soundfont's variations (20 violins, 40 celli, ...). */
  bank?: number;
  /** A drum part: played on a channel in drum mode. */
  drums?: boolean;
  /** CC10, 0 (left) to 127 (right), 64 the centre. */
  pan: number;
  /** CC7, default 100. */
  volume?: number;
  /**
   * CC74, default 64 (the preset as it is): above it the synthesizer opens the preset's low-pass
   * filter, up to four octaves at 127.
   */
  brightness?: number;
  notes: readonly Note[];
}

export interface Arrangement {
  id: ProgrammeLoopId;
  /** What it is, in a line: the music and who made it (a public-domain melody, the project's own arrangement). */
  title: string;
  /** Quarter notes per minute. */
  tempo: number;
  /** Beats (quarter notes) per bar. */
  beatsPerBar: number;
  bars: number;
  parts: readonly Part[];
}

export const loopBeats = (arrangement: Arrangement): number => arrangement.beatsPerBar * arrangement.bars;

/** Frames from the loop's start to `beats`, at `sampleRate`. */
export const beatFrame = (arrangement: Arrangement, beats: number, sampleRate: number): number =>
  Math.round((beats * 60 * sampleRate) / arrangement.tempo);

/**
 * What a rendering cannot play as written, or measure fairly: notes outside the loop or the MIDI
 * ranges, a key struck again while it still sounds (the synthesizer would release both with the
 * first note-off), a loop whose length is not a whole number of frames or whose beat is not a
 * whole number of 10 ms windows. Empty when it is playable.
 */
export function arrangementProblems(arrangement: Arrangement, sampleRate: number): string[] {
  const problems: string[] = [];
  const beats = loopBeats(arrangement);
  const exact = (beats * 60 * sampleRate) / arrangement.tempo;
  if (!Number.isInteger(exact)) problems.push(`${arrangement.id}: the loop is ${exact} frames, not a whole number`);
  // The seam (loopSeam) is the step between the 10 ms windows either side of the loop point, where the downbeat falls;
  // onsets on beats elsewhere are measured the same way only if they fall on window boundaries too.
  const windows = (60 * 100) / arrangement.tempo;
  if (!Number.isInteger(windows)) problems.push(`${arrangement.id}: a beat at ${arrangement.tempo} a minute is ${windows} windows of 10 ms, not a whole number`);
  arrangement.parts.forEach((part, index) => {
    const where = `${arrangement.id}/${part.instrument} (part ${index + 1})`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(part.instrument)) problems.push(`${where}: not a kebab-case name`);
    for (const [name, value] of Object.entries({ pan: part.pan, volume: part.volume ?? 100, brightness: part.brightness ?? 64, bank: part.bank ?? 0, program: part.program })) {
      if (!Number.isInteger(value) || value < 0 || value > 127) problems.push(`${where}: ${name} ${value}, not a MIDI value`);
    }
    if (part.notes.length === 0) problems.push(`${where}: no notes`);
    const byKey = new Map<number, Note[]>();
    for (const note of part.notes) {
      if (!(note.start >= 0 && note.start < beats)) problems.push(`${where}: a note at beat ${note.start}, outside the loop`);
      if (!(note.length > 0)) problems.push(`${where}: a note of length ${note.length} at beat ${note.start}`);
      if (!Number.isInteger(note.key) || note.key < 0 || note.key > 127) problems.push(`${where}: key ${note.key}`);
      if (!Number.isInteger(note.velocity) || note.velocity < 1 || note.velocity > 127) problems.push(`${where}: velocity ${note.velocity}`);
      byKey.set(note.key, [...(byKey.get(note.key) ?? []), note]);
    }
    for (const [key, notes] of byKey) {
      // The loop played twice: a note held over the loop's end must be released before its key is struck again.
      const sorted = [...notes, ...notes.map((note) => ({ ...note, start: note.start + beats }))].sort((a, b) => a.start - b.start);
      sorted.slice(1).forEach((note, i) => {
        const before = sorted[i] as Note;
        if (before.start + before.length > note.start + 1e-9) problems.push(`${where}: key ${key} struck at beat ${note.start % beats} while it still sounds`);
      });
    }
  });
  return problems;
}

/**
 * A compact way to write the arrangements' notes: pitch names, phrases of pitches and lengths,
 * and drum patterns on a grid. Each helper returns plain notes (arrangement.ts).
 */
import type { Note } from './arrangement';

const STEPS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** MIDI key of a pitch name: 'C4' is 60, 'F#3' 54, 'Bb2' 46. */
export function key(name: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new RangeError(`not a pitch: ${name}`);
  const [, letter, accidental, octave] = match as unknown as [string, string, string | undefined, string];
  return 12 * (Number(octave) + 1) + (STEPS[letter] as number) + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
}

export interface PhraseOptions {
  /** Velocity of a token without its own (`@n`). */
  velocity: number;
  /** Share of its written length a note is held (a token's `~n` gives its held length in beats). */
  legato?: number;
  /** Swung eighths: written straight, played long-short (swingTime). */
  swing?: number;
}

/**
 * Where a straight time falls when eighths swing: the off-beat eighth moves to `swing` of the
 * beat (2/3 for a triplet feel), and every time between stretches or shrinks with it, so notes
 * written straight keep their order and their ends follow their starts.
 */
export function swingTime(beats: number, swing: number): number {
  const beat = Math.floor(beats);
  const within = beats - beat;
  return beat + (within < 0.5 ? within * 2 * swing : swing + (within - 0.5) * 2 * (1 - swing));
}

/** A note written straight, played swung. */
const swung = (note: Note, swing: number | undefined): Note => {
  if (swing === undefined) return note;
  const start = swingTime(note.start, swing);
  return { ...note, start, length: swingTime(note.start + note.length, swing) - start };
};

/**
 * Notes one after another from `start`: tokens `pitches:beats`, where pitches are one name
 * ('E5'), a chord ('C4+E4+G4') or 'r' for a rest; `@n` sets the velocity and `~n` the beats
 * the key is held ('G4:1@72~2.5' is struck for a beat's step and rings two and a half).
 */
export function phrase(start: number, text: string, { velocity, legato = 0.95, swing }: PhraseOptions): Note[] {
  const notes: Note[] = [];
  let at = start;
  for (const token of text.trim().split(/\s+/)) {
    const match = /^([^:]+):([\d.]+)(?:@(\d+))?(?:~([\d.]+))?$/.exec(token);
    if (!match) throw new RangeError(`not a phrase token: ${token}`);
    const [, pitches, beats, tokenVelocity, held] = match as unknown as [string, string, string, string | undefined, string | undefined];
    const step = Number(beats);
    if (pitches !== 'r') {
      for (const name of pitches.split('+')) {
        const note = { start: at, length: held === undefined ? step * legato : Number(held), key: key(name), velocity: Number(tokenVelocity ?? velocity) };
        notes.push(swung(note, swing));
      }
    }
    at += step;
  }
  return notes;
}

/** The same notes `beats` later. */
export const shift = (notes: readonly Note[], beats: number): Note[] => notes.map((note) => ({ ...note, start: note.start + beats }));

/** Notes of a chord struck together. */
export const chord = (start: number, length: number, names: readonly string[], velocity: number): Note[] =>
  names.map((name) => ({ start, length, key: key(name), velocity }));

/** Drum velocities by letter: an accent, a normal stroke, a soft one, a ghost note. */
const STROKES: Readonly<Record<string, number>> = { X: 118, x: 96, o: 70, g: 44 };

export interface GridOptions {
  /** Beats per character. */
  step: number;
  /** Beats the key is held (default one step). */
  length?: number;
  /** Swung eighths (swingTime). */
  swing?: number;
}

/**
 * A drum key played on a grid from `start`: one character per step, `X` `x` `o` `g` a stroke
 * (accent to ghost), `.` nothing; spaces (bar lines, for reading) are skipped.
 */
export function grid(start: number, drumKey: number, pattern: string, { step, length = step, swing }: GridOptions): Note[] {
  const notes: Note[] = [];
  [...pattern.replace(/\s+/g, '')].forEach((stroke, i) => {
    if (stroke === '.') return;
    const velocity = STROKES[stroke];
    if (velocity === undefined) throw new RangeError(`not a stroke: ${stroke}`);
    notes.push(swung({ start: start + i * step, length, key: drumKey, velocity }, swing));
  });
  return notes;
}

/** The General MIDI drum keys the arrangements use. */
export const DRUM = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  brushSlap: 39,
  brushSwirl: 40,
  lowTom: 45,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  midTom: 47,
  highTom: 50,
  floorTom: 43,
  crash: 49,
  ride: 51,
  rideBell: 53,
  crash2: 57,
} as const;

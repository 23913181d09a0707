/**
 * Orchestral tutti, the project's own: four bars in D major over a falling bass (D, A/C#,
 * Bm D/A, G A7). Strings (the soundfont's section sounds): first violins with the tune, seconds
 * and violas pulsing eighths, cellos and basses on the bass line; woodwinds: flutes an octave
 * above the tune, oboes on it, clarinets a third or sixth below, bassoons with the cellos;
 * brass: horns holding the middle, trumpets in fanfare, trombones and tuba under them; timpani
 * on D and A with a roll into the top. Seated as on a stage: violins left, cellos and basses
 * right, winds in the middle, horns left and heavy brass right.
 */
import type { Arrangement, Note } from '../arrangement';
import { chord, key, phrase } from '../notation';

const TUNE = `F#5:1.5@96 G5:0.5@84 A5:2@100
  E5:1.5@90 F#5:0.5@82 G5:1@88 E5:1@84
  F#5:1@92 D5:1@84 A5:1.5@98 F#5:0.5@86
  B5:1.5@104 G5:0.5@88 E5:1@90 A5:1@96`;
const violins1 = phrase(0, TUNE, { velocity: 92, legato: 0.98 });
const flutes = phrase(0, TUNE, { velocity: 84, legato: 0.95 }).map((note) => ({ ...note, key: note.key + 12 }));
const oboes = phrase(0, TUNE, { velocity: 80, legato: 0.95 });
const clarinets = phrase(
  0,
  `D5:1.5@80 E5:0.5@72 F#5:2@84
   C#5:1.5@78 D5:0.5@70 E5:1@76 C#5:1@74
   D5:1@80 B4:1@74 F#5:1.5@84 D5:0.5@76
   G5:1.5@86 D5:0.5@76 C#5:1@78 E5:1@82`,
  { velocity: 80, legato: 0.95 },
);

/** Repeated eighths on one note per half bar: the strings' drive. */
function pulse(notes: readonly string[], velocity: number): Note[] {
  return notes.flatMap((name, half) =>
    [0, 1, 2, 3].map((i): Note => ({ start: 2 * half + 0.5 * i, length: 0.4, key: key(name), velocity: velocity + (i === 0 ? 10 : i === 2 ? 4 : 0) })),
  );
}
const violins2 = pulse(['A4', 'A4', 'A4', 'G4', 'B4', 'A4', 'B4', 'C#5'], 78);
const violas = pulse(['F#4', 'F#4', 'E4', 'E4', 'D4', 'F#4', 'D4', 'E4'], 76);

const BASS_LINE = 'D3:4@92 C#3:4@88 B2:2@88 A2:2@86 G2:2@90 A2:2@94';
const celli = phrase(0, BASS_LINE, { velocity: 90, legato: 0.97 });
const basses = phrase(0, BASS_LINE, { velocity: 90, legato: 0.97 }).map((note) => ({ ...note, key: note.key - 12 }));
const bassoons = phrase(0, BASS_LINE, { velocity: 82, legato: 0.95 });
const tuba = phrase(0, 'D2:4@84 C#2:4@80 B1:2@80 A1:2@80 G1:2@84 A1:2@88', { velocity: 84, legato: 0.9 });

const horns = [
  ...chord(0, 3.9, ['A3', 'D4'], 80),
  ...chord(4, 3.9, ['A3', 'E4'], 78),
  ...chord(8, 1.9, ['B3', 'D4'], 80),
  ...chord(10, 1.9, ['A3', 'D4'], 80),
  ...chord(12, 1.9, ['B3', 'D4'], 84),
  ...chord(14, 1.9, ['A3', 'C#4'], 88),
];
const trumpets = phrase(
  0,
  `A4:1.5@92 A4:0.5@80 D5:2@96
   C#5:1.5@88 C#5:0.5@78 E5:2@92
   D5:1@90 B4:1@84 A4:2@88
   B4:2@94 C#5:2@98`,
  { velocity: 90, legato: 0.9 },
);
const trombones = [
  ...chord(0, 3.9, ['F#3', 'A3'], 80),
  ...chord(4, 3.9, ['E3', 'A3'], 78),
  ...chord(8, 1.9, ['F#3', 'B3'], 80),
  ...chord(10, 1.9, ['F#3', 'A3'], 80),
  ...chord(12, 1.9, ['G3', 'B3'], 84),
  ...chord(14, 1.9, ['G3', 'C#4'], 90),
];

/** Timpani on D2 and A2: strokes on the downbeats, a crescendo roll of sixteenths on A into the top. */
const timpani: Note[] = [
  { start: 0, length: 1, key: key('D2'), velocity: 110 },
  { start: 2, length: 1, key: key('A2'), velocity: 80 },
  { start: 4, length: 1, key: key('A2'), velocity: 100 },
  { start: 8, length: 1, key: key('D2'), velocity: 96 },
  { start: 10, length: 1, key: key('A2'), velocity: 90 },
  { start: 12, length: 1, key: key('D2'), velocity: 100 },
  ...Array.from({ length: 8 }, (_, i): Note => ({ start: 14 + 0.25 * i, length: 0.2, key: key('A2'), velocity: 56 + 7 * i })),
];

export const orchestra: Arrangement = {
  id: 'orchestra',
  title: 'Orchestral tutti in D major: strings, woodwinds, brass and timpani (the project’s own)',
  tempo: 75,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    { instrument: 'violins-1', sound: 'Violins Fast', program: 48, bank: 20, pan: 30, volume: 127, notes: violins1 },
    { instrument: 'violins-2', sound: 'Violins2 Fast', program: 48, bank: 25, pan: 44, volume: 110, notes: violins2 },
    { instrument: 'violas', sound: 'Violas Fast', program: 48, bank: 30, pan: 76, volume: 110, notes: violas },
    { instrument: 'cellos', sound: 'Celli Fast', program: 48, bank: 40, pan: 90, volume: 115, notes: celli },
    { instrument: 'basses', sound: 'Basses Fast', program: 48, bank: 50, pan: 100, volume: 110, notes: basses },
    { instrument: 'flutes', sound: 'Flute', program: 73, pan: 58, volume: 72, notes: flutes },
    { instrument: 'oboes', sound: 'Oboe', program: 68, pan: 70, volume: 80, notes: oboes },
    { instrument: 'clarinets', sound: 'Clarinet', program: 71, pan: 54, volume: 90, notes: clarinets },
    { instrument: 'bassoons', sound: 'Bassoon', program: 70, pan: 74, volume: 84, notes: bassoons },
    { instrument: 'horns', sound: 'French Horns', program: 60, pan: 40, volume: 92, notes: horns },
    { instrument: 'trumpets', sound: 'Trumpet', program: 56, pan: 84, volume: 84, notes: trumpets },
    { instrument: 'trombones', sound: 'Trombone', program: 57, pan: 94, volume: 70, notes: trombones },
    { instrument: 'tuba', sound: 'Tuba', program: 58, pan: 104, volume: 90, notes: tuba },
    { instrument: 'timpani', sound: 'Timpani', program: 47, pan: 60, volume: 110, notes: timpani },
  ],
};

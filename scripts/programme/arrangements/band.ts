/**
 * Pop-rock band, the project's own: eight bars in G (G D Em C, G D C D) at 120 beats a minute.
 * Drums (GM standard kit) with a crash on bars one and five and a tom fill into the top; a
 * fingered electric bass in eighths; a clean electric guitar picking arpeggios on the left, an
 * overdriven one playing power chords on the right; a drawbar organ holding the chords; and a
 * voice-like lead (GM Voice Oohs) singing the tune in the middle.
 */
import type { Arrangement, Note } from '../arrangement';
import { chord, DRUM, grid, key, phrase, shift } from '../notation';

const CHORDS = ['G', 'D', 'Em', 'C', 'G', 'D', 'C', 'D'] as const;
type Chord = (typeof CHORDS)[number];

/** The bass: the root in eighths, the last two leading to the next bar's root. */
const BASS: Readonly<Record<Chord, string>> = { G: 'G1', D: 'D2', Em: 'E2', C: 'C2' };
const BASS_APPROACH: readonly (readonly [string, string])[] = [
  ['A1', 'C#2'],
  ['D2', 'D#2'],
  ['E2', 'B1'],
  ['C2', 'F#1'],
  ['A1', 'C#2'],
  ['D2', 'B1'],
  ['C2', 'C#2'],
  ['D2', 'F#1'],
];
const bass = CHORDS.flatMap((name, bar) => {
  const [penultimate, last] = BASS_APPROACH[bar] as readonly [string, string];
  const root = BASS[name];
  const line = `${root}:0.5@92 ${root}:0.5@70 ${root}:0.5@80 ${root}:0.5@72 ${root}:0.5@88 ${root}:0.5@70 ${penultimate}:0.5@78 ${last}:0.5@74`;
  return phrase(4 * bar, line, { velocity: 80, legato: 0.85 });
});

/** The clean guitar: five notes of the chord picked up and down in eighths, each left to ring a beat. */
const ARPEGGIO: Readonly<Record<Chord, readonly string[]>> = {
  G: ['G3', 'B3', 'D4', 'G4', 'B4'],
  D: ['A3', 'D4', 'F#4', 'A4', 'D5'],
  Em: ['E3', 'B3', 'E4', 'G4', 'B4'],
  C: ['G3', 'C4', 'E4', 'G4', 'C5'],
};
const PICKING = [0, 1, 2, 3, 4, 3, 2, 1];
const PICK_VELOCITY = [74, 58, 64, 60, 70, 58, 62, 56];
const cleanGuitar = CHORDS.flatMap((name, bar) =>
  PICKING.map((index, i): Note => ({ start: 4 * bar + 0.5 * i, length: 1, key: key(ARPEGGIO[name][index] as string), velocity: PICK_VELOCITY[i] as number })),
);

/** The overdriven guitar: root, fifth and octave, pushed on the and of two. */
const POWER_CHORD: Readonly<Record<Chord, readonly string[]>> = { G: ['G2', 'D3', 'G3'], D: ['D3', 'A3', 'D4'], Em: ['E2', 'B2', 'E3'], C: ['C3', 'G3', 'C4'] };
const overdrivenGuitar = CHORDS.flatMap((name, bar) => [
  ...chord(4 * bar, 1.4, POWER_CHORD[name], 96),
  ...chord(4 * bar + 1.5, 0.9, POWER_CHORD[name], 84),
  ...chord(4 * bar + 2.5, 0.45, POWER_CHORD[name], 78),
  ...chord(4 * bar + 3, 0.45, POWER_CHORD[name], 86),
  ...chord(4 * bar + 3.5, 0.45, POWER_CHORD[name], 76),
]);

const ORGAN: Readonly<Record<Chord, readonly string[]>> = { G: ['G3', 'B3', 'D4'], D: ['F#3', 'A3', 'D4'], Em: ['G3', 'B3', 'E4'], C: ['G3', 'C4', 'E4'] };
const organ = CHORDS.flatMap((name, bar) => chord(4 * bar, 3.9, ORGAN[name], 70));

const lead = phrase(
  0,
  `D5:1.5@92 B4:0.5@78 B4:1@84 A4:1@80
   A4:1@86 B4:0.5@78 A4:0.5@76 F#4:2@82
   G4:1.5@86 E4:0.5@74 G4:1@80 B4:1@84
   C5:1.5@90 B4:0.5@78 A4:2@84
   D5:1.5@94 B4:0.5@80 D5:1@88 E5:1@92
   D5:1@90 A4:0.5@78 B4:0.5@80 A4:2@84
   G4:1@84 A4:0.5@78 B4:0.5@80 C5:1@86 E5:1@90
   D5:3@92 r:1`,
  { velocity: 84, legato: 0.92 },
);

const GROOVE = [
  // Eighths on the closed hi-hat, the kick on one, the and of two and three, the snare on two and four.
  ...grid(0, DRUM.closedHat, 'x.o.x.o.x.o.x.o.', { step: 0.25 }),
  ...grid(0, DRUM.kick, 'X.....x.X.......', { step: 0.25 }),
  ...grid(0, DRUM.snare, '....X.......X..g', { step: 0.25 }),
];
const FILL = [
  ...grid(0, DRUM.closedHat, 'x.o.x.o.', { step: 0.25 }),
  ...grid(0, DRUM.kick, 'X.....x.', { step: 0.25 }),
  ...grid(0, DRUM.snare, '....X...', { step: 0.25 }),
  ...grid(2, DRUM.highTom, 'xo', { step: 0.25 }),
  ...grid(2.5, DRUM.midTom, 'xo', { step: 0.25 }),
  ...grid(3, DRUM.lowTom, 'xo', { step: 0.25 }),
  ...grid(3.5, DRUM.floorTom, 'Xx', { step: 0.25 }),
  ...grid(2, DRUM.kick, 'x...x...', { step: 0.25 }),
];
const drums = [
  ...[0, 1, 2, 4, 5, 6].flatMap((bar) => shift(GROOVE, 4 * bar)),
  // An open hi-hat on the and of four in bar four, and a fill into the top in bar eight.
  ...shift(GROOVE, 12).filter((note) => !(note.key === DRUM.closedHat && note.start === 15.5)),
  ...grid(15.5, DRUM.openHat, 'x', { step: 0.5 }),
  ...shift(FILL, 28),
  ...grid(0, DRUM.crash, 'X', { step: 1 }),
  ...grid(16, DRUM.crash, 'x', { step: 1 }),
];

export const band: Arrangement = {
  id: 'band',
  title: 'Pop-rock band in G: drums, bass, two guitars, organ and a voice-like lead (the project’s own)',
  tempo: 120,
  beatsPerBar: 4,
  bars: 8,
  parts: [
    { instrument: 'drums', sound: 'Standard', program: 0, drums: true, pan: 64, volume: 104, notes: drums },
    { instrument: 'bass', sound: 'Fingered Bass', program: 33, pan: 64, volume: 104, notes: bass },
    { instrument: 'clean-guitar', sound: 'Clean Guitar', program: 27, pan: 28, volume: 84, notes: cleanGuitar },
    { instrument: 'overdriven-guitar', sound: 'Overdrive Guitar', program: 29, pan: 100, volume: 72, notes: overdrivenGuitar },
    { instrument: 'organ', sound: 'Drawbar Organ', program: 16, pan: 80, volume: 96, notes: organ },
    { instrument: 'lead', sound: 'Voice Oohs', program: 53, pan: 64, volume: 127, notes: lead },
  ],
};

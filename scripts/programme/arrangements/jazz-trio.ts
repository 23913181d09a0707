/**
 * Jazz trio with brushes, the project's own: eight bars of I-vi-ii-V in F (Fmaj7 Dm7 Gm7 C7,
 * then Am7 D7 Gm7 C7 Fmaj7 D7 Gm7 C7) in swung eighths. Piano: rootless voicings comped on the
 * beat and the off-beats, a right-hand line above; acoustic bass walking; the soundfont's brush
 * kit (GM kit 40): a snare swirl, slaps on two and four, the ride's spang-a-lang, the hi-hat's
 * foot on two and four and a feathered kick.
 */
import type { Arrangement, Note } from '../arrangement';
import { chord, DRUM, grid, phrase, shift, swingTime } from '../notation';

const SWING = 2 / 3;

const rightHand = phrase(
  0,
  `r:0.5 A4:0.5@72 C5:0.5@70 E5:0.5@76 G5:1.5@84 E5:0.5@70
   D5:1@78 r:3
   r:0.5 Bb4:0.5@70 D5:0.5@72 F5:0.5@76 A5:1@86 G5:0.5@72 F5:0.5@70
   E5:1.5@80 C5:0.5@66 r:2
   r:0.5 E5:0.5@70 G5:0.5@74 A5:0.5@78 F#5:1@84 E5:0.5@70 C5:0.5@68
   D5:1@78 Bb4:0.5@68 G4:0.5@64 Bb4:1@74 A4:0.5@66 G4:0.5@62
   A4:1.5@76 C5:0.5@68 D5:0.5@72 F#5:0.5@76 A5:0.5@80 C6:0.5@84
   Bb5:1@86 A5:0.5@74 G5:0.5@72 E5:1@76 r:1`,
  { velocity: 74, legato: 0.9, swing: SWING },
);

/** One comping stroke: a chord held `length` beats from `start`, both swung. */
const stroke = (start: number, length: number, voicing: readonly string[], velocity: number): Note[] =>
  chord(swingTime(start, SWING), swingTime(start + length, SWING) - swingTime(start, SWING), voicing, velocity);

const FMAJ7 = ['A3', 'C4', 'E4', 'G4'];
const DM7 = ['F3', 'A3', 'C4', 'E4'];
const GM7 = ['F3', 'Bb3', 'D4'];
const C7 = ['E3', 'Bb3', 'D4'];
const AM7 = ['G3', 'C4', 'E4'];
const D7 = ['F#3', 'C4', 'E4'];

// A bar of one chord: on the beat and on the and of two (the Charleston); of two chords: each pushed an eighth early after the first.
const leftHand = [
  ...stroke(0, 1.2, FMAJ7, 60),
  ...stroke(1.5, 1, FMAJ7, 54),
  ...stroke(4, 1.2, DM7, 58),
  ...stroke(5.5, 1, DM7, 52),
  ...stroke(8, 1.2, ['Bb3', 'D4', 'F4', 'A4'], 60),
  ...stroke(9.5, 1, ['Bb3', 'D4', 'F4', 'A4'], 54),
  ...stroke(12, 1.2, ['Bb3', 'D4', 'E4', 'A4'], 62),
  ...stroke(13.5, 1, ['Bb3', 'D4', 'E4', 'A4'], 56),
  ...stroke(16, 1.2, AM7, 58),
  ...stroke(17.5, 2, D7, 60),
  ...stroke(20, 1.2, GM7, 58),
  ...stroke(21.5, 2, C7, 60),
  ...stroke(24, 1.2, ['E3', 'A3', 'C4'], 58),
  ...stroke(25.5, 2, D7, 62),
  ...stroke(28, 1.2, GM7, 60),
  ...stroke(29.5, 2, ['E3', 'Bb3', 'D4', 'A4'], 64),
];

const bass = phrase(
  0,
  `F2:1@88 A2:1@74 C3:1@82 C#3:1@74
   D3:1@86 C3:1@72 A2:1@80 Ab2:1@72
   G2:1@86 A2:1@72 Bb2:1@80 B2:1@74
   C3:1@86 G2:1@72 E2:1@80 G#2:1@74
   A2:1@86 E2:1@72 D2:1@80 F#2:1@74
   G2:1@86 Bb2:1@72 C3:1@82 E2:1@74
   F2:1@86 A2:1@72 D2:1@80 F#2:1@74
   G2:1@86 D2:1@72 C2:1@82 E2:1@76`,
  { velocity: 80, legato: 0.85 },
);

const BAR_OF_BRUSHES = [
  // The left brush sweeps the snare head: a swirl a half note long, twice a bar.
  ...grid(0, DRUM.brushSwirl, 'o...g...', { step: 0.5, length: 1.9 }),
  // The right brush: a slap on two and four, the ride's spang-a-lang.
  ...grid(0, DRUM.brushSlap, '..o...x.', { step: 0.5, swing: SWING }),
  ...grid(0, DRUM.ride, 'o.xgo.xg', { step: 0.5, length: 0.4, swing: SWING }),
  ...grid(0, DRUM.pedalHat, '..o...o.', { step: 0.5 }),
  ...grid(0, DRUM.kick, 'g.g.g.g.', { step: 0.5 }),
];
const brushes = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((bar) =>
  shift(BAR_OF_BRUSHES, 4 * bar).map((note) => (bar % 2 === 1 && note.key === DRUM.ride ? { ...note, velocity: note.velocity - 6 } : note)),
);

export const jazzTrio: Arrangement = {
  id: 'jazz-trio',
  title: 'Jazz trio with brushes: I-vi-ii-V in F, swung (the project’s own)',
  tempo: 125,
  beatsPerBar: 4,
  bars: 8,
  parts: [
    // The preset's low-pass filter opened an octave, as in the solo piano (piano.ts).
    { instrument: 'piano', sound: 'Grand Piano', program: 0, pan: 44, volume: 127, brightness: 80, notes: leftHand },
    { instrument: 'piano', sound: 'Grand Piano', program: 0, pan: 56, volume: 127, brightness: 80, notes: rightHand },
    { instrument: 'bass', sound: 'Acoustic Bass', program: 32, pan: 70, volume: 100, notes: bass },
    { instrument: 'brushes', sound: 'Brush', program: 40, drums: true, pan: 82, volume: 90, notes: brushes },
  ],
};

/**
 * String quartet: Pachelbel's ground bass (the Canon in D, about 1690, public domain) in half
 * notes under the project's own parts: the second violin and the viola in parallel tenths (the
 * Canon's first line and its mirror below), the first violin a melody of quarters and eighths
 * above. Seated as on a stage: first violin left, then second violin, viola, cello right.
 */
import type { Arrangement } from '../arrangement';
import { phrase } from '../notation';

// D A Bm F#m G D G A, two beats each.
const cello = phrase(0, 'D3:2@84 A2:2@76 B2:2@80 F#2:2@74 G2:2@80 D2:2@74 G2:2@80 A2:2@78', { velocity: 80, legato: 1 });
const viola = phrase(0, 'D4:2@70 C#4:2@66 B3:2@68 A3:2@64 G3:2@68 F#3:2@64 G3:2@68 A3:2@70', { velocity: 68, legato: 1 });
const violin2 = phrase(0, 'F#5:2@74 E5:2@70 D5:2@72 C#5:2@68 B4:2@72 A4:2@68 B4:2@72 C#5:2@74', { velocity: 72, legato: 1 });
const violin1 = phrase(
  0,
  `A5:1@88 F#5:0.5@74 G5:0.5@78 A5:1@86 E5:1@76
   F#5:1@84 D5:0.5@72 E5:0.5@76 F#5:1@82 C#5:1@74
   D5:0.5@76 B4:0.5@70 D5:0.5@74 G5:0.5@82 F#5:1@84 A5:1@88
   B5:1@92 G5:0.5@80 A5:0.5@82 E5:0.5@74 F#5:0.5@76 G5:0.5@80 E5:0.5@76`,
  { velocity: 80, legato: 1 },
);

export const stringQuartet: Arrangement = {
  id: 'string-quartet',
  title: 'String quartet: Pachelbel’s ground (Canon in D, public domain) under the project’s own parts',
  tempo: 75,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    { instrument: 'violin-1', sound: 'Violin', program: 40, pan: 36, volume: 110, notes: violin1 },
    { instrument: 'violin-2', sound: 'Violin', program: 40, pan: 52, notes: violin2 },
    { instrument: 'viola', sound: 'Viola', program: 41, pan: 76, notes: viola },
    { instrument: 'cello', sound: 'Cello', program: 42, pan: 92, volume: 88, notes: cello },
  ],
};

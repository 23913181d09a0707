/**
 * What `npm run clips` renders: for each catalogue instrument the soundfont really has, its
 * General MIDI program (or drum-kit keys) and a short phrase in its natural range. Instruments
 * the soundfont lacks (most Chinese ones; the fiddle, mandolin and ukulele, which only reuse
 * violin or guitar samples) have no entry: the catalogue then says it has no recording.
 */
export interface PitchedPlan {
  instrument: string;
  program: number;
  /** MIDI notes, one every `spacing` seconds. */
  notes: readonly number[];
  spacing?: number;
}

export interface DrumPlan {
  instrument: string;
  /** Keys of the standard drum kit (MIDI channel 10). */
  drumKeys: readonly number[];
  spacing?: number;
}

export type ClipPlan = PitchedPlan | DrumPlan;

const arpeggio = (root: number): number[] => [root, root + 4, root + 7, root + 12];

export const CLIP_PLAN: readonly ClipPlan[] = [
  { instrument: 'piano', program: 0, notes: arpeggio(60) },
  { instrument: 'harpsichord', program: 6, notes: arpeggio(60) },
  { instrument: 'celesta', program: 8, notes: arpeggio(72) },
  { instrument: 'glockenspiel', program: 9, notes: arpeggio(79) },
  { instrument: 'vibraphone', program: 11, notes: arpeggio(65) },
  { instrument: 'marimba', program: 12, notes: arpeggio(60) },
  { instrument: 'xylophone', program: 13, notes: arpeggio(72) },
  { instrument: 'tubular-bells', program: 14, notes: [60, 67, 72, 65] },
  { instrument: 'electric-organ', program: 16, notes: arpeggio(60) },
  { instrument: 'pipe-organ', program: 19, notes: arpeggio(60) },
  { instrument: 'accordion', program: 21, notes: arpeggio(60) },
  { instrument: 'harmonica', program: 22, notes: [67, 71, 74, 72] },
  { instrument: 'acoustic-guitar', program: 24, notes: [52, 55, 59, 64] },
  { instrument: 'steel-string-guitar', program: 25, notes: [52, 55, 59, 64] },
  { instrument: 'electric-guitar', program: 27, notes: [52, 55, 59, 64] },
  { instrument: 'electric-bass', program: 33, notes: [33, 36, 38, 40] },
  { instrument: 'violin', program: 40, notes: [67, 71, 74, 79] },
  // Not G4: the soundfont's viola sample there is 27 cents sharp.
  { instrument: 'viola', program: 41, notes: [60, 64, 69, 72] },
  { instrument: 'cello', program: 42, notes: arpeggio(48) },
  { instrument: 'double-bass', program: 43, notes: [40, 43, 45, 47] },
  { instrument: 'harp', program: 46, notes: [60, 64, 67, 72, 76], spacing: 0.4 },
  { instrument: 'timpani', program: 47, notes: [41, 45, 48, 45] },
  { instrument: 'trumpet', program: 56, notes: arpeggio(65) },
  { instrument: 'trombone', program: 57, notes: [50, 53, 57, 58] },
  { instrument: 'tuba', program: 58, notes: [34, 38, 41, 46] },
  { instrument: 'french-horn', program: 60, notes: arpeggio(53) },
  { instrument: 'soprano-saxophone', program: 64, notes: arpeggio(68) },
  { instrument: 'alto-saxophone', program: 65, notes: arpeggio(61) },
  { instrument: 'tenor-saxophone', program: 66, notes: arpeggio(54) },
  { instrument: 'oboe', program: 68, notes: [67, 71, 74, 72] },
  { instrument: 'english-horn', program: 69, notes: [60, 64, 67, 65] },
  { instrument: 'bassoon', program: 70, notes: arpeggio(43) },
  { instrument: 'clarinet', program: 71, notes: [58, 62, 65, 70] },
  { instrument: 'piccolo', program: 72, notes: arpeggio(79) },
  { instrument: 'flute', program: 73, notes: [74, 78, 81, 86] },
  { instrument: 'recorder', program: 74, notes: arpeggio(72) },
  // One sample only: a phrase close to it.
  { instrument: 'shakuhachi', program: 77, notes: [67, 69, 72, 74] },
  { instrument: 'synthesizer', program: 81, notes: arpeggio(60) },
  { instrument: 'sitar', program: 104, notes: [62, 64, 67, 69] },
  { instrument: 'banjo', program: 105, notes: [62, 67, 71, 74] },
  { instrument: 'koto', program: 107, notes: [62, 64, 69, 71] },
  { instrument: 'kalimba', program: 108, notes: arpeggio(60) },
  { instrument: 'bagpipes', program: 109, notes: [69, 71, 73, 74] },
  { instrument: 'steel-drum', program: 114, notes: arpeggio(60) },
  { instrument: 'bass-drum', drumKeys: [36, 36, 36, 36] },
  { instrument: 'snare-drum', drumKeys: [38, 38, 38, 38, 38], spacing: 0.3 },
  { instrument: 'tom-tom', drumKeys: [50, 48, 45, 43] },
  { instrument: 'cymbals', drumKeys: [49], spacing: 1.5 },
  { instrument: 'triangle', drumKeys: [81, 81], spacing: 1 },
  { instrument: 'congas', drumKeys: [63, 62, 64, 63] },
];

export const isDrum = (plan: ClipPlan): plan is DrumPlan => 'drumKeys' in plan;

/**
 * Solo acoustic guitar (GM steel-string), fingerpicked, the project's own: four bars of C, Am,
 * F, G7 in Travis picking. The thumb alternates bass strings on the beats, the fingers pick the
 * treble strings between them and pinch the top note with the thumb on one; every string rings
 * until it is played again. The bass strings sit a little left of the treble ones, as a pair
 * of microphones in front of the guitar hears them.
 */
import type { Arrangement, Note } from '../arrangement';
import { key } from '../notation';

interface Shape {
  /** The thumb's four notes, on the beats. */
  thumb: readonly [string, string, string, string];
  /** The fingers' four notes, on the off-beats. */
  fingers: readonly [string, string, string, string];
  /** Pinched with the thumb on one. */
  top: string;
}

const SHAPES: readonly Shape[] = [
  { thumb: ['C3', 'E3', 'G2', 'E3'], fingers: ['C4', 'G3', 'E4', 'C4'], top: 'E4' },
  { thumb: ['A2', 'E3', 'E2', 'E3'], fingers: ['C4', 'A3', 'E4', 'C4'], top: 'E4' },
  { thumb: ['F2', 'C3', 'A2', 'C3'], fingers: ['C4', 'A3', 'F4', 'C4'], top: 'F4' },
  { thumb: ['G2', 'D3', 'B2', 'D3'], fingers: ['B3', 'G3', 'G4', 'F4'], top: 'G4' },
];
const THUMB_VELOCITY = [80, 70, 76, 68];
const FINGER_VELOCITY = [62, 56, 66, 58];

// Beat two's bass string rings under beat three, until beat four plays it again.
const thumb = SHAPES.flatMap(({ thumb: notes }, bar) =>
  notes.map((name, beat): Note => ({ start: 4 * bar + beat, length: beat === 1 ? 1.9 : 0.95, key: key(name), velocity: THUMB_VELOCITY[beat] as number })),
);
/** Beats each finger's string rings: until the same string is picked again. */
const FINGER_RING = [1.9, 1.9, 1, 0.95];

const fingers = SHAPES.flatMap(({ fingers: notes, top }, bar) => [
  { start: 4 * bar, length: 2, key: key(top), velocity: 84 - 2 * bar },
  ...notes.map((name, i): Note => ({ start: 4 * bar + 0.5 + i, length: FINGER_RING[i] as number, key: key(name), velocity: FINGER_VELOCITY[i] as number })),
]);

export const acousticGuitar: Arrangement = {
  id: 'acoustic-guitar',
  title: 'Solo acoustic guitar: Travis picking over C, Am, F, G7 (the project’s own)',
  tempo: 100,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    { instrument: 'acoustic-guitar', sound: 'Steel String Guitar', program: 25, pan: 42, notes: thumb },
    { instrument: 'acoustic-guitar', sound: 'Steel String Guitar', program: 25, pan: 88, notes: fingers },
  ],
};

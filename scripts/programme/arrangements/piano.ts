/**
 * Solo piano: the project's own ballad in C major over a falling bass (C, G/B, Am7, Em/G,
 * Fmaj7, C/E, Dm7, G7sus4-G7), the left hand in pedalled broken chords down to E1, the right hand
 * a melody on top of its chords. The hands sit a little apart, as a pair of microphones over the
 * strings hears them (bass to the left).
 */
import type { Arrangement, Note } from '../arrangement';
import { key, phrase } from '../notation';

/** A half bar of broken chord, bass first: each note held to the half bar's end, as the pedal would. */
function brokenChord(start: number, [bass, fifth, tenth]: readonly [string, string, string], velocity: number): Note[] {
  return [
    { start, length: 2, key: key(bass), velocity: velocity + 8 },
    { start: start + 0.5, length: 1, key: key(fifth), velocity: velocity - 4 },
    { start: start + 1, length: 1, key: key(tenth), velocity },
    { start: start + 1.5, length: 0.5, key: key(fifth), velocity: velocity - 8 },
  ];
}

const LEFT_HAND: readonly (readonly [string, string, string])[] = [
  ['C2', 'G2', 'E3'],
  ['B1', 'G2', 'D3'],
  ['A1', 'E2', 'C3'],
  ['G1', 'E2', 'B2'],
  ['F1', 'C2', 'A2'],
  ['E1', 'C2', 'G2'],
  ['D2', 'A2', 'F3'],
];
/** Swells to the third bar and falls back. */
const LEFT_VELOCITY = [58, 54, 60, 56, 64, 60, 58];

const leftHand = [
  ...LEFT_HAND.flatMap((notes, i) => brokenChord(2 * i, notes, LEFT_VELOCITY[i] as number)),
  // G7sus4 to G7: the C falls to B on the last eighth.
  ...phrase(14, 'G1:0.5@60~2 D2:0.5@52~1.5 C3:0.5@56 B2:0.5@58', { velocity: 56 }),
];

const rightHand = phrase(
  0,
  `C5+E5+G5:1.5@70 E5:0.5@60 B4+D5:1@68 E5:0.5@60 D5:0.5@56
   A4+C5:1.5@70 E5:0.5@62 G4+B4:2@62
   F4+A4:0.5@64 C5:0.5@62 F5:1@80 G4+C5+E5:1.5@72 G5:0.5@66
   A4+D5+F5:1@76 E5:0.5@64 D5:0.5@60 F4+C5:1@66 B4:0.5@64 D5:0.5@70`,
  { velocity: 64 },
);

/**
 * The preset's low-pass filter opened an octave: at these velocities it leaves the samples dull
 * above 2 kHz (-72 dB at 8 kHz against the loudest band); opened, 8 kHz is at -50 dB, about
 * as far as the samples themselves reach.
 */
const BRIGHTNESS = 80;

export const piano: Arrangement = {
  id: 'piano',
  title: 'Solo piano: a ballad in C major (the project’s own)',
  tempo: 80,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    { instrument: 'piano', sound: 'Grand Piano', program: 0, pan: 50, brightness: BRIGHTNESS, notes: leftHand },
    { instrument: 'piano', sound: 'Grand Piano', program: 0, pan: 78, brightness: BRIGHTNESS, notes: rightHand },
  ],
};
